import {
  formatMoneyParts,
  formatPercentParts,
  type Currency,
  type Sign,
} from '../../primitives/Money';

const DECIMAL = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/;

// Cuotas are kept to 8 decimals; Intl formats the decimal string exactly, never as a float.
const cuotasFormat = new Intl.NumberFormat('es-PE', {
  minimumFractionDigits: 8,
  maximumFractionDigits: 8,
});

/** Cuotas with their 8 decimals in es-PE: `formatCuotas('1234.5')` is `1,234.50000000`. */
export function formatCuotas(cuotas: string): string {
  const trimmed = cuotas.trim();
  if (!DECIMAL.test(trimmed)) throw new RangeError(`Not a decimal amount: "${cuotas}"`);
  // Intl accepts numeric strings at runtime; TypeScript's lib only types numbers.
  return cuotasFormat.format(trimmed as unknown as number);
}

/** A gain or a loss formatted for display, with what a screen reader should say instead. */
export interface FormattedGain {
  /** What the page shows: `+S/ 12.34 (+1.23 %)`, `−S/ 5.00 (−0.50 %)`. */
  text: string;
  /** The word shown before it: "Ganancia", "Pérdida" or "Sin variación". */
  word: string;
  /** The money part alone: `+S/ 12.34`. */
  amountText: string;
  /** The percentage part alone, in its brackets (`(+1.23 %)`), or `null` without one. */
  percentText: string | null;
  /** What a screen reader says: `ganancia de 12.34 soles peruanos, 1.23 por ciento`. */
  speech: string;
  /** Whether it is a gain, a loss or neither, after rounding to cents. */
  sign: Sign;
}

// A true minus (U+2212): as wide as the plus, so gains and losses line up.
const marks: Record<Sign, string> = { positive: '+', negative: '\u2212', zero: '' };
const words: Record<Sign, string> = {
  positive: 'ganancia de',
  negative: 'pérdida de',
  zero: 'sin ganancia ni pérdida,',
};
const shownWords: Record<Sign, string> = {
  positive: 'Ganancia',
  negative: 'Pérdida',
  zero: 'Sin variación',
};

/**
 * A gain (positive) or a loss (negative) as a sign, the money and the percentage:
 * `formatGain('-5', 'PEN', '-0.5')` shows `−S/ 5.00 (−0.50 %)` and reads
 * "pérdida de 5.00 soles peruanos, 0.50 por ciento". The words carry the meaning, never the
 * colour alone. `percent` is in percentage points; `null` leaves it out.
 */
export function formatGain(
  amount: string,
  currency: Currency,
  percent?: string | null,
): FormattedGain {
  const money = formatMoneyParts(amount, currency, { sign: 'never' });
  const pct = percent == null ? null : formatPercentParts(percent, { sign: 'never' });
  const amountText = `${marks[money.sign]}${money.text}`;
  const percentText = pct ? `(${marks[pct.sign]}${pct.text})` : null;
  const text = percentText ? `${amountText} ${percentText}` : amountText;
  const speech = `${words[money.sign]} ${money.speech}${pct ? `, ${pct.speech}` : ''}`;
  return {
    text,
    word: shownWords[money.sign],
    amountText,
    percentText,
    speech,
    sign: money.sign,
  };
}
