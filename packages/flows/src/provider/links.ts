import type { OrderBlockerName } from '@saf/contract';

/**
 * The app's addresses a flow leads to, named by what the customer goes there for. A flow never
 * writes an address itself: the app hands these in (`FlowsProvider`'s `links`), so its pages can
 * move without a change here.
 */
export interface FlowsLinks {
  /** The home page. */
  home: string;
  /** Every order of the customer (Movimientos). */
  movements: string;
  /** One order's tracker, among every order. */
  order(reference: string): string;
  /** The investment wizard where an order placed by transfer waits for its receipt. */
  continuePayment(order: { fund: string; reference: string }): string;
  /** A fund's page. */
  fund(code: string): string;
  /** Where a customer whom the API does not let invest yet goes first. */
  blocker(name: OrderBlockerName): string;
  /** The investment wizard's first step, for a fund. */
  investment(fund: string): string;
  /** The rescue wizard at one of its steps, or at its start for a fund. */
  rescue(at: { step?: 'detalle' | 'cuenta'; fund?: string }): string;
  /** The page that sets up a scheduled rescue of a holding. */
  scheduledRescue(fund: string, series?: string | null): string;
  /** The facial check an investment or a rescue asks for; once passed it returns to `back`. */
  facialCheck(purpose: 'subscription' | 'rescue', back: string): string;
  /** The form of a new bank account; once saved it returns to `back`. */
  addAccount(back: string): string;
}
