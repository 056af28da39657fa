// The spoken valor cuota sits beside the written one, which every page showing a cuota loads.
export { spokenNavPerUnit } from '../FundCard/format';

const LOCALE = 'es-PE';
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DECIMAL = /^([+-]?)(\d*)(?:\.(\d*))?$/;

/** Milliseconds of UTC midnight of an ISO calendar date (`2025-11-24`). */
export function isoDateToTime(isoDate: string): number {
  const match = ISO_DATE.exec(isoDate);
  if (!match) throw new RangeError(`Not an ISO date: "${isoDate}"`);
  const [, year, month, day] = match;
  return Date.UTC(Number(year), Number(month) - 1, Number(day));
}

// A calendar date has no time zone: formatting it at UTC keeps the same day everywhere.
const shortDate = new Intl.DateTimeFormat(LOCALE, {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
const longDate = new Intl.DateTimeFormat(LOCALE, {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
const weekdayDate = new Intl.DateTimeFormat(LOCALE, {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  timeZone: 'UTC',
});

/** `2025-11-24` as `24 nov. 2025`. */
export function formatShortDate(isoDate: string): string {
  return shortDate.format(isoDateToTime(isoDate));
}

/** `2025-11-24` as `24 de noviembre de 2025`, the way a sentence or a screen reader says it. */
export function formatLongDate(isoDate: string): string {
  return longDate.format(isoDateToTime(isoDate));
}

/** `2025-11-24` as `lunes 24 de noviembre`. */
export function formatWeekdayDate(isoDate: string): string {
  return weekdayDate.format(isoDateToTime(isoDate)).replace(',', '');
}

interface ScaledDecimal {
  units: bigint;
  scale: number;
}

function parseDecimal(value: string): ScaledDecimal {
  const match = DECIMAL.exec(value.trim());
  if (!match || (!match[2] && !match[3])) throw new RangeError(`Not a decimal: "${value}"`);
  const [, sign, whole = '', fraction = ''] = match;
  const units = BigInt(`${whole || '0'}${fraction}`);
  return { units: sign === '-' ? -units : units, scale: fraction.length };
}

function toScale({ units, scale }: ScaledDecimal, target: number): bigint {
  return units * 10n ** BigInt(target - scale);
}

/**
 * The change from `from` to `to` in percentage points with `decimals` decimals, as a decimal
 * string computed without floats (`'5.40'`, `'-0.85'`), rounded half away from zero. `null`
 * when `from` is zero.
 */
export function percentChange(from: string, to: string, decimals = 2): string | null {
  const a = parseDecimal(from);
  const b = parseDecimal(to);
  const scale = Math.max(a.scale, b.scale);
  const start = toScale(a, scale);
  const end = toScale(b, scale);
  if (start === 0n) return null;
  // One extra digit, then round it away.
  const factor = 100n * 10n ** BigInt(decimals + 1);
  const raw = ((end - start) * factor) / start;
  const rounded = (raw + (raw >= 0n ? 5n : -5n)) / 10n;
  const negative = rounded < 0n;
  const digits = (negative ? -rounded : rounded).toString().padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  const fraction = digits.slice(digits.length - decimals);
  return `${negative ? '-' : ''}${whole}${decimals > 0 ? `.${fraction}` : ''}`;
}
