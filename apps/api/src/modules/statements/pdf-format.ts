import { LOCALE } from '../funds/format';

// How the statements' PDFs write days, months, instants and cuotas (Spanish of Peru).

/** A calendar day as 03/11/2026. */
const SHORT_DAY = new Intl.DateTimeFormat(LOCALE, {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: 'UTC',
});
export function shortDay(iso: string): string {
  return SHORT_DAY.format(new Date(`${iso}T12:00:00Z`));
}
/** A calendar day as 3 de noviembre de 2026. */
const LONG_DAY = new Intl.DateTimeFormat(LOCALE, { dateStyle: 'long', timeZone: 'UTC' });
export function longDay(iso: string): string {
  return LONG_DAY.format(new Date(`${iso}T12:00:00Z`));
}
/** A month as "noviembre de 2026". */
export function monthText(month: string): string {
  return new Intl.DateTimeFormat(LOCALE, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${month}-15T12:00:00Z`));
}
/** An instant as Lima's date and time. */
export function limaInstant(at: Date): string {
  return new Intl.DateTimeFormat(LOCALE, {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'America/Lima',
  }).format(at);
}
const cuotasFormat = new Intl.NumberFormat(LOCALE, {
  minimumFractionDigits: 8,
  maximumFractionDigits: 8,
  signDisplay: 'exceptZero',
});
const cuotasPlain = new Intl.NumberFormat(LOCALE, {
  minimumFractionDigits: 8,
  maximumFractionDigits: 8,
});
/** Cuotas with their 8 decimals, exactly; signed in a movement's row. */
export function cuotasText(value: string, signed = false): string {
  return (signed ? cuotasFormat : cuotasPlain).format(value as unknown as number);
}
