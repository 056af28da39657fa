import { describe, expect, it } from 'vitest';
import type { RescueHolding } from '@saf/contract';
import { EMPTY_RESCUE, requestOf, rescueDetailSchema, rescuePreview } from './rescueForm';
import { scheduledRescueFormSchema, type ScheduledRescueValues } from './scheduledRescue';
import { scheduleItem } from './scheduleItem';

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
  cutoff_state: 'BEFORE_CUTOFF',
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
      tradeDate: { date: '2026-11-26', cutoffTime: '14:00', state: 'before-cutoff' },
      // 24.30000023 cuotas bought on 1 Oct, 180 days not over: 1.5 % of S/ 300.00.
      earlyFee: { pct: '1.50', amount: '4.50', freeFrom: '2027-03-30', minDays: 180 },
      tax: null,
      net: '295.50',
      remaining: { value: '934.57', cuotas: '75.69999977' },
      paymentDate: '2026-12-01',
      nextRescueFrom: '2026-11-27T15:00:00.000Z',
    });
  });

  it.each([
    ['before the cut-off', 'BEFORE_CUTOFF', 'before-cutoff'],
    ['after the cut-off, the eve of a holiday included', 'AFTER_CUTOFF', 'after-cutoff'],
    ['on a weekend or a holiday', 'NOT_BUSINESS_DAY', 'not-business-day'],
  ] as const)('says why the estimate takes the valor cuota it does %s', (_, answer, state) => {
    const estimate = rescuePreview({ ...holding, cutoff_state: answer }, partial('300'), NOW);
    expect(estimate?.preview.tradeDate).toEqual({
      date: '2026-11-26',
      cutoffTime: '14:00',
      state,
    });
  });

  it('estimates the income tax on the gain over what those cuotas cost', () => {
    // 100 cuotas cost S/ 1,000.00: the 24.30000023 sold carry S/ 243.00 of it; 300.00 − 4.50 of
    // fee − 243.00 = 52.50 of gain, 5 % of it withheld.
    const estimate = rescuePreview(
      { ...holding, cost_basis: { invested: '1000.00', cuotas: '100.00000000' } },
      partial('300'),
      NOW,
    );
    // 2.625 rounds half-even to 2.62.
    expect(estimate?.preview.tax).toEqual({ pct: '5', gain: '52.50', amount: '2.62' });
    expect(estimate?.preview.net).toBe('292.88');
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

describe('the scheduled rescue form', () => {
  const check = (values: Partial<ScheduledRescueValues>) => {
    const parsed = scheduledRescueFormSchema(holding).safeParse({
      amount: '200',
      day: '15',
      account: '7',
      ...values,
    });
    return parsed.success
      ? {}
      : Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message]));
  };

  it('takes an amount between the minimum and what is available, a day of 1 to 28 and an account', () => {
    expect(check({})).toEqual({});
    expect(check({ amount: '1,234.57', day: '28' })).toEqual({});
    expect(check({ amount: '' })).toEqual({ amount: 'Ingresa el monto de cada rescate.' });
    expect(check({ amount: '20.555' })).toEqual({
      amount: 'Ingresa un monto válido, con hasta 2 decimales.',
    });
    expect(check({ amount: '99.99' })).toEqual({
      amount: 'El monto mínimo de rescate es S/ 100.00.',
    });
    expect(check({ amount: '1234.58' })).toEqual({
      amount: 'El monto supera tu saldo disponible de S/ 1,234.57.',
    });
    expect(check({ day: '29' })).toEqual({ day: 'Elige el día del mes del rescate.' });
    expect(check({ day: '' })).toEqual({ day: 'Elige el día del mes del rescate.' });
    expect(check({ account: '' })).toEqual({
      account: 'Elige la cuenta donde recibirás el dinero.',
    });
  });

  it('shows a schedule as home does: paused or active, the account masked', () => {
    expect(
      scheduleItem({
        id: 3,
        fund_code: 'BALS',
        fund_name: 'Balanceado Soles',
        series: '000',
        series_name: 'Serie A',
        currency: 'PEN',
        amount: '150.00',
        day_of_month: 5,
        status: 'PAUSED',
        next_date: '2026-12-05',
        bank_account: { id: 7, bank_name: 'BCP', last4: '0082' },
        last_reference: null,
        last_result: null,
      }),
    ).toEqual({
      id: '3',
      status: 'paused',
      amount: '150.00',
      currency: 'PEN',
      dayOfMonth: 5,
      nextDate: '2026-12-05',
      accountLabel: 'BCP •••• 0082',
      lastResult: null,
    });
  });
});
