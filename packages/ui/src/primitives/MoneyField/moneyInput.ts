/**
 * Pure helpers behind MoneyField. Amounts stay decimal strings end to end ("1500.5"): nothing
 * here goes through a binary float. The display follows es-PE: "," groups thousands and "."
 * separates decimals ("1,500.50").
 */

/** Decimals a PEN or USD amount may carry. */
export const MONEY_DECIMALS = 2;

/** Largest integer part accepted (12 digits: under a trillion). */
export const MONEY_MAX_INTEGER_DIGITS = 12;

/** What the customer has typed so far, split at the decimal point. */
export interface MoneyDraft {
  /** Integer digits, without grouping; `''` when none were typed. */
  integer: string;
  /** Decimal digits; `null` when no point was typed, `''` right after typing the point. */
  fraction: string | null;
}

const groupFormat = new Intl.NumberFormat('es-PE', { useGrouping: true });

/**
 * Reads the content of the field after a keystroke. The field's own "," separators are
 * dropped, anything but digits and "." is stripped (letters, spaces, "S/", a minus). Returns
 * `null` when the keystroke must be refused: a second ".", a third decimal or too many digits.
 */
export function parseMoneyTyping(raw: string): MoneyDraft | null {
  const kept = raw.replace(/[^\d.]/g, '');
  const [integerPart = '', fraction, ...rest] = kept.split('.');
  if (rest.length > 0) return null;
  if (fraction !== undefined && fraction.length > MONEY_DECIMALS) return null;
  const integer = integerPart.replace(/^0+(?=\d)/, '');
  if (integer.length > MONEY_MAX_INTEGER_DIGITS) return null;
  return { integer, fraction: fraction ?? null };
}

/** The value of a draft as a canonical decimal string: "1500.5", "0.05", "" when empty. */
export function draftToDecimal({ integer, fraction }: MoneyDraft): string {
  const decimals = (fraction ?? '').replace(/0+$/, '');
  if (integer === '' && fraction === null) return '';
  const whole = integer.replace(/^0+(?=\d)/, '') || '0';
  return decimals ? `${whole}.${decimals}` : whole;
}

/** Shows a draft the es-PE way, keeping what is being typed: "1,500.", "1,500.5", "0.". */
export function formatMoneyDraft({ integer, fraction }: MoneyDraft): string {
  if (integer === '' && fraction === null) return '';
  const grouped = groupFormat.format(BigInt(integer || '0'));
  return fraction === null ? grouped : `${grouped}.${fraction}`;
}

/**
 * Shows a decimal-string value, e.g. "1500.5" -> "1,500.5", or "1,500.50" with
 * `fixedDecimals` (used once the customer leaves the field). Unreadable values show as empty.
 */
export function formatMoneyValue(value: string, { fixedDecimals = false } = {}): string {
  const match = /^(\d*)(?:\.(\d*))?$/.exec(value.trim());
  if (!match || value.trim() === '' || value.trim() === '.') return '';
  const integer = (match[1] ?? '').replace(/^0+(?=\d)/, '');
  let fraction = match[2] ?? null;
  if (fraction !== null && fraction.length > MONEY_DECIMALS) {
    // A value with more decimals than money carries is a caller bug; show it unrounded.
    return formatMoneyDraft({ integer, fraction });
  }
  if (fixedDecimals) fraction = (fraction ?? '').padEnd(MONEY_DECIMALS, '0');
  return formatMoneyDraft({ integer, fraction });
}

/** Canonical form of a decimal string, so "1500.50" and "1500.5" compare equal. */
export function normalizeMoneyValue(value: string): string {
  const draft = parseMoneyTyping(value.replace(/,/g, ''));
  return draft ? draftToDecimal(draft) : value;
}

/**
 * Reads a pasted amount as a whole. Accepted, and returned as a decimal string:
 * - the es-PE form, with or without grouping: "1,234.5", "1234.50", "S/ 1,234.5", "US$ 200";
 * - the decimal-comma form ("1.234,50", "12,5"): it cannot be an es-PE amount, and reading it
 *   as one would turn 1,234.50 into 1.23, so it is read as what it unambiguously means.
 * Returns `null` (the field keeps its value and says why) for anything that is not one amount
 * or that could mean two things: "1.234" (1.234 or 1234?), "1.2.3", "1,5,0", "-100",
 * three decimals, or no digits at all.
 */
export function parsePastedMoney(text: string): string | null {
  const draft = readPastedMoney(text);
  return draft ? draftToDecimal(draft) : null;
}

/** Like `parsePastedMoney`, but keeps the decimals as written ("1.234,50" -> 1234 and "50"). */
export function readPastedMoney(text: string): MoneyDraft | null {
  const trimmed = text
    .trim()
    .replace(/^(?:S\/|US\$|\$|PEN|USD)\s*/i, '')
    .replace(/\s*(?:soles|dólares|dolares|PEN|USD)$/i, '')
    .replace(/[\s\u00a0\u202f]/g, '');
  let canonical: string;
  if (/^(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d{0,2})?$/.test(trimmed) || /^\.\d{1,2}$/.test(trimmed)) {
    canonical = trimmed.replace(/,/g, '');
  } else if (/^(?:\d{1,3}(?:\.\d{3})+|\d+),\d{1,2}$/.test(trimmed)) {
    canonical = trimmed.replace(/\./g, '').replace(',', '.');
  } else {
    return null;
  }
  return parseMoneyTyping(canonical);
}

const SIGNIFICANT = /[\d.]/;

/** How many digits and decimal points come before `position`: what the caret sits after. */
export function significantBefore(text: string, position: number): number {
  let count = 0;
  for (let i = 0; i < Math.min(position, text.length); i++) {
    if (SIGNIFICANT.test(text[i]!)) count++;
  }
  return count;
}

/**
 * Where the caret goes in the regrouped text so it stays after the same digit: typing "5" in
 * "1,23|4" gives "12,35|4", not a caret thrown to the end.
 */
export function caretForSignificant(text: string, significant: number): number {
  if (significant <= 0) return 0;
  let count = 0;
  for (let i = 0; i < text.length; i++) {
    if (SIGNIFICANT.test(text[i]!)) count++;
    if (count === significant) return i + 1;
  }
  return text.length;
}
