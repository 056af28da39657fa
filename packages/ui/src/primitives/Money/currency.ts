import type { Currency } from './format';

/** The currency in a sentence: "en soles", "Total en dólares". */
export const currencyWords: Record<Currency, string> = { PEN: 'soles', USD: 'dólares' };

const capitalized = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** The currency as a label or heading: "Soles", "Dólares". */
export const currencyNames: Record<Currency, string> = {
  PEN: capitalized(currencyWords.PEN),
  USD: capitalized(currencyWords.USD),
};
