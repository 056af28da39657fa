/**
 * Calendar dates as ISO strings (`YYYY-MM-DD`). A valor cuota belongs to a day in Lima, not to
 * an instant, so these helpers never touch a time zone: they count days on the calendar.
 */
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

function toUtc(date: string): number {
  const match = ISO_DATE.exec(date);
  if (!match) throw new RangeError(`not an ISO date: ${date}`);
  const [, y, m, d] = match;
  const time = Date.UTC(Number(y), Number(m) - 1, Number(d));
  if (new Date(time).toISOString().slice(0, 10) !== date)
    throw new RangeError(`not a calendar date: ${date}`);
  return time;
}

function fromUtc(time: number): string {
  return new Date(time).toISOString().slice(0, 10);
}

/** The date `days` calendar days after `date` (before, when negative). */
export function addDays(date: string, days: number): string {
  return fromUtc(toUtc(date) + days * DAY_MS);
}

/** Calendar days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((toUtc(to) - toUtc(from)) / DAY_MS);
}

/**
 * The same day `months` months earlier; a day the earlier month does not have becomes its last
 * day (31 March minus one month is 28 or 29 February).
 */
export function minusMonths(date: string, months: number): string {
  const at = new Date(toUtc(date));
  const year = at.getUTCFullYear();
  const month = at.getUTCMonth() - months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return fromUtc(Date.UTC(year, month, Math.min(at.getUTCDate(), lastDay)));
}

/** The last day of the year before `date`'s. */
export function endOfPreviousYear(date: string): string {
  return `${Number(date.slice(0, 4)) - 1}-12-31`;
}
