import type { Currency } from '../../primitives/Money';
import type { InvestmentTradeDate } from '../investing/InvestmentDetailStepScreen';

/** A partial rescue (part of the cuotas) or a total one (every cuota of the series). */
export type RescueKind = 'partial' | 'total';

/** How a partial rescue is asked for: an amount of money or a number of cuotas. */
export type RescueUnit = 'amount' | 'cuotas';

/** The customer's position in one series of one fund, as the rescue offers it. */
export interface RescueHolding {
  /** The holding's id, e.g. "RCPS-000" (fund and series). */
  id: string;
  /** The fund's name, as the customer knows it. */
  fundName: string;
  /** The series, e.g. "Serie A". */
  seriesLabel: string;
  /** Currency of the fund: every amount of the rescue is in it. */
  currency: Currency;
  /** Cuotas held, a decimal string with up to 8 decimals. */
  cuotas: string;
  /** The latest valor cuota, a decimal string. */
  valorCuota: string;
  /** The ISO day that valor cuota applies to. */
  valorCuotaDate: string;
  /** What the cuotas are worth at that valor cuota, a decimal string. */
  value: string;
}

/**
 * The day whose valor cuota a rescue placed now gets: the same rule as an investment's (the
 * fund's cut-off, business days).
 */
export type RescueTradeDate = InvestmentTradeDate;

/** The fee charged on cuotas rescued before the fund's minimum holding period. */
export interface RescueEarlyFee {
  /** Per cent of the amount rescued, e.g. `'1.00'`. */
  pct: string;
  /** The fee, a decimal string in the fund's currency. */
  amount: string;
  /** The ISO day from which the same rescue would pay no fee. */
  freeFrom: string;
  /** The fund's minimum holding period in days; the reason reads without it when absent. */
  minDays?: number;
}

/** What a rescue would give right now, as the flows hook estimates it while the customer types. */
/** The income tax a rescue withholds: the rate, the gain it applies to and the amount. */
export interface RescueTax {
  /** Per cent, `'5'`. */
  pct: string;
  /** The estimated gain, a decimal string. */
  gain: string;
  amount: string;
}

export interface RescuePreview {
  /** Money to receive before the fee, a decimal string. */
  amount: string;
  /** Cuotas to sell, a decimal string with 8 decimals. */
  cuotas: string;
  /** The valor cuota the estimate uses (the latest published), a decimal string. */
  valorCuota: string;
  /** The ISO day of that valor cuota. */
  valorCuotaDate: string;
  /** Always an estimate: the rescue is priced with the valor cuota of `tradeDate`. */
  estimate: true;
  /** The day whose valor cuota the rescue gets. */
  tradeDate: RescueTradeDate;
  /** The early-rescue fee, `null` when none applies. */
  earlyFee: RescueEarlyFee | null;
  /**
   * The income tax withheld on the estimated gain (the money over the cuotas' share of what was
   * invested), `null` or absent when there is no gain.
   */
  tax?: RescueTax | null;
  /** `amount` minus the fee and the tax, a decimal string. */
  net: string;
  /** What stays invested in the series after the rescue. */
  remaining: { value: string; cuotas: string };
  /** The ISO day the money reaches the customer's account at the latest. */
  paymentDate: string;
  /** ISO instant from which a new rescue of this fund is allowed (24 hours later). */
  nextRescueFrom: string;
}
