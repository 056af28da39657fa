import { describe, expect, it } from 'vitest';
import { PENDING_SUBSCRIPTION } from '../../test/orders';
import type { InvestOptions, Order } from '@saf/contract';
import {
  cents,
  detailSchema,
  EMPTY_DETAIL,
  longDay,
  moneyLabel,
  seriesChoices,
  tradeDateOf,
} from './investmentForm';
import { trackerSteps } from './trackerSteps';
import { checkReceipt } from './useInvestment';
import { orderStatusLabel } from './usePortfolio';

const options: InvestOptions = {
  fund: {
    code: 'ACCP',
    name: 'Acciones Perú',
    currency: 'PEN',
    risk_level: 5,
    cutoff_time: '13:00',
    unified_fee_pct: '2.95',
    early_rescue_fee_pct: '1.00',
    early_rescue_min_days: 30,
  },
  series: [
    {
      code: '000',
      name: 'Serie A',
      minimum_kind: 'initial',
      minimum: '500.00',
      min_initial: '500.00',
      min_additional: '100.00',
      held: false,
    },
    {
      code: '001',
      name: 'Serie B',
      minimum_kind: 'initial',
      minimum: '50000.00',
      min_initial: '50000.00',
      min_additional: '5000.00',
      held: false,
    },
  ],
  trade_date: '2026-11-25',
  cutoff_at: '2026-11-25T18:00:00.000Z',
  cutoff_state: 'BEFORE_CUTOFF',
  server_time: '2026-11-25T15:00:00.000Z',
  suitability_required: true,
  blocker: null,
  biometric_valid: true,
  collector_accounts: [],
  max_amount: '5000000.00',
  card_payment: true,
};

const errorsOf = (values: Partial<typeof EMPTY_DETAIL>) => {
  const parsed = detailSchema(options).safeParse({ ...EMPTY_DETAIL, fund_code: 'ACCP', ...values });
  return parsed.success
    ? {}
    : Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message]));
};

describe('the investment’s trade date', () => {
  // What the API answers at each moment: its business calendar decides the day and the state.
  it.each([
    ['before the cut-off on a business day', '2026-11-20', 'BEFORE_CUTOFF', 'before-cutoff'],
    ['after the cut-off on a business day', '2026-11-23', 'AFTER_CUTOFF', 'after-cutoff'],
    ['on a Saturday', '2026-11-30', 'NOT_BUSINESS_DAY', 'not-business-day'],
    ['on a Sunday', '2026-11-30', 'NOT_BUSINESS_DAY', 'not-business-day'],
    ['on a Peruvian holiday (8 December)', '2026-12-10', 'NOT_BUSINESS_DAY', 'not-business-day'],
    [
      'after the cut-off on the eve of a holiday (7 December)',
      '2026-12-10',
      'AFTER_CUTOFF',
      'after-cutoff',
    ],
  ] as const)('says why the valor cuota is the one it is %s', (_, day, answer, state) => {
    expect(
      tradeDateOf({ ...options, trade_date: day, cutoff_at: null, cutoff_state: answer }),
    ).toEqual({
      date: day,
      cutoffTime: '13:00',
      state,
      label: longDay(day),
    });
  });
});

describe('the investment’s Detalle checks', () => {
  it('says the series’ minimum in soles, and takes the amount from there', () => {
    expect(
      errorsOf({ amount: '499.99', funds_origin: 'SAVINGS', suitability_ack: true }).amount,
    ).toBe('El monto mínimo de inversión inicial en la Serie A es S/ 500.00.');
    expect(errorsOf({ amount: '500', funds_origin: 'SAVINGS', suitability_ack: true })).toEqual({});
  });
  it('offers series B only from its minimum', () => {
    expect(seriesChoices(options, '49999.99')[1]).toMatchObject({ available: false });
    expect(seriesChoices(options, '50000')[1]).toMatchObject({ available: true });
    expect(
      errorsOf({ amount: '1000', series: '001', funds_origin: 'SAVINGS', suitability_ack: true })
        .amount,
    ).toBe('El monto mínimo de inversión inicial en la Serie B es S/ 50,000.00.');
  });
  it('asks what "Otro" means, and for the acknowledgment of a riskier fund', () => {
    const errors = errorsOf({ amount: '1000', funds_origin: 'OTHER' });
    expect(errors.funds_origin_other).toBe('Cuéntanos de dónde proviene el dinero.');
    expect(errors.suitability_ack).toBe(
      'Confirma que conoces el riesgo de este fondo para continuar.',
    );
  });
  it('refuses malformed amounts and amounts over the online maximum', () => {
    expect(
      errorsOf({ amount: '12,50', funds_origin: 'SAVINGS', suitability_ack: true }).amount,
    ).toMatch(/monto válido/);
    expect(
      errorsOf({ amount: '5000000.01', funds_origin: 'SAVINGS', suitability_ack: true }).amount,
    ).toMatch(/hasta S\/ 5,000,000.00/);
  });
  it('compares money as cents and writes it the Peruvian way', () => {
    expect(cents('10.5')).toBe(1050n);
    expect(cents('0.01')).toBe(1n);
    expect(moneyLabel('1500', 'PEN')).toBe('S/ 1,500.00');
    expect(moneyLabel('200', 'USD')).toBe('US$ 200.00');
  });
});

describe('the transfer receipt', () => {
  const file = (type: string, size: number) => ({ type, size, name: 'x' }) as unknown as File;
  it('checks the operation number and the file before sending', () => {
    expect(checkReceipt({ operation_number: '', receipt: null })).toEqual({
      operation_number: 'Ingresa el número de operación de tu transferencia.',
      receipt: 'Sube la constancia de tu transferencia.',
    });
    expect(checkReceipt({ operation_number: '12a', receipt: file('image/gif', 10) })).toEqual({
      operation_number: 'El número de operación tiene entre 6 y 20 dígitos.',
      receipt: 'Sube la constancia en formato JPG, PNG o PDF.',
    });
    expect(
      checkReceipt({
        operation_number: '123456',
        receipt: file('application/pdf', 6 * 1024 * 1024),
      }).receipt,
    ).toBe('La constancia debe pesar como máximo 5 MB.');
    expect(checkReceipt({ operation_number: '123456', receipt: file('image/png', 1000) })).toEqual(
      {},
    );
  });
});

describe('an order’s tracker and status', () => {
  const base = PENDING_SUBSCRIPTION;
  it('walks requested, paid, valor-cuota day and settled', () => {
    const settled: Order = {
      ...base,
      payment_status: 'SUCCESS',
      process_status: 'APPROVED',
      valor_cuota: '101.23456789',
      cuotas: '9.87804999',
      events: [
        ...base.events,
        { kind: 'PAYMENT_CONFIRMED', at: '2026-11-25T15:10:00.000Z', detail: null },
        { kind: 'SETTLED', at: '2026-11-26T00:05:00.000Z', detail: null },
      ],
    };
    const steps = trackerSteps(settled);
    expect(steps.map((s) => [s.label, s.state])).toEqual([
      ['Solicitud recibida', 'done'],
      ['Pago confirmado', 'done'],
      ['Valor cuota del miércoles, 25 de noviembre de 2026', 'done'],
      ['Liquidada: 9.87804999 cuotas', 'done'],
    ]);
    // The instant itself: the screen writes it as a Lima date and time.
    expect(steps[0]!.date).toBe(base.events[0]!.at);
  });
  it('ends with the reason of a rejection', () => {
    const rejected: Order = {
      ...base,
      payment_status: 'REJECTED',
      process_status: 'ANNULLED',
      reject_reason: 'No encontramos tu transferencia.',
      events: [
        ...base.events,
        { kind: 'PAYMENT_REJECTED', at: '2026-11-25T16:00:00.000Z', detail: null },
      ],
    };
    expect(trackerSteps(rejected).at(-1)).toMatchObject({
      label: 'Orden rechazada',
      state: 'failed',
      detail: 'No encontramos tu transferencia.',
    });
    expect(orderStatusLabel(rejected)).toBe('Rechazado');
  });
  it('adds a line for each card payment given back, with its reason', () => {
    const line = 'Devolvimos tu pago con tarjeta de S/ 1,000.00 porque tu orden ya estaba pagada';
    const paidTwice: Order = {
      ...base,
      payment_status: 'SUCCESS',
      process_status: 'INPROGRESS',
      events: [
        ...base.events,
        { kind: 'PAYMENT_CONFIRMED', at: '2026-11-25T15:10:00.000Z', detail: null },
        { kind: 'PAYMENT_REFUNDED', at: '2026-11-25T15:12:00.000Z', detail: line },
      ],
    };
    const steps = trackerSteps(paidTwice);
    expect(steps.map((s) => s.label)).toEqual([
      'Solicitud recibida',
      'Pago confirmado',
      'Valor cuota del miércoles, 25 de noviembre de 2026',
      'Liquidación',
      'Pago con tarjeta devuelto',
    ]);
    expect(steps.at(-1)).toMatchObject({
      state: 'failed',
      detail: line,
      date: '2026-11-25T15:12:00.000Z',
    });
  });
  it('walks a rescue: requested, priced with its fee, paid into the account', () => {
    const rescue: Order = {
      ...base,
      reference: 'RES-2026-000009',
      kind: 'RESCUE',
      funds_origin: null,
      amount: '300.00',
      cuotas: '24.30000023',
      valor_cuota: '12.34567890',
      process_status: 'APPROVED',
      rescue: {
        mode: 'AMOUNT',
        payment_date: '2026-11-27',
        fee: '4.50',
        net: '295.50',
        bank_name: 'BCP',
        account_last4: '0082',
        paid_at: null,
      },
      events: [...base.events, { kind: 'SETTLED', at: '2026-11-26T00:05:00.000Z', detail: null }],
    };
    expect(trackerSteps(rescue).map((s) => [s.label, s.state, s.detail])).toEqual([
      ['Solicitud de rescate recibida', 'done', undefined],
      [
        'Valor cuota del miércoles, 25 de noviembre de 2026',
        'done',
        '24.30000023 cuotas a 12.34567890; comisión de rescate anticipado S/ 4.50',
      ],
      [
        'Pago en BCP •••• 0082 hasta el viernes, 27 de noviembre de 2026',
        'current',
        'Monto neto: S/ 295.50',
      ],
    ]);
  });
  it('walks a payout through the bank: sent, then returned with the reason', () => {
    const priced: Order = {
      ...base,
      reference: 'RES-2026-000010',
      kind: 'RESCUE',
      funds_origin: null,
      process_status: 'APPROVED',
      rescue: {
        mode: 'TOTAL',
        payment_date: '2026-11-27',
        fee: '0.00',
        net: '300.00',
        bank_name: 'BCP',
        account_last4: '0082',
        paid_at: null,
      },
      events: [
        ...base.events,
        { kind: 'SETTLED', at: '2026-11-26T00:05:00.000Z', detail: null },
        { kind: 'PAYOUT_SENT', at: '2026-11-27T14:00:00.000Z', detail: null },
      ],
    };
    const sent: Order = { ...priced, payment_status: 'SENT' };
    expect(trackerSteps(sent).at(-1)).toEqual({
      label: 'Pago enviado a BCP •••• 0082',
      date: '2026-11-27T14:00:00.000Z',
      state: 'current',
      detail: 'Te avisaremos cuando tu banco confirme el abono. Monto neto: S/ 300.00',
    });
    expect(orderStatusLabel({ ...sent, kind: 'RESCUE' })).toBe('Pago enviado al banco');
    const why = 'Tu banco rechazó el pago de tu rescate porque la cuenta está cerrada.';
    const returned: Order = {
      ...priced,
      payment_status: 'REJECTED',
      reject_reason: why,
      events: [
        ...priced.events,
        { kind: 'PAYOUT_REJECTED', at: '2026-11-27T22:00:00.000Z', detail: why },
      ],
    };
    expect(trackerSteps(returned).at(-1)).toEqual({
      label: 'Pago rechazado por tu banco (BCP •••• 0082)',
      date: '2026-11-27T22:00:00.000Z',
      state: 'failed',
      detail: why,
    });
    expect(orderStatusLabel({ ...returned, kind: 'RESCUE' })).toBe('Pago rechazado');
  });
  it('names a rescue’s state on home', () => {
    expect(orderStatusLabel({ ...base, kind: 'RESCUE' })).toBe('Rescate solicitado');
    expect(orderStatusLabel({ ...base, kind: 'RESCUE', process_status: 'APPROVED' })).toBe(
      'Pago en proceso',
    );
  });
  it('shows a compliance review where the order waits, and its approval once released', () => {
    const review = {
      kind: 'COMPLIANCE_REVIEW' as const,
      at: '2026-11-25T15:00:00.000Z',
      detail: null,
    };
    const heldRescue: Order = {
      ...base,
      reference: 'RES-2026-000011',
      kind: 'RESCUE',
      funds_origin: null,
      compliance_hold: true,
      rescue: {
        mode: 'AMOUNT',
        payment_date: '2026-11-27',
        fee: null,
        net: null,
        bank_name: 'BCP',
        account_last4: '0082',
        paid_at: null,
      },
      events: [...base.events, review],
    };
    expect(orderStatusLabel(heldRescue)).toBe('En revisión de cumplimiento');
    expect(trackerSteps(heldRescue).map((s) => [s.label, s.state])).toEqual([
      ['Solicitud de rescate recibida', 'done'],
      ['En revisión de cumplimiento', 'current'],
      ['Valor cuota del miércoles, 25 de noviembre de 2026', 'pending'],
      ['Pago en BCP •••• 0082 hasta el viernes, 27 de noviembre de 2026', 'pending'],
    ]);
    const heldSubscription: Order = {
      ...base,
      payment_status: 'SUCCESS',
      process_status: 'INPROGRESS',
      compliance_hold: true,
      events: [
        ...base.events,
        review,
        { kind: 'PAYMENT_CONFIRMED', at: '2026-11-25T15:10:00.000Z', detail: null },
      ],
    };
    expect(orderStatusLabel(heldSubscription)).toBe('En revisión de cumplimiento');
    expect(trackerSteps(heldSubscription).map((s) => [s.label, s.state])).toEqual([
      ['Solicitud recibida', 'done'],
      ['En revisión de cumplimiento', 'current'],
      ['Pago confirmado', 'done'],
      ['Valor cuota del miércoles, 25 de noviembre de 2026', 'pending'],
      ['Liquidación', 'pending'],
    ]);
    const released: Order = {
      ...heldSubscription,
      compliance_hold: false,
      events: [
        ...heldSubscription.events,
        { kind: 'COMPLIANCE_RELEASED', at: '2026-11-26T14:00:00.000Z', detail: null },
      ],
    };
    expect(orderStatusLabel(released)).toBe('En proceso');
    expect(trackerSteps(released)[1]).toEqual({
      label: 'Revisión de cumplimiento aprobada',
      date: '2026-11-26T14:00:00.000Z',
      state: 'done',
    });
  });
  it('tells a transfer waiting for its money from one being checked', () => {
    expect(orderStatusLabel(base)).toBe('Esperando tu transferencia');
    expect(orderStatusLabel({ ...base, receipt_uploaded: true })).toBe(
      'Validando tu transferencia',
    );
  });
});
