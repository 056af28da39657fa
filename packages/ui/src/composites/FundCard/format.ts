import type { Currency, DecimalInput } from '../../primitives/Money';

const LOCALE = 'es-PE';
const DECIMAL = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * Formats a valor cuota (NAV per unit) in es-PE with at least 6 decimals, exactly from the
 * decimal string: `formatNavPerUnit('15.2345678', 'PEN')` is `S/ 15.2345678`. Money shows
 * cents only, a cuota carries more.
 */
export function formatNavPerUnit(value: DecimalInput, currency: Currency): string {
  const trimmed = typeof value === 'string' ? value.trim() : value;
  if (typeof trimmed === 'string' && !DECIMAL.test(trimmed))
    throw new RangeError(`Not a decimal amount: "${value}"`);
  const parts = new Intl.NumberFormat(LOCALE, {
    style: 'currency',
    currency,
    minimumFractionDigits: 6,
    maximumFractionDigits: 8,
    // Intl formats numeric strings exactly at runtime; TypeScript's lib types numbers only.
  }).formatToParts(trimmed as number);
  // es-PE in CLDR writes dollars as "USD"; the portal writes "US$", like Money.
  return parts
    .map((part) => (part.type === 'currency' && currency === 'USD' ? 'US$' : part.value))
    .join('');
}

/**
 * A valor cuota as a screen reader should say it, exactly from the decimal string and with the
 * same 6 to 8 decimals as `formatNavPerUnit`: `1.28456789 soles peruanos`.
 */
export function spokenNavPerUnit(value: string, currency: Currency): string {
  return new Intl.NumberFormat(LOCALE, {
    style: 'currency',
    currency,
    currencyDisplay: 'name',
    minimumFractionDigits: 6,
    maximumFractionDigits: 8,
    // Intl formats numeric strings exactly at runtime; TypeScript's lib types numbers only.
  }).format(value.trim() as unknown as number);
}

/** Formats an ISO calendar date (`2025-11-20`) as the portal shows it: `20/11/2025`. */
export function formatIsoDate(isoDate: string): string {
  const match = ISO_DATE.exec(isoDate);
  if (!match) throw new RangeError(`Not an ISO date: "${isoDate}"`);
  const [, year, month, day] = match;
  // A calendar date has no time zone: formatting it at UTC keeps the same day everywhere.
  return new Intl.DateTimeFormat(LOCALE, {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(Number(year), Number(month) - 1, Number(day))));
}
