import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import type { CutoffStateName } from '@saf/contract';
import { addDays } from './dates';

/** The fund manager's time zone: every cut-off, order day and settlement day is Lima's. */
export const LIMA = 'America/Lima';

/** The calendar date in Lima at an instant (`YYYY-MM-DD`). */
export function limaDate(at: Date): string {
  return format(new TZDate(at, LIMA), 'yyyy-MM-dd');
}

/** The instant a Lima wall-clock time (`HH:mm`) happens on a Lima date. */
export function limaInstant(date: string, time: string): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [hh, mm] = time.split(':').map(Number) as [number, number];
  return new Date(new TZDate(y, m - 1, d, hh, mm, 0, 0, LIMA).getTime());
}

/** A business day: Monday to Friday and not a holiday. */
export function isBusinessDay(date: string, holidays: ReadonlySet<string>): boolean {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !holidays.has(date);
}

/** The first business day after `date`. */
export function nextBusinessDay(date: string, holidays: ReadonlySet<string>): string {
  let day = addDays(date, 1);
  while (!isBusinessDay(day, holidays)) day = addDays(day, 1);
  return day;
}

/** The last business day before `date`. */
export function previousBusinessDay(date: string, holidays: ReadonlySet<string>): string {
  let day = addDays(date, -1);
  while (!isBusinessDay(day, holidays)) day = addDays(day, -1);
  return day;
}

/** The business day `n` business days after `date` (T+n); `n = 0` is `date` itself. */
export function addBusinessDays(date: string, n: number, holidays: ReadonlySet<string>): string {
  let day = date;
  for (let i = 0; i < n; i += 1) day = nextBusinessDay(day, holidays);
  return day;
}

/**
 * The day an order placed at `at` counts for (its valor cuota): today in Lima when today is a
 * business day and the fund's cut-off (`HH:mm`, Lima) has not come; otherwise the next business
 * day. An order at the cut-off minute itself is late.
 */
export function orderDay(at: Date, cutoff: string, holidays: ReadonlySet<string>): string {
  const today = limaDate(at);
  if (isBusinessDay(today, holidays) && at < limaInstant(today, cutoff)) return today;
  return nextBusinessDay(today, holidays);
}

/**
 * Where an order placed at `at` stands against today's cut-off in Lima: `BEFORE_CUTOFF` on a
 * business day before it (the order gets today's valor cuota), `AFTER_CUTOFF` on a business day
 * from the cut-off minute on, `NOT_BUSINESS_DAY` on a weekend or holiday. In the last two the
 * order gets the next business day's (`orderDay`). The screens say which, so a Saturday never
 * reads "the cut-off passed".
 */
export function cutoffState(
  at: Date,
  cutoff: string,
  holidays: ReadonlySet<string>,
): CutoffStateName {
  const today = limaDate(at);
  if (!isBusinessDay(today, holidays)) return 'NOT_BUSINESS_DAY';
  return at < limaInstant(today, cutoff) ? 'BEFORE_CUTOFF' : 'AFTER_CUTOFF';
}

/**
 * Milliseconds left before today's cut-off in Lima, for a countdown; `null` when today is not a
 * business day or the cut-off has passed (the order already counts for the next business day).
 */
export function untilCutoff(
  at: Date,
  cutoff: string,
  holidays: ReadonlySet<string>,
): number | null {
  const today = limaDate(at);
  if (!isBusinessDay(today, holidays)) return null;
  const left = limaInstant(today, cutoff).getTime() - at.getTime();
  return left > 0 ? left : null;
}

/**
 * The last day whose valor cuota is published at an instant: today in Lima from today's
 * publication time (`HH:mm`, Lima, after the funds' close) on, yesterday before it.
 */
export function lastClosedDay(at: Date, publishTime: string): string {
  const today = limaDate(at);
  return at >= limaInstant(today, publishTime) ? today : addDays(today, -1);
}

/** The first publication instant (`HH:mm`, Lima) after `at`: today's if it is still to come. */
export function nextPublishAt(at: Date, publishTime: string): Date {
  const today = limaInstant(limaDate(at), publishTime);
  return today > at ? today : limaInstant(addDays(limaDate(at), 1), publishTime);
}
