import type { Order } from '@saf/contract';
import { longDay, moneyLabel } from '../format';

// The order tracker's steps, a module of their own: the movements page fetches them once its
// list is on screen, not in its first load.

export type TrackerStepState = 'done' | 'current' | 'pending' | 'failed';
type Step = { label: string; date: string | null; state: TrackerStepState; detail?: string };

/**
 * The compliance review an order went through, if it was held: current while it waits, done
 * once released (a rejection shows as the order's refusal).
 */
function complianceStep(order: Order): Step[] {
  const held = order.events.find((e) => e.kind === 'COMPLIANCE_REVIEW');
  if (!held) return [];
  if (order.compliance_hold)
    return [
      {
        label: 'En revisión de cumplimiento',
        date: held.at,
        state: 'current',
        detail: 'Revisamos tu solicitud antes de continuar. Te avisaremos por correo.',
      },
    ];
  const released = order.events.find((e) => e.kind === 'COMPLIANCE_RELEASED');
  return released
    ? [{ label: 'Revisión de cumplimiento aprobada', date: released.at, state: 'done' }]
    : [];
}

/**
 * The order's way as the tracker shows it: requested → paid → valor-cuota date → settled. Dates
 * are ISO instants; the screen writes them as Lima dates and times.
 */
export function trackerSteps(order: Order) {
  if (order.rescue) return rescueTrackerSteps(order, order.rescue);
  // A card payment the order could not take (a second one, another amount) was given back: a
  // line of its own, whatever became of the order.
  const refunds = order.events
    .filter((e) => e.kind === 'PAYMENT_REFUNDED')
    .map((e) => ({
      label: 'Pago con tarjeta devuelto',
      date: e.at,
      state: 'failed' as TrackerStepState,
      ...(e.detail ? { detail: e.detail } : {}),
    }));
  return [...subscriptionSteps(order), ...refunds];
}

function subscriptionSteps(order: Order) {
  const at = (kind: Order['events'][number]['kind']) => order.events.find((e) => e.kind === kind);
  const received = at('RECEIVED');
  const paid = at('PAYMENT_CONFIRMED');
  const settled = at('SETTLED');
  const rejected = at('PAYMENT_REJECTED') ?? at('REFUSED');
  const cancelled = at('CANCELLED');
  const steps: Step[] = [
    { label: 'Solicitud recibida', date: received ? received.at : null, state: 'done' },
    ...complianceStep(order),
  ];
  if (cancelled) {
    steps.push({
      label: 'Orden anulada',
      date: cancelled.at,
      state: 'failed',
      detail: 'La anulaste antes de la hora de corte.',
    });
    return steps;
  }
  if (rejected) {
    steps.push({
      label: 'Orden rechazada',
      date: rejected.at,
      state: 'failed',
      detail: order.reject_reason ?? 'No pudimos confirmar el pago.',
    });
    return steps;
  }
  const receipt = at('RECEIPT_SENT');
  steps.push({
    label: paid ? 'Pago confirmado' : receipt ? 'Validando tu transferencia' : 'Esperando tu pago',
    date: paid ? paid.at : receipt ? receipt.at : null,
    state: paid ? 'done' : 'current',
    ...(paid?.detail ? { detail: paid.detail } : {}),
  });
  steps.push({
    label: `Valor cuota del ${longDay(order.trade_date)}`,
    date: null,
    state: settled ? 'done' : paid && !order.compliance_hold ? 'current' : 'pending',
    detail: settled
      ? `Valor cuota aplicado: ${order.valor_cuota}`
      : 'Se publica al cierre de ese día.',
  });
  steps.push({
    label: settled ? `Liquidada: ${order.cuotas} cuotas` : 'Liquidación',
    date: settled ? settled.at : null,
    state: settled ? 'done' : 'pending',
  });
  return steps;
}

/**
 * A rescue's way: requested → priced at the trade date's valor cuota → paid into the account
 * (sent to the bank first when payouts go through it; returned when the bank rejects it).
 */
function rescueTrackerSteps(order: Order, rescue: NonNullable<Order['rescue']>) {
  const { events } = order;
  const at = (kind: Order['events'][number]['kind']) => events.find((e) => e.kind === kind);
  const received = at('RECEIVED');
  const priced = at('SETTLED');
  const paid = at('PAID');
  const cancelled = at('CANCELLED');
  const refused = at('REFUSED');
  const steps: Step[] = [
    { label: 'Solicitud de rescate recibida', date: received ? received.at : null, state: 'done' },
    ...complianceStep(order),
  ];
  if (cancelled || refused) {
    steps.push({
      label: 'Rescate anulado',
      date: (cancelled ?? refused)!.at,
      state: 'failed',
      detail: cancelled
        ? 'Lo anulaste antes de la hora de corte.'
        : (order.reject_reason ?? 'No había cuotas disponibles.'),
    });
    return steps;
  }
  steps.push({
    label: `Valor cuota del ${longDay(order.trade_date)}`,
    date: priced ? priced.at : null,
    state: priced ? 'done' : order.compliance_hold ? 'pending' : 'current',
    detail: priced
      ? `${order.cuotas} cuotas a ${order.valor_cuota}${
          rescue.fee && rescue.fee !== '0.00'
            ? `; comisión de rescate anticipado ${moneyLabel(rescue.fee, order.currency)}`
            : ''
        }${
          rescue.tax && rescue.tax !== '0.00'
            ? `; impuesto a la renta retenido ${moneyLabel(rescue.tax, order.currency)}`
            : ''
        }`
      : 'Se publica al cierre de ese día.',
  });
  const account = `${rescue.bank_name} •••• ${rescue.account_last4}`;
  const net = rescue.net ? `Monto neto: ${moneyLabel(rescue.net, order.currency)}` : undefined;
  if (order.payment_status === 'REJECTED') {
    steps.push({
      label: `Pago rechazado por tu banco (${account})`,
      date: events.findLast((e) => e.kind === 'PAYOUT_REJECTED')?.at ?? null,
      state: 'failed',
      detail: order.reject_reason ?? 'Elige otra cuenta para que te enviemos el pago de nuevo.',
    });
    return steps;
  }
  const sent = order.payment_status === 'SENT';
  steps.push({
    label: paid
      ? `Pagado en ${account}`
      : sent
        ? `Pago enviado a ${account}`
        : `Pago en ${account} hasta el ${longDay(rescue.payment_date)}`,
    date: paid
      ? paid.at
      : sent
        ? (events.findLast((e) => e.kind === 'PAYOUT_SENT')?.at ?? null)
        : null,
    state: paid ? 'done' : priced && !order.compliance_hold ? 'current' : 'pending',
    ...(sent
      ? { detail: `Te avisaremos cuando tu banco confirme el abono.${net ? ` ${net}` : ''}` }
      : net
        ? { detail: net }
        : {}),
  });
  return steps;
}
