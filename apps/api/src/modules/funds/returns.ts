import Decimal from 'decimal.js';
import { daysBetween, endOfPreviousYear, minusMonths } from '../../lib/dates';

import type { NavPoint } from '../../adapters/core-system/nav-series';

export type { NavPoint };

/** The periods a fund's returns are shown for. */
export const RETURN_PERIODS = ['1M', '3M', '6M', 'YTD', '1Y', '3Y', '5Y'] as const;
export type ReturnPeriod = (typeof RETURN_PERIODS)[number];

/** Periods of three years and more are shown as a yearly rate. */
const ANNUALISED: ReadonlySet<ReturnPeriod> = new Set(['3Y', '5Y']);

/** Decimal arithmetic of returns: 34 significant digits, halves to even. */
const D = Decimal.clone({ precision: 34, rounding: Decimal.ROUND_HALF_EVEN });

/** Returns are kept as fractions with this many decimals (0.01234568 = 1.234568 %). */
export const RETURN_DECIMALS = 8;

/**
 * The valor cuota a period starting on `date` starts from: that day's, or when that day has
 * none, the last one published before it. `history` is sorted by date, oldest first.
 */
export function valueOnOrBefore(history: readonly NavPoint[], date: string): NavPoint | undefined {
  let low = 0;
  let high = history.length - 1;
  let found: NavPoint | undefined;
  while (low <= high) {
    const mid = (low + high) >> 1;
    const point = history[mid]!;
    if (point.date <= date) {
      found = point;
      low = mid + 1;
    } else high = mid - 1;
  }
  return found;
}

/** The cumulative return from one valor cuota to another, `end / start − 1`, 8 decimals. */
export function growthReturn(start: string, end: string): string {
  return new D(end).div(start).minus(1).toFixed(RETURN_DECIMALS);
}

/** The nominal first day of a period that ends on `asOf`. */
export function periodStart(period: ReturnPeriod, asOf: string): string {
  switch (period) {
    case '1M':
      return minusMonths(asOf, 1);
    case '3M':
      return minusMonths(asOf, 3);
    case '6M':
      return minusMonths(asOf, 6);
    case 'YTD':
      return endOfPreviousYear(asOf);
    case '1Y':
      return minusMonths(asOf, 12);
    case '3Y':
      return minusMonths(asOf, 36);
    case '5Y':
      return minusMonths(asOf, 60);
  }
}

/**
 * The return of one period ending on the last published day, as a fraction with 8 decimals:
 * - cumulative for 1, 3 and 6 months, year to date and 1 year: `end / start − 1`;
 * - annualised for 3 and 5 years: `(end / start)^(365 / days) − 1`, where `days` are the
 *   calendar days from the period's first day to its last;
 * - `null` when the fund's history does not reach back to the period's first day.
 * The start value is the valor cuota of the period's first day, or the last one before it; the
 * year to date starts from the last valor cuota of the previous year.
 */
export function periodReturn(history: readonly NavPoint[], period: ReturnPeriod): string | null {
  const end = history.at(-1);
  const first = history[0];
  if (!end || !first) return null;
  const startDate = periodStart(period, end.date);
  if (first.date > startDate) return null;
  const start = valueOnOrBefore(history, startDate)!;
  if (!ANNUALISED.has(period)) return growthReturn(start.value, end.value);
  const growth = new D(end.value).div(start.value);
  return growth
    .pow(new D(365).div(daysBetween(startDate, end.date)))
    .minus(1)
    .toFixed(RETURN_DECIMALS);
}

/** Every period's return (see periodReturn). */
export function periodReturns(history: readonly NavPoint[]): Record<ReturnPeriod, string | null> {
  return Object.fromEntries(RETURN_PERIODS.map((p) => [p, periodReturn(history, p)])) as Record<
    ReturnPeriod,
    string | null
  >;
}
