import { areaPath as drawArea, linePath as drawLine } from '../../lib/svgPaths';
import type { Currency } from '../../primitives/Money';
import { isoDateToTime } from './format';
import { calendarTicks, linear, niceTicks } from './scales';

/** The pixels of the valor cuota chart: scales, axis ticks and labels, and the line's paths. */

/** One published valor cuota. */
export interface NavPoint {
  /** Calendar day, `YYYY-MM-DD`. */
  date: string;
  /** Valor cuota as a decimal string (`'1.28456789'`). */
  value: string;
}

export const AXIS_FONT = 12;
const MARGIN = { top: 12, right: 16, bottom: 28 } as const;
/** Least distance between two time labels, in pixels (a label is about 60 px wide). */
const MIN_TICK_GAP = 88;

/** Decimals that tell the axis ticks apart: 2 for a step of 0.02, 0 for a step of 5. */
function tickDecimals(step: number): number {
  if (!(step > 0)) return 2;
  return Math.min(8, Math.max(0, -Math.floor(Math.log10(step) + 1e-9)));
}

/** An axis value with its currency: `S/ 1.26`. The tick is a round value of the scale. */
function axisValue(tick: number, decimals: number, currency: Currency): string {
  return new Intl.NumberFormat('es-PE', {
    style: 'currency',
    currency,
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  })
    .formatToParts(tick.toFixed(decimals) as unknown as number)
    .map((part) => (part.type === 'currency' && currency === 'USD' ? 'US$' : part.value))
    .join('');
}

const monthYear = new Intl.DateTimeFormat('es-PE', {
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
const dayMonth = new Intl.DateTimeFormat('es-PE', {
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});

/** Labels of the time axis: days for a month, months for up to two years, years beyond. */
function timeLabel(tick: Date, spanDays: number, yearsOnly: boolean): string {
  if (yearsOnly) return String(tick.getUTCFullYear());
  if (spanDays <= 75) return dayMonth.format(tick);
  return monthYear.format(tick);
}

export interface Geometry {
  xs: number[];
  ys: number[];
  linePath: string;
  areaPath: string;
  yTicks: { y: number; label: string }[];
  xTicks: { key: number; x: number; label: string; anchor: 'start' | 'middle' | 'end' }[];
  left: number;
  right: number;
  top: number;
  bottom: number;
}

export function geometry(
  points: NavPoint[],
  width: number,
  height: number,
  currency: Currency,
): Geometry {
  const times = points.map((point) => isoDateToTime(point.date));
  // Numbers only to place pixels; every text comes from the decimal strings.
  const values = points.map((point) => Number(point.value));
  let low = Math.min(...values);
  let high = Math.max(...values);
  if (low === high) {
    const pad = Math.abs(low) * 0.01 || 1;
    low -= pad;
    high += pad;
  }
  const bottom = height - MARGIN.bottom;
  const top = MARGIN.top;
  const nice = niceTicks(low, high, 4);
  const y = linear(nice.domain, [bottom, top]);
  const ticks = nice.ticks;
  const decimals = tickDecimals(nice.step);
  const yLabels = ticks.map((tick) => axisValue(tick, decimals, currency));
  // The widest label sets the gutter (tabular digits are about 0.6 em wide).
  const gutter = Math.max(...yLabels.map((label) => label.length)) * AXIS_FONT * 0.62 + 10;
  const left = Math.round(gutter);
  const right = width - MARGIN.right;
  const first = times[0]!;
  const last = times[times.length - 1]!;
  const x = linear([first, last], [left, right]);
  const spanDays = (last - first) / 86_400_000;
  // Keep the calendar ticks at least a label's width apart.
  const xTickDates: Date[] = [];
  const candidates =
    first === last
      ? [new Date(first)]
      : calendarTicks(first, last, Math.max(2, Math.floor((right - left) / 160)));
  for (const tick of candidates) {
    const previous = xTickDates[xTickDates.length - 1];
    if (!previous || x(tick.getTime()) - x(previous.getTime()) >= MIN_TICK_GAP)
      xTickDates.push(tick);
  }
  const yearsOnly =
    spanDays > 730 &&
    xTickDates.every((tick) => tick.getUTCMonth() === 0 && tick.getUTCDate() === 1);
  const xs = times.map((time) => x(time));
  const ys = values.map((value) => y(value));
  const linePath = drawLine(xs, ys);
  const areaPath = drawArea(xs, ys, bottom);
  const labelHalf = 36;
  return {
    xs,
    ys,
    linePath,
    areaPath,
    yTicks: ticks.map((tick, index) => ({ y: y(tick), label: yLabels[index]! })),
    xTicks: xTickDates.map((tick) => {
      const at = x(tick.getTime());
      const anchor =
        at - labelHalf < left - 8 ? 'start' : at + labelHalf > width ? 'end' : 'middle';
      return { key: tick.getTime(), x: at, label: timeLabel(tick, spanDays, yearsOnly), anchor };
    }),
    left,
    right,
    top,
    bottom,
  };
}

/** Index of the point whose x is nearest to `at` (the xs grow from left to right). */
export function nearestIndex(xs: number[], at: number): number {
  let low = 0;
  let high = xs.length - 1;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (xs[middle]! < at) low = middle + 1;
    else high = middle;
  }
  if (low > 0 && Math.abs(xs[low - 1]! - at) <= Math.abs(xs[low]! - at)) return low - 1;
  return low;
}
