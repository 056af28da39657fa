import { describe, expect, it } from 'vitest';
import { moneyOfCuotas, rescueFigures, toUnits8, fromUnits8 } from './rescue-math';
import { nextScheduledRescueDay } from './rescues';

const holding = {
  available_cuotas: '100.00000000',
  valor_cuota: '12.34567890',
  min_rescue: '100.00',
  min_balance: '500.00',
  early_rescue_fee_pct: '1.5000',
  early_rescue_min_days: 30,
  lots: [
    { date: '2026-01-10', cuotas: '60.00000000' },
    { date: '2026-03-01', cuotas: '40.00000000' },
  ],
};

describe('decimal units', () => {
  it('reads and writes decimals exactly', () => {
    expect(fromUnits8(toUnits8('1.5'))).toBe('1.50000000');
    expect(fromUnits8(toUnits8('-0.00000001'))).toBe('-0.00000001');
    expect(moneyOfCuotas('100', '12.34567890')).toBe('1234.57');
    // Half-even: 0.125 → 0.12, 0.135 → 0.14.
    expect(moneyOfCuotas('0.125', '1')).toBe('0.12');
    expect(moneyOfCuotas('0.135', '1')).toBe('0.14');
  });
});

describe('a rescue’s figures', () => {
  it('withholds 5 % of the gain over the cuotas’ share of the money invested', () => {
    // 100 cuotas cost 1,000.00: 70 of them carry 700.00 and are worth 864.20 (fee 1.85).
    const basis = { cost_basis: { invested: '1000.00', cuotas: '100.00000000' } };
    const f = rescueFigures(
      { ...holding, ...basis, min_balance: '300.00' },
      { mode: 'CUOTAS', cuotas: '70', trade_date: '2026-03-15' },
    );
    expect(f).toMatchObject({ gross: '864.20', fee: '1.85', cost: '700.00', gain: '162.35' });
    // 5 % of 162.35 = 8.1175 → 8.12; the account receives 864.20 − 1.85 − 8.12.
    expect(f.tax).toBe('8.12');
    expect(f.net).toBe('854.23');
    // A loss withholds nothing.
    const loss = rescueFigures(
      { ...holding, cost_basis: { invested: '2000.00', cuotas: '100.00000000' } },
      { mode: 'TOTAL', trade_date: '2026-06-01' },
    );
    expect(loss).toMatchObject({ gross: '1234.57', cost: '2000.00', gain: '-765.43', tax: '0.00' });
    expect(loss.net).toBe('1234.57');
    // Without a cost basis nothing is figured.
    expect(rescueFigures(holding, { mode: 'TOTAL', trade_date: '2026-06-01' }).tax).toBe('0.00');
  });

  it('sells the cuotas an amount needs, rounded up, with no fee after the holding period', () => {
    const f = rescueFigures(holding, {
      mode: 'AMOUNT',
      amount: '300.00',
      trade_date: '2026-06-01',
    });
    // 300 / 12.3456789 = 24.30000022… → 24.30000023 cuotas.
    expect(f).toMatchObject({
      cuotas: '24.30000023',
      gross: '300.00',
      fee: '0.00',
      net: '300.00',
      remaining_cuotas: '75.69999977',
      remaining_value: '934.57',
      fee_free_from: null,
      problem: null,
    });
  });

  it('charges the early-rescue fee on the cuotas of lots younger than the holding period', () => {
    // On 2026-03-15 the first lot (10 Jan) is free, the second (1 Mar) until 31 Mar.
    const f = rescueFigures(
      { ...holding, min_balance: '300.00' },
      { mode: 'CUOTAS', cuotas: '70', trade_date: '2026-03-15' },
    );
    expect(f.fee_cuotas).toBe('10.00000000');
    // 10 cuotas × 12.3456789 = 123.46; 1.5 % = 1.85.
    expect(f.fee).toBe('1.85');
    expect(f.gross).toBe('864.20');
    expect(f.net).toBe('862.35');
    expect(f.fee_free_from).toBe('2026-03-31');
    expect(f.problem).toBeNull();
  });

  it('refuses below the minimum rescue and above the balance', () => {
    expect(
      rescueFigures(holding, { mode: 'AMOUNT', amount: '99.99', trade_date: '2026-06-01' }).problem,
    ).toEqual({ code: 'RESCUE_MINIMUM_AMOUNT', minimum: '100.00' });
    expect(
      rescueFigures(holding, { mode: 'AMOUNT', amount: '1300', trade_date: '2026-06-01' }).problem,
    ).toEqual({ code: 'RESCUE_ABOVE_BALANCE', maximum: '1234.57' });
  });

  it('refuses what would leave less than the minimum balance, saying how much may be rescued', () => {
    expect(
      rescueFigures(holding, { mode: 'AMOUNT', amount: '800', trade_date: '2026-06-01' }).problem,
    ).toEqual({ code: 'RESCUE_MINIMUM_REMAINING', minimum: '500.00', maximum: '734.57' });
    expect(
      rescueFigures(holding, { mode: 'AMOUNT', amount: '734.57', trade_date: '2026-06-01' })
        .problem,
    ).toBeNull();
  });

  it('takes everything in a total rescue, whatever the minimums', () => {
    const small = {
      ...holding,
      available_cuotas: '5',
      lots: [{ date: '2026-01-10', cuotas: '5' }],
    };
    const f = rescueFigures(small, { mode: 'TOTAL', trade_date: '2026-06-01' });
    expect(f).toMatchObject({
      cuotas: '5.00000000',
      gross: '61.73',
      remaining_cuotas: '0.00000000',
      problem: null,
    });
  });
});

describe('the next day of a scheduled rescue', () => {
  it('is this month’s day while it is ahead, else next month’s, across the year’s end', () => {
    expect(nextScheduledRescueDay('2026-11-26', 28)).toBe('2026-11-28');
    expect(nextScheduledRescueDay('2026-11-26', 26)).toBe('2026-12-26');
    expect(nextScheduledRescueDay('2026-11-26', 1)).toBe('2026-12-01');
    expect(nextScheduledRescueDay('2026-12-30', 5)).toBe('2027-01-05');
    expect(nextScheduledRescueDay('2027-01-31', 28)).toBe('2027-02-28');
  });
});
