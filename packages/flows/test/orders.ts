import type { Order } from '@saf/contract';

/** A transfer subscription just received: pending payment, cancellable before its cut-off. */
export const PENDING_SUBSCRIPTION: Order = {
  reference: 'SUS-2026-000007',
  kind: 'SUBSCRIPTION',
  fund_code: 'RCPS',
  fund_name: 'Renta Corto Plazo Soles',
  series: '000',
  series_name: 'Serie A',
  currency: 'PEN',
  amount: '1000.00',
  funds_origin: 'SAVINGS',
  payment_method: 'transfer',
  payment_status: 'PENDING',
  process_status: 'PENDING',
  trade_date: '2026-11-25',
  cutoff_at: '2026-11-25T18:00:00.000Z',
  cancellable: true,
  created_at: '2026-11-25T15:00:00.000Z',
  operation_number: null,
  receipt_uploaded: false,
  online_payment: null,
  valor_cuota: null,
  cuotas: null,
  settled_at: null,
  reject_reason: null,
  rescue: null,
  events: [{ kind: 'RECEIVED', at: '2026-11-25T15:00:00.000Z', detail: null }],
};

/** A rescue whose payout the bank returned (closed account): paid again once an account is chosen. */
export const REJECTED_PAYOUT: Order = {
  ...PENDING_SUBSCRIPTION,
  reference: 'RES-2026-000128',
  kind: 'RESCUE',
  funds_origin: null,
  payment_status: 'REJECTED',
  process_status: 'APPROVED',
  cancellable: false,
  valor_cuota: '1.44643210',
  cuotas: '691.35000000',
  reject_reason:
    'Tu banco rechazó el pago de tu rescate porque la cuenta está cerrada. Actualiza tu cuenta bancaria o elige otra para que te lo enviemos de nuevo.',
  rescue: {
    mode: 'AMOUNT',
    payment_date: '2026-11-26',
    fee: '0.00',
    net: '1000.00',
    bank_name: 'BCP',
    account_last4: '0082',
    paid_at: null,
  },
  events: [
    { kind: 'RECEIVED', at: '2026-11-25T15:00:00.000Z', detail: null },
    { kind: 'SETTLED', at: '2026-11-26T00:05:00.000Z', detail: null },
    { kind: 'PAYOUT_SENT', at: '2026-11-26T14:00:00.000Z', detail: null },
    { kind: 'PAYOUT_REJECTED', at: '2026-11-26T22:00:00.000Z', detail: null },
  ],
};
