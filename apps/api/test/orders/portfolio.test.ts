import Decimal from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { portfolioView, type Holding } from '../../src/modules/orders/portfolio';
import '../property/seed';

const balanced: Holding = {
  fundCode: 'BALS',
  series: '000',
  currency: 'PEN',
  cuotas: '6.06557886',
  invested: '1000.00',
  valorCuota: '170.12345678',
};
const debt: Holding = {
  fundCode: 'DCPS',
  series: '001',
  currency: 'PEN',
  cuotas: '100.00000000',
  invested: '1500.00',
  valorCuota: '14.90000000',
};
const dollars: Holding = {
  fundCode: 'GLBD',
  series: '000',
  currency: 'USD',
  cuotas: '20.50000000',
  invested: '500.00',
  valorCuota: '25.10000000',
};

describe('the portfolio', () => {
  it('values each holding at its latest valor cuota, with the gain or loss in money and percent', () => {
    const { holdings } = portfolioView([balanced, debt]);
    // 6.06557886 × 170.12345678 = 1031.8972…
    expect(holdings[0]).toMatchObject({ value: '1031.90', gain: '31.90', gainPct: '3.19' });
    expect(holdings[1]).toMatchObject({ value: '1490.00', gain: '-10.00', gainPct: '-0.67' });
  });

  it('totals each currency apart and never adds soles to dollars', () => {
    const { totals } = portfolioView([dollars, balanced, debt]);
    expect(totals).toEqual([
      { currency: 'PEN', value: '2521.90', invested: '2500.00', gain: '21.90', gainPct: '0.88' },
      { currency: 'USD', value: '514.55', invested: '500.00', gain: '14.55', gainPct: '2.91' },
    ]);
    expect(portfolioView([debt]).totals.map((t) => t.currency)).toEqual(['PEN']);
    expect(portfolioView([]).totals).toEqual([]);
  });

  it('rounds half to even at the cent and has no percentage when nothing is invested', () => {
    const h = { ...debt, cuotas: '1.00000000', valorCuota: '0.12500000', invested: '0.00' };
    expect(portfolioView([h]).holdings[0]).toMatchObject({
      value: '0.12',
      gain: '0.12',
      gainPct: null,
    });
  });

  it('a currency’s total is the sum of its holdings within a cent per holding', () => {
    const holding = fc.record({
      fundCode: fc.constantFrom('BALS', 'DCPS', 'GLBD'),
      series: fc.constantFrom('000', '001'),
      currency: fc.constantFrom('PEN' as const, 'USD' as const),
      cuotas: fc.integer({ min: 0, max: 10 ** 13 }).map((n) => (n / 1e8).toFixed(8)),
      invested: fc.integer({ min: 0, max: 10 ** 9 }).map((n) => (n / 100).toFixed(2)),
      valorCuota: fc.integer({ min: 10 ** 8, max: 10 ** 12 }).map((n) => (n / 1e8).toFixed(8)),
    });
    fc.assert(
      fc.property(fc.array(holding, { maxLength: 12 }), (list) => {
        const { holdings, totals } = portfolioView(list);
        for (const total of totals) {
          const mine = holdings.filter((h) => h.currency === total.currency);
          const sum = mine.reduce((s, h) => s.plus(h.value), new Decimal(0));
          expect(sum.minus(total.value).abs().lte(new Decimal('0.01').times(mine.length))).toBe(
            true,
          );
          expect(new Decimal(total.gain).eq(new Decimal(total.value).minus(total.invested))).toBe(
            true,
          );
        }
      }),
    );
  });
});
