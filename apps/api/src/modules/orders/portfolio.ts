import type { CurrencyCode } from '@saf/contract';
import Decimal from 'decimal.js';

const D = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_EVEN });

/** A participant's position in one fund and series, with the fund's latest valor cuota. */
export interface Holding {
  fundCode: string;
  series: string;
  currency: CurrencyCode;
  /** Cuotas held, 8 decimals. */
  cuotas: string;
  /** Money put in (subscriptions settled minus the cost of cuotas rescued), 2 decimals. */
  invested: string;
  /** The latest published valor cuota of the fund and series, 8 decimals. */
  valorCuota: string;
}

export interface HoldingView extends Holding {
  /** cuotas × valor cuota, in the fund's currency, 2 decimals. */
  value: string;
  /** value − invested, 2 decimals (negative for a loss). */
  gain: string;
  /** gain ÷ invested in percentage points, 2 decimals; null when nothing is invested. */
  gainPct: string | null;
}

export interface CurrencyTotal {
  currency: CurrencyCode;
  value: string;
  invested: string;
  gain: string;
  gainPct: string | null;
}

const money = (d: Decimal) => d.toDecimalPlaces(2).toFixed(2);
const pct = (gain: Decimal, invested: Decimal) =>
  invested.isZero() ? null : gain.div(invested).times(100).toDecimalPlaces(2).toFixed(2);

/**
 * The home page's portfolio: each holding valued at its latest valor cuota with its gain or
 * loss, and totals per currency. Soles and dollars are never added together (a total in one
 * currency would need an exchange rate the fund manager does not publish here). Rounding is
 * half-even to cents, each holding first and each total from the unrounded holdings.
 */
export function portfolioView(holdings: readonly Holding[]): {
  holdings: HoldingView[];
  totals: CurrencyTotal[];
} {
  const sums = new Map<CurrencyCode, { value: Decimal; invested: Decimal }>();
  const views = holdings.map((h) => {
    const value = new D(h.cuotas).times(h.valorCuota);
    const invested = new D(h.invested);
    const gain = value.minus(invested);
    const sum = sums.get(h.currency) ?? { value: new D(0), invested: new D(0) };
    sums.set(h.currency, { value: sum.value.plus(value), invested: sum.invested.plus(invested) });
    return { ...h, value: money(value), gain: money(gain), gainPct: pct(gain, invested) };
  });
  const order: CurrencyCode[] = ['PEN', 'USD'];
  const totals = order
    .filter((currency) => sums.has(currency))
    .map((currency) => {
      const { value, invested } = sums.get(currency)!;
      const gain = value.minus(invested);
      return {
        currency,
        value: money(value),
        invested: money(invested),
        gain: money(gain),
        gainPct: pct(gain, invested),
      };
    });
  return { holdings: views, totals };
}
