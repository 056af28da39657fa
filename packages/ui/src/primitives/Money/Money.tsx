import type { HTMLAttributes } from 'react';
import { cn } from '../../lib/cn';
import {
  formatMoneyParts,
  type Currency,
  type DecimalInput,
  type Sign,
  type SignDisplay,
} from './format';

/** Colour by sign: `none` keeps the text colour; `sign` paints gains success and losses danger. */
export type AmountTone = 'none' | 'sign';

export const toneClasses: Record<Sign, string> = {
  positive: 'text-success',
  negative: 'text-danger',
  zero: '',
};

export interface MoneyProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  /** The amount as a decimal string (`'1500.00'`); a number is accepted but loses exactness. */
  amount: DecimalInput;
  /** Currency of the fund or account. */
  currency: Currency;
  /** How the sign is shown: `always` for movements (`+S/ 50.00`). @default 'auto' */
  sign?: SignDisplay;
  /**
   * Colours gains and losses. Pair it with `sign="always"`: colour is never the only cue.
   * @default 'none'
   */
  tone?: AmountTone;
}

/**
 * An amount of money in es-PE format (`S/ 1,500.00`, `US$ 200.00`), in tabular figures and
 * never broken across lines. Screen readers hear "1,500.00 soles peruanos" instead of "S slash".
 */
export function Money({
  amount,
  currency,
  sign = 'auto',
  tone = 'none',
  className,
  ...props
}: MoneyProps) {
  const money = formatMoneyParts(amount, currency, { sign });
  return (
    <span
      data-slot="money"
      data-sign={money.sign}
      data-currency={currency}
      className={cn(
        'whitespace-nowrap tabular-nums',
        tone === 'sign' && toneClasses[money.sign],
        className,
      )}
      {...props}
    >
      <span aria-hidden="true">{money.text}</span>
      <span className="sr-only">{money.speech}</span>
    </span>
  );
}
