import { describe, expect, it } from 'vitest';
import type { RescueHolding } from '@saf/contract';
import { EMPTY_RESCUE, requestOf, rescueDetailSchema, rescuePreview } from './rescueForm';

const holding: RescueHolding = {
  fund_code: 'BALS',
  fund_name: 'Balanceado Soles',
  series: '000',
  series_name: 'Serie A',
  currency: 'PEN',
  cuotas: '100.00000000',
  reserved_cuotas: '0.00000000',
  available_cuotas: '100.00000000',
  valor_cuota: '12.34567890',
  valor_cuota_date: '2026-11-25',
  available_value: '1234.57',
  min_rescue: '100.00',
  min_balance: '500.00',
  early_rescue_fee_pct: '1.5000',
  early_rescue_min_days: 180,
  lots: [{ date: '2026-10-01', cuotas: '100.00000000' }],
  cutoff_time: '14:00',
  trade_date: '2026-11-26',
  payment_date: '2026-12-01',
  settlement_days: 3,
  next_rescue_from: null,
  scheduled_rescue_allowed: true,
};
const NOW = '2026-11-26T15:00:00.000Z'; // 10:00 in Lima
const partial = (amount: string) => ({
  ...EMPTY_RESCUE,
  fund_series: 'BALS-000',
  kind: 'partial' as const,
  amount,
});

describe('the rescue’s Detalle', () => {
  it('reads what is typed as a request', () => {
    expect(requestOf(partial('1,200.50'))).toEqual({ mode: 'AMOUNT', amount: '1200.50' });
    expect(requestOf({ ...partial(''), unit: 'cuotas', cuotas: '10.5' })).toEqual({
      mode: 'CUOTAS',
      cuotas: '10.5',
    });
    expect(requestOf({ ...EMPTY_RESCUE, kind: 'total' })).toEqual({ mode: 'TOTAL' });
    expect(requestOf(partial('12.345'))).toBeNull();
  });

  it('estimates cuotas, the early-rescue fee, the net, the balance left and the dates', () => {
    const estimate = rescuePreview(holding, partial('300'), NOW);
    expect(estimate?.preview).toEqual({
      amount: '300.00',
      cuotas: '24.30000023',
      valorCuota: '12.34567890',
      valorCuotaDate: '2026-11-25',
      estimate: true,
      tradeDate: { date: '2026-11-26', cutoffTime: '14:00', today: true },
      // 24.30000023 cuotas bought on 1 Oct, 180 days not over: 1.5 % of S/ 300.00.
      earlyFee: { pct: '1.50', amount: '4.50', freeFrom: '2027-03-30', minDays: 180 },
      net: '295.50',
      remaining: { value: '934.57', cuotas: '75.69999977' },
      paymentDate: '2026-12-01',
      nextRescueFrom: '2026-11-27T15:00:00.000Z',
    });
  });

  it('says on the field what the minimums and the balance allow', () => {
    const schema = rescueDetailSchema([holding], NOW);
    const message = (amount: string) =>
      schema.safeParse(partial(amount)).error?.issues.find((i) => i.path[0] === 'amount')?.message;
    expect(message('99')).toBe('El monto mínimo de rescate es S/ 100.00.');
    expect(message('800')).toBe(
      'Tu saldo quedaría por debajo del mínimo de permanencia de S/ 500.00. Puedes rescatar hasta S/ 734.57 o hacer un rescate total.',
    );
    expect(message('')).toBe('Ingresa el monto que quieres rescatar.');
    expect(message('700')).toBeUndefined();
    expect(schema.safeParse({ ...EMPTY_RESCUE }).error?.issues.map((i) => i.message)).toEqual([
      'Elige el fondo que quieres rescatar.',
      'Elige el tipo de rescate.',
    ]);
  });
});
