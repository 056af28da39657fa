import type { PaymentStatusName, ProcessStatusName } from '@saf/contract';

/**
 * The life of a subscription order as two statuses (spec section 5): how it is paid
 * (`payment`: PENDING, SUCCESS, REJECTED) and where the fund manager's process stands
 * (`process`: PENDING, INPROGRESS, APPROVED, ANNULLED). Every change is one of the events
 * below; `TRANSITIONS` says, for each event, the only states it may start from and where it
 * leads. Anything else is refused, so an order never goes backwards or leaves a final state.
 *
 * | event             | from (payment, process)                  | to (payment, process)   |
 * |-------------------|------------------------------------------|-------------------------|
 * | payment_confirmed | PENDING, PENDING                          | SUCCESS, INPROGRESS     |
 * | payment_rejected  | PENDING, PENDING                          | REJECTED, ANNULLED      |
 * | cancelled         | PENDING, PENDING (before the cut-off)     | PENDING, ANNULLED       |
 * | refused           | SUCCESS, INPROGRESS                       | SUCCESS, ANNULLED       |
 * | settled           | SUCCESS, INPROGRESS                       | SUCCESS, APPROVED       |
 *
 * - `payment_confirmed`: the back office saw the transfer, or the gateway approved the card.
 * - `payment_rejected`: the transfer never arrived or did not match, or the card was declined.
 * - `cancelled`: the customer withdrew the order before its cut-off (nothing was paid yet).
 * - `refused`: the fund manager refused a paid order (its money goes back to the customer).
 * - `settled`: the trade date's valor cuota was published and the cuotas were assigned.
 *
 * Final states: (REJECTED, ANNULLED), (PENDING, ANNULLED), (SUCCESS, ANNULLED) and
 * (SUCCESS, APPROVED).
 */
export interface OrderState {
  payment: PaymentStatusName;
  process: ProcessStatusName;
}

export type OrderEvent =
  'payment_confirmed' | 'payment_rejected' | 'cancelled' | 'refused' | 'settled';

export const ORDER_EVENTS: readonly OrderEvent[] = [
  'payment_confirmed',
  'payment_rejected',
  'cancelled',
  'refused',
  'settled',
];

export const TRANSITIONS: Readonly<Record<OrderEvent, { from: OrderState; to: OrderState }>> = {
  payment_confirmed: {
    from: { payment: 'PENDING', process: 'PENDING' },
    to: { payment: 'SUCCESS', process: 'INPROGRESS' },
  },
  payment_rejected: {
    from: { payment: 'PENDING', process: 'PENDING' },
    to: { payment: 'REJECTED', process: 'ANNULLED' },
  },
  cancelled: {
    from: { payment: 'PENDING', process: 'PENDING' },
    to: { payment: 'PENDING', process: 'ANNULLED' },
  },
  refused: {
    from: { payment: 'SUCCESS', process: 'INPROGRESS' },
    to: { payment: 'SUCCESS', process: 'ANNULLED' },
  },
  settled: {
    from: { payment: 'SUCCESS', process: 'INPROGRESS' },
    to: { payment: 'SUCCESS', process: 'APPROVED' },
  },
};

/** A new order: nothing paid, nothing processed. */
export const NEW_ORDER: OrderState = { payment: 'PENDING', process: 'PENDING' };

const same = (a: OrderState, b: OrderState) => a.payment === b.payment && a.process === b.process;

/** Whether an order in `state` has reached an end: no event applies any more. */
export function isFinal(state: OrderState): boolean {
  return ORDER_EVENTS.every((event) => !same(TRANSITIONS[event].from, state));
}

/** Why an event was refused: the order is not in the state the event starts from. */
export class OrderTransitionError extends Error {
  constructor(
    readonly event: OrderEvent,
    readonly state: OrderState,
  ) {
    super(`An order in ${state.payment}/${state.process} cannot take "${event}"`);
    this.name = 'OrderTransitionError';
  }
}

/** The state after `event`, or an `OrderTransitionError` when the event does not apply. */
export function nextOrderState(state: OrderState, event: OrderEvent): OrderState {
  const rule = TRANSITIONS[event];
  if (!same(rule.from, state)) throw new OrderTransitionError(event, state);
  return { ...rule.to };
}
