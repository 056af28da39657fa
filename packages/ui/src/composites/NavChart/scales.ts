/**
 * The two scales the chart needs, without a scale library: a linear map from values to
 * pixels with round ticks, and calendar ticks for a span of days. Numbers here only place
 * pixels; every text the customer reads comes from the decimal strings.
 */

/** A linear map from `domain` to `range`. */
export function linear(
  [d0, d1]: readonly [number, number],
  [r0, r1]: readonly [number, number],
): (value: number) => number {
  const span = d1 - d0;
  return (value) => (span === 0 ? (r0 + r1) / 2 : r0 + ((value - d0) / span) * (r1 - r0));
}

/** A round step (1, 2 or 5 times a power of ten) that cuts `span` into about `count` parts. */
export function tickStep(span: number, count: number): number {
  const raw = span / Math.max(1, count);
  const power = 10 ** Math.floor(Math.log10(raw));
  const error = raw / power;
  const factor =
    error >= Math.sqrt(50) ? 10 : error >= Math.sqrt(10) ? 5 : error >= Math.sqrt(2) ? 2 : 1;
  return factor * power;
}

/**
 * Round ticks covering [low, high]: the domain widened to whole steps ("nice"), and every step
 * between. Ticks are computed as whole multiples of the step, so no float drift piles up.
 */
export function niceTicks(
  low: number,
  high: number,
  count: number,
): { domain: [number, number]; ticks: number[]; step: number } {
  const step = tickStep(high - low, count);
  const first = Math.floor(low / step);
  const last = Math.ceil(high / step);
  // Enough decimals to write the step exactly (0.002 → 3), to round each tick to.
  const decimals = Math.max(0, -Math.floor(Math.log10(step) + 1e-9));
  const ticks: number[] = [];
  for (let k = first; k <= last; k += 1) ticks.push(Number((k * step).toFixed(decimals)));
  return { domain: [ticks[0]!, ticks[ticks.length - 1]!], ticks, step };
}

const DAY = 86_400_000;

type Interval = { unit: 'day' | 'month' | 'year'; every: number; approx: number };

/** From finest to coarsest: the steps a time axis may use. */
const INTERVALS: Interval[] = [
  { unit: 'day', every: 1, approx: DAY },
  { unit: 'day', every: 2, approx: 2 * DAY },
  { unit: 'day', every: 7, approx: 7 * DAY },
  { unit: 'day', every: 14, approx: 14 * DAY },
  { unit: 'month', every: 1, approx: 30.4 * DAY },
  { unit: 'month', every: 2, approx: 60.9 * DAY },
  { unit: 'month', every: 3, approx: 91.3 * DAY },
  { unit: 'month', every: 6, approx: 182.6 * DAY },
  { unit: 'year', every: 1, approx: 365.25 * DAY },
  { unit: 'year', every: 2, approx: 730.5 * DAY },
  { unit: 'year', every: 5, approx: 1826 * DAY },
];

/**
 * Calendar ticks (UTC midnights) between two instants, about `count` of them: days,
 * weeks, the first of months or of years, whichever step fits.
 */
export function calendarTicks(from: number, to: number, count: number): Date[] {
  if (!(to > from)) return [new Date(from)];
  const span = to - from;
  // The step nearest (by ratio) to an even cut into `count` parts, as chart libraries choose.
  const target = span / Math.max(1, count);
  const interval = INTERVALS.reduce((best, i) =>
    Math.abs(Math.log(i.approx / target)) < Math.abs(Math.log(best.approx / target)) ? i : best,
  );
  const ticks: Date[] = [];
  const start = new Date(from);
  if (interval.unit === 'day') {
    let day = Math.ceil(from / DAY);
    // Steps of several days fall on the same days of the week, whatever the range.
    while (day % interval.every !== 0) day += 1;
    for (; day * DAY <= to; day += interval.every) ticks.push(new Date(day * DAY));
    return ticks;
  }
  if (interval.unit === 'month') {
    let year = start.getUTCFullYear();
    let month = start.getUTCMonth();
    if (Date.UTC(year, month, 1) < from) month += 1;
    while (month % interval.every !== 0) month += 1;
    for (let at = Date.UTC(year, month, 1); at <= to; at = Date.UTC(year, month, 1)) {
      ticks.push(new Date(at));
      month += interval.every;
      if (month >= 12) {
        year += Math.floor(month / 12);
        month %= 12;
      }
    }
    return ticks;
  }
  let year = start.getUTCFullYear();
  if (Date.UTC(year, 0, 1) < from) year += 1;
  while (year % interval.every !== 0) year += 1;
  for (; Date.UTC(year, 0, 1) <= to; year += interval.every)
    ticks.push(new Date(Date.UTC(year, 0, 1)));
  return ticks;
}
