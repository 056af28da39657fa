import Decimal from 'decimal.js';
import fc from 'fast-check';
import { PaymentStatus, ProcessStatus } from '@saf/contract';
import { describe, expect, it } from 'vitest';
import {
  NEW_ORDER,
  ORDER_EVENTS,
  OrderTransitionError,
  TRANSITIONS,
  isFinal,
  nextOrderState,
  type OrderEvent,
  type OrderState,
} from '../../src/modules/orders/lifecycle';
import { CUOTA_DECIMALS, cuotasFor, valueOf } from '../../src/modules/orders/settlement';
import '../property/seed';

const STATES: OrderState[] = Object.values(PaymentStatus).flatMap((payment) =>
  Object.values(ProcessStatus).map((process) => ({ payment, process })),
);
const key = (s: OrderState) => `${s.payment}/${s.process}`;

/** The table of the module's doc comment, as the customer's order lives it. */
const EXPECTED: Record<string, Partial<Record<OrderEvent, string>>> = {
  'PENDING/PENDING': {
    payment_confirmed: 'SUCCESS/INPROGRESS',
    payment_rejected: 'REJECTED/ANNULLED',
    cancelled: 'PENDING/ANNULLED',
  },
  'SUCCESS/INPROGRESS': { refused: 'SUCCESS/ANNULLED', settled: 'SUCCESS/APPROVED' },
};

describe('an order’s statuses', () => {
  it('allows exactly the table’s transitions and refuses every other pair of state and event', () => {
    let allowed = 0;
    for (const state of STATES) {
      for (const event of ORDER_EVENTS) {
        const expected = EXPECTED[key(state)]?.[event];
        if (expected) {
          expect(key(nextOrderState(state, event)), `${key(state)} + ${event}`).toBe(expected);
          allowed += 1;
        } else {
          expect(() => nextOrderState(state, event), `${key(state)} + ${event}`).toThrow(
            OrderTransitionError,
          );
        }
      }
    }
    expect(allowed).toBe(5);
    // 4 payment statuses (SENT is a rescue's payout at the bank) × 4 process statuses × 5 events.
    expect(STATES.length * ORDER_EVENTS.length).toBe(80);
  });

  it('starts pending and ends in one of four final states', () => {
    expect(NEW_ORDER).toEqual({ payment: 'PENDING', process: 'PENDING' });
    expect(STATES.filter(isFinal).map(key).sort()).toEqual(
      STATES.map(key)
        .filter((k) => !(k in EXPECTED))
        .sort(),
    );
    for (const event of ORDER_EVENTS)
      expect(isFinal(TRANSITIONS[event].to)).toBe(event !== 'payment_confirmed');
  });

  it('never goes back: any sequence of events from a new order reaches a final state in at most two steps', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...ORDER_EVENTS), { maxLength: 12 }), (events) => {
        let state = NEW_ORDER;
        let applied = 0;
        for (const event of events) {
          try {
            state = nextOrderState(state, event);
            applied += 1;
          } catch (error) {
            expect(error).toBeInstanceOf(OrderTransitionError);
          }
        }
        expect(applied).toBeLessThanOrEqual(2);
        if (applied === 2) expect(isFinal(state)).toBe(true);
        // Money taken is never forgotten: a paid order stays paid.
        if (state.payment === 'SUCCESS') expect(events).toContain('payment_confirmed');
      }),
    );
  });
});

describe('cuotas bought at settlement', () => {
  it('divides the amount by the valor cuota and cuts to 8 decimals', () => {
    expect(cuotasFor('1000.00', '164.86472641')).toBe('6.06557886');
    expect(cuotasFor('1000', '3')).toBe('333.33333333');
    expect(cuotasFor('2', '3')).toBe('0.66666666');
    expect(cuotasFor('500.00', '10.00000000')).toBe('50.00000000');
    expect(cuotasFor('0.01', '99999.99999999')).toBe('0.00000010');
  });

  it('never gives more than was paid, and what the cut leaves in the fund is under a cent', () => {
    const cents = fc.integer({ min: 1, max: 100_000_000 }).map((c) => (c / 100).toFixed(2));
    const nav = fc
      .integer({ min: 100_000_000, max: 99_999_999_999_999 })
      .map((n) => (n / 10 ** CUOTA_DECIMALS).toFixed(CUOTA_DECIMALS));
    fc.assert(
      fc.property(cents, nav, (amount, valorCuota) => {
        const cuotas = cuotasFor(amount, valorCuota);
        expect(cuotas).toMatch(/^\d+\.\d{8}$/);
        const left = new Decimal(amount).minus(new Decimal(cuotas).times(valorCuota));
        expect(left.gte(0)).toBe(true);
        expect(left.lt('0.01')).toBe(true);
        // One more hundred-millionth of a cuota would cost more than was paid.
        expect(new Decimal(cuotas).plus('0.00000001').times(valorCuota).gt(amount)).toBe(true);
        expect(new Decimal(valueOf(cuotas, valorCuota)).minus(amount).abs().lte('0.01')).toBe(true);
      }),
    );
  });

  it('refuses a valor cuota or an amount that is not positive', () => {
    expect(() => cuotasFor('100', '0')).toThrow(RangeError);
    expect(() => cuotasFor('0', '10')).toThrow(RangeError);
    expect(() => cuotasFor('-5', '10')).toThrow(RangeError);
    expect(() => cuotasFor('100', 'NaN')).toThrow(RangeError);
  });
});
