import type { SelectOption } from '../../../primitives/SelectField';
import type { MovementRow } from './MovementsScreen';
import type { OrderTracker } from './OrderTrackerDialog';

/** Stories and tests only: a customer's recent movements, newest first, in both currencies. */
export const sampleMovementRows: MovementRow[] = [
  {
    id: 'm-412',
    reference: 'SUS-2026-000412',
    date: '2026-11-25T15:10:00Z',
    type: 'SUBSCRIPTION',
    fundName: 'Renta Soles Corto Plazo',
    seriesLabel: 'Serie A',
    currency: 'PEN',
    amount: '1500.00',
    cuotas: null,
    valorCuota: null,
    valorCuotaDate: null,
    paymentStatus: 'PENDING',
    processStatus: 'PENDING',
  },
  {
    id: 'm-398',
    reference: 'SUS-2026-000398',
    date: '2026-11-24T20:05:00Z',
    type: 'SUBSCRIPTION',
    fundName: 'Crecimiento Dólares',
    seriesLabel: 'Serie B',
    currency: 'USD',
    amount: '2000.00',
    cuotas: null,
    valorCuota: null,
    valorCuotaDate: null,
    paymentStatus: 'SUCCESS',
    processStatus: 'INPROGRESS',
  },
  {
    id: 'm-377',
    reference: 'RES-2026-000077',
    date: '2026-11-20T14:00:00Z',
    type: 'RESCUE',
    fundName: 'Renta Soles Corto Plazo',
    seriesLabel: 'Serie A',
    currency: 'PEN',
    amount: '820.45',
    cuotas: '612.34567890',
    valorCuota: '1.33984521',
    valorCuotaDate: '2026-11-20',
    paymentStatus: 'SUCCESS',
    processStatus: 'APPROVED',
  },
  {
    id: 'm-350',
    reference: 'SUS-2026-000350',
    date: '2026-11-18T16:45:00Z',
    type: 'SUBSCRIPTION',
    fundName: 'Acciones Perú',
    seriesLabel: 'Serie A',
    currency: 'PEN',
    amount: '5000.00',
    cuotas: '3456.78901234',
    valorCuota: '1.44643210',
    valorCuotaDate: '2026-11-18',
    paymentStatus: 'SUCCESS',
    processStatus: 'APPROVED',
  },
  {
    id: 'm-311',
    reference: 'SUS-2026-000311',
    date: '2026-11-10T13:20:00Z',
    type: 'SUBSCRIPTION',
    fundName: 'Mixto Balanceado Dólares',
    seriesLabel: 'Serie A',
    currency: 'USD',
    amount: '300.00',
    cuotas: null,
    valorCuota: null,
    valorCuotaDate: null,
    paymentStatus: 'REJECTED',
    processStatus: 'ANNULLED',
  },
  {
    id: 'm-351',
    reference: 'RES-2026-000051',
    date: '2026-10-28T15:00:00Z',
    type: 'RESCUE',
    fundName: 'Crecimiento Dólares',
    seriesLabel: 'Serie B',
    currency: 'USD',
    amount: '1250.00',
    cuotas: '980.12345678',
    valorCuota: '1.27535000',
    valorCuotaDate: '2026-10-28',
    paymentStatus: 'SUCCESS',
    processStatus: 'APPROVED',
  },
];

/** `count` older movements after the sample, as the next page of the cursor brings them. */
export function olderMovementRows(count: number, from = 0): MovementRow[] {
  return Array.from({ length: count }, (_, index) => {
    const n = from + index;
    const day = String(27 - (n % 27)).padStart(2, '0');
    return {
      id: `older-${n}`,
      reference: `SUS-2026-${String(200 - n).padStart(6, '0')}`,
      date: `2026-09-${day}T15:00:00Z`,
      type: 'SUBSCRIPTION',
      fundName: 'Renta Soles Corto Plazo',
      seriesLabel: 'Serie A',
      currency: 'PEN',
      amount: '100.00',
      cuotas: '75.12345678',
      valorCuota: '1.33115200',
      valorCuotaDate: `2026-09-${day}`,
      paymentStatus: 'SUCCESS',
      processStatus: 'APPROVED',
    } satisfies MovementRow;
  });
}

export const sampleFundOptions: SelectOption[] = [
  { value: 'RSCP', label: 'Renta Soles Corto Plazo' },
  { value: 'ACPE', label: 'Acciones Perú' },
  { value: 'CRUSD', label: 'Crecimiento Dólares' },
  { value: 'MXUSD', label: 'Mixto Balanceado Dólares' },
];

export const sampleTypeOptions: SelectOption[] = [
  { value: 'SUBSCRIPTION', label: 'Suscripción' },
  { value: 'RESCUE', label: 'Rescate' },
];

export const sampleStatusOptions: SelectOption[] = [
  { value: 'PENDING', label: 'Pendiente' },
  { value: 'INPROGRESS', label: 'En proceso' },
  { value: 'APPROVED', label: 'Aprobado' },
  { value: 'ANNULLED', label: 'Anulado' },
];

const trackerBase = {
  reference: 'SUS-2026-000350',
  fundName: 'Acciones Perú',
  amount: '5000.00',
  currency: 'PEN',
  canCancel: false,
  cancelling: false,
  receiptPdfHref: '/api/orders/SUS-2026-000350/constancia.pdf',
} as const;

/** An order that became cuotas: every step done. */
export const settledTracker: OrderTracker = {
  ...trackerBase,
  steps: [
    { label: 'Solicitud recibida', date: '2026-11-18T16:45:00Z', state: 'done' },
    {
      label: 'Pago confirmado',
      date: '2026-11-18T19:12:00Z',
      state: 'done',
      detail: 'Validamos tu transferencia desde el BCP.',
    },
    {
      label: 'Valor cuota del 18/11/2026',
      date: '2026-11-18',
      state: 'done',
      detail: 'S/ 1.44643210 por cuota.',
    },
    { label: 'Liquidada: 3,456.78901234 cuotas', date: '2026-11-19T14:00:00Z', state: 'done' },
  ],
};

/** An order whose payment was refused: the why in the failed step. */
export const rejectedTracker: OrderTracker = {
  ...trackerBase,
  reference: 'SUS-2026-000311',
  fundName: 'Mixto Balanceado Dólares',
  amount: '300.00',
  currency: 'USD',
  receiptPdfHref: undefined,
  steps: [
    { label: 'Solicitud recibida', date: '2026-11-10T13:20:00Z', state: 'done' },
    {
      label: 'Rechazada',
      date: '2026-11-11T15:05:00Z',
      state: 'failed',
      detail:
        'La constancia de transferencia es de otra cuenta y no por el monto de la orden. Si ya pagaste, escríbenos y lo revisamos.',
    },
  ],
};

/** An order waiting for its payment: it can still be annulled. */
export const pendingTracker: OrderTracker = {
  ...trackerBase,
  reference: 'SUS-2026-000412',
  fundName: 'Renta Soles Corto Plazo',
  amount: '1500.00',
  canCancel: true,
  receiptPdfHref: '/api/orders/SUS-2026-000412/constancia.pdf',
  steps: [
    { label: 'Solicitud recibida', date: '2026-11-25T15:10:00Z', state: 'done' },
    {
      label: 'Validando tu transferencia',
      date: '2026-11-25T15:25:00Z',
      state: 'current',
      detail: 'Estamos validando tu transferencia; suele tomar menos de un día hábil.',
    },
    { label: 'Valor cuota del día del pago', date: null, state: 'pending' },
    { label: 'Liquidada en cuotas', date: null, state: 'pending' },
  ],
};

/** A rescue whose payout the bank returned (closed account): the customer picks an account. */
export const payoutRejectedTracker: OrderTracker = {
  ...trackerBase,
  reference: 'RES-2026-000128',
  fundName: 'Renta Soles Corto Plazo',
  amount: '2300.00',
  receiptPdfHref: undefined,
  steps: [
    { label: 'Solicitud de rescate recibida', date: '2026-11-25T15:10:00Z', state: 'done' },
    {
      label: 'Valor cuota del miércoles, 25 de noviembre de 2026',
      date: '2026-11-26T00:05:00Z',
      state: 'done',
      detail: '1,590.12345678 cuotas a 1.44643210',
    },
    {
      label: 'Pago rechazado por tu banco (BCP •••• 0082)',
      date: '2026-11-26T22:00:00Z',
      state: 'failed',
      detail:
        'Tu banco rechazó el pago de tu rescate porque la cuenta está cerrada. Actualiza tu cuenta bancaria o elige otra para que te lo enviemos de nuevo.',
    },
  ],
  payoutAccount: {
    accounts: [
      { id: 7, label: 'BCP •••• 0082 (Sueldo)' },
      { id: 9, label: 'Interbank •••• 4410' },
    ],
    currentId: 7,
    choosing: false,
    onChoose: () => undefined,
  },
};

/** A rescue held while compliance reviews it: nothing priced nor paid meanwhile. */
export const complianceReviewTracker: OrderTracker = {
  ...trackerBase,
  reference: 'RES-2026-000131',
  fundName: 'Renta Soles Corto Plazo',
  amount: '1200.00',
  receiptPdfHref: undefined,
  steps: [
    { label: 'Solicitud de rescate recibida', date: '2026-11-25T15:10:00Z', state: 'done' },
    {
      label: 'En revisión de cumplimiento',
      date: '2026-11-25T15:10:00Z',
      state: 'current',
      detail: 'Revisamos tu solicitud antes de continuar. Te avisaremos por correo.',
    },
    { label: 'Valor cuota del miércoles, 25 de noviembre de 2026', date: null, state: 'pending' },
    {
      label: 'Pago en BCP •••• 0082 hasta el viernes, 27 de noviembre de 2026',
      date: null,
      state: 'pending',
    },
  ],
};
