/** Currencies of the funds. */
export type Currency = 'PEN' | 'USD';

/**
 * How a sign is shown. `auto`: only a minus on negative amounts. `always`: a plus or a minus on
 * anything that does not round to zero (movements). `never`: the absolute value.
 */
export type SignDisplay = 'auto' | 'always' | 'never';

/** Whether a formatted value reads as above, below or exactly zero (after rounding). */
export type Sign = 'positive' | 'negative' | 'zero';

/** A decimal amount: a string such as `'1500.00'` or `'-0.5'` (preferred), or a number. */
export type DecimalInput = string | number;

const LOCALE = 'es-PE';
const DECIMAL = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/;

// es-PE in CLDR writes dollars as "USD"; the portal, like Peruvian banks, writes "US$".
const CURRENCY_SYMBOL: Record<Currency, string | undefined> = { PEN: undefined, USD: 'US$' };

const SIGN_DISPLAY = {
  auto: 'negative',
  always: 'exceptZero',
  never: 'never',
} as const satisfies Record<SignDisplay, Intl.NumberFormatOptions['signDisplay']>;

/**
 * Checks the input and returns what Intl should format. Strings go to Intl as they are:
 * Intl.NumberFormat formats decimal strings exactly, so `'0.005'` or a 20-digit balance never
 * passes through a binary float.
 */
function toIntlValue(value: DecimalInput): number {
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new RangeError(`Not a finite amount: ${value}`);
    return value;
  }
  const trimmed = value.trim();
  if (!DECIMAL.test(trimmed)) throw new RangeError(`Not a decimal amount: "${value}"`);
  // Intl accepts numeric strings at runtime; TypeScript's lib only types numbers.
  return trimmed as unknown as number;
}

function signOf(parts: Intl.NumberFormatPart[]): Sign {
  if (parts.some((part) => part.type === 'minusSign')) return 'negative';
  if (parts.some((part) => part.type === 'plusSign')) return 'positive';
  return 'zero';
}

export interface FormatMoneyOptions {
  /** How the sign is shown. @default 'auto' */
  sign?: SignDisplay;
}

/** A money amount formatted for display, with what a screen reader should say instead. */
export interface FormattedMoney {
  /** What the page shows: `S/ 1,500.00`, `-US$ 200.00`, `+S/ 50.00`. */
  text: string;
  /** What a screen reader says: `1,500.00 soles peruanos`, `menos 200.00 dólares estadounidenses`. */
  speech: string;
  /** The sign after rounding to cents, whatever `sign` shows. */
  sign: Sign;
}

/** Formats an amount with Intl.NumberFormat('es-PE') and returns text, speech and sign. */
export function formatMoneyParts(
  amount: DecimalInput,
  currency: Currency,
  { sign = 'auto' }: FormatMoneyOptions = {},
): FormattedMoney {
  const value = toIntlValue(amount);
  const base = { style: 'currency', currency } as const;
  const parts = new Intl.NumberFormat(LOCALE, {
    ...base,
    signDisplay: SIGN_DISPLAY[sign],
  }).formatToParts(value);
  const symbol = CURRENCY_SYMBOL[currency];
  const text = parts
    .map((part) => (part.type === 'currency' && symbol ? symbol : part.value))
    .join('');
  const actualSign = signOf(
    new Intl.NumberFormat(LOCALE, { ...base, signDisplay: 'exceptZero' }).formatToParts(value),
  );
  const spoken = new Intl.NumberFormat(LOCALE, {
    ...base,
    currencyDisplay: 'name',
    signDisplay: 'never',
  }).format(value);
  const silentSign = sign === 'never' || (sign === 'auto' && actualSign === 'positive');
  const prefix = silentSign ? '' : { positive: 'más ', negative: 'menos ', zero: '' }[actualSign];
  return { text, speech: `${prefix}${spoken}`, sign: actualSign };
}

/**
 * Formats money the way the portal shows it: `formatMoney('1500', 'PEN')` is `S/ 1,500.00`,
 * `formatMoney('200', 'USD')` is `US$ 200.00` (a no-break space after the symbol). Pass decimal
 * strings; a string that is not a plain decimal throws a RangeError.
 */
export function formatMoney(
  amount: DecimalInput,
  currency: Currency,
  options?: FormatMoneyOptions,
): string {
  return formatMoneyParts(amount, currency, options).text;
}

export interface FormatPercentOptions {
  /** Decimals shown, fixed. @default 2 */
  fractionDigits?: number;
  /** How the sign is shown. @default 'auto' */
  sign?: SignDisplay;
}

/** A percentage formatted for display, with what a screen reader should say instead. */
export interface FormattedPercent {
  /** What the page shows: `5.25 %`, `-1.30 %`. */
  text: string;
  /** What a screen reader says: `5.25 por ciento`, `menos 1.30 por ciento`. */
  speech: string;
  /** The sign after rounding, whatever `sign` shows. */
  sign: Sign;
}

/**
 * Formats a percentage given in percentage points (`'5.25'` is 5.25 %, as funds publish
 * their returns), with es-PE digits and a no-break space before the sign, as Spanish
 * orthography writes it (`5.25 %`). Intl's es-PE percent pattern has no space and takes
 * ratios, so the number is formatted as a plain decimal and exactly, from the string.
 */
export function formatPercentParts(
  value: DecimalInput,
  { fractionDigits = 2, sign = 'auto' }: FormatPercentOptions = {},
): FormattedPercent {
  const intlValue = toIntlValue(value);
  const base = {
    style: 'decimal',
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  } as const;
  const number = new Intl.NumberFormat(LOCALE, {
    ...base,
    signDisplay: SIGN_DISPLAY[sign],
  }).format(intlValue);
  const actualSign = signOf(
    new Intl.NumberFormat(LOCALE, { ...base, signDisplay: 'exceptZero' }).formatToParts(intlValue),
  );
  const magnitude = new Intl.NumberFormat(LOCALE, { ...base, signDisplay: 'never' }).format(
    intlValue,
  );
  const silentSign = sign === 'never' || (sign === 'auto' && actualSign === 'positive');
  const prefix = silentSign ? '' : { positive: 'más ', negative: 'menos ', zero: '' }[actualSign];
  return {
    text: `${number}\u00a0%`,
    speech: `${prefix}${magnitude} por ciento`,
    sign: actualSign,
  };
}

/** Formats percentage points for display: `formatPercent('5.25')` is `5.25 %`. */
export function formatPercent(value: DecimalInput, options?: FormatPercentOptions): string {
  return formatPercentParts(value, options).text;
}
