/**
 * How money, valores cuota and returns are written in the documents the API renders (fund
 * documents, constancias, statements, certificates): Spanish (Peru), exactly from decimal text.
 */
import type { FundSummary } from '@saf/contract';

export const LOCALE = 'es-PE';

/** The kinds of fund, as a document names them. */
export const TYPE_NAMES: Record<FundSummary['type'], string> = {
  SHORT_TERM_DEBT: 'Fondo de deuda de corto plazo',
  MEDIUM_TERM_DEBT: 'Fondo de deuda de mediano plazo',
  MIXED: 'Fondo mixto',
  EQUITY: 'Fondo de renta variable',
  INTERNATIONAL: 'Fondo internacional',
  FUND_OF_FUNDS: 'Fondo de fondos',
};
export const CURRENCY_NAMES = { PEN: 'soles (S/)', USD: 'dólares de los Estados Unidos (US$)' };

// Formatters are built once: building one costs more than formatting with it.
const formats = new Map<string, Intl.NumberFormat>();
function format(key: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  let f = formats.get(key);
  if (!f) {
    f = new Intl.NumberFormat(LOCALE, options);
    formats.set(key, f);
  }
  return f;
}

/** Money exactly from its decimal text, as the portal writes it. */
export function money(value: string, currency: 'PEN' | 'USD'): string {
  const text = format(`money ${currency}`, {
    style: 'currency',
    currency,
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(value as unknown as number);
  return currency === 'USD' ? text.replace('USD', 'US$') : text;
}

/**
 * A valor cuota with its 8 decimals, exactly and always (`S/ 124.50940900`, not
 * `S/ 124.509409`): the screens show it so, and cuotas beside it carry 8 too.
 */
export function navText(value: string, currency: 'PEN' | 'USD'): string {
  const text = format(`nav ${currency}`, {
    style: 'currency',
    currency,
    minimumFractionDigits: 8,
    maximumFractionDigits: 8,
  }).format(value as unknown as number);
  return currency === 'USD' ? text.replace('USD', 'US$') : text;
}

/** A percentage from per-cent text (`'1.5000'` → `1.50 %`). */
export function percent(value: string, digits = 2): string {
  const text = format(`percent ${digits}`, {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(value as unknown as number);
  return `${text} %`;
}

/** A return from its fraction (`'0.0123'` → `1.23 %`), or "Sin historial". */
export function returnText(fraction: string | null): string {
  if (fraction === null) return 'Sin historial';
  const [int = '0', dec = ''] = fraction.replace('-', '').split('.');
  const points = `${int}${dec.padEnd(2, '0').slice(0, 2)}.${dec.slice(2) || '0'}`;
  return `${fraction.startsWith('-') ? '−' : '+'}${percent(points)}`;
}
