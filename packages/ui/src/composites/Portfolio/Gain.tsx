import type { HTMLAttributes } from 'react';
import { TrendingDown, TrendingUp } from '../../icons';
import { cn } from '../../lib/cn';
import type { Currency } from '../../primitives/Money';
import { toneClasses } from '../../primitives/Money/Money';
import { formatGain } from './format';

export interface GainProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  /** The gain as a signed decimal string: `'12.34'` a gain, `'-5.00'` a loss. */
  amount: string;
  /** Currency of the amount. */
  currency: Currency;
  /** The gain in percentage points (`'1.23'`); `null` or absent leaves it out. */
  percent?: string | null;
  /**
   * Shows the word ("Ganancia", "Pérdida", "Sin variación") before the amount. Leave it on
   * unless a label next to it already says which one it is. @default true
   */
  showWord?: boolean;
}

/**
 * A gain or a loss: "Ganancia +S/ 12.34 (+1.23 %)" in the success colour with a rising arrow,
 * or "Pérdida −S/ 5.00 (−0.50 %)" in the danger colour with a falling one. The word and the
 * sign carry the meaning, never the colour alone; screen readers hear "ganancia de 12.34 soles
 * peruanos, 1.23 por ciento". The word, the money and the percentage each stay on one line; the
 * line may break between them.
 */
export function Gain({
  amount,
  currency,
  percent,
  showWord = true,
  className,
  ...props
}: GainProps) {
  const gain = formatGain(amount, currency, percent);
  const Icon = { positive: TrendingUp, negative: TrendingDown, zero: null }[gain.sign];
  return (
    <span
      data-slot="gain"
      data-sign={gain.sign}
      className={cn(
        'inline-flex items-baseline gap-1.5 tabular-nums',
        toneClasses[gain.sign],
        className,
      )}
      {...props}
    >
      {Icon ? <Icon aria-hidden className="size-4 shrink-0 self-center" /> : null}
      <span aria-hidden="true">
        {showWord ? (
          <>
            <span data-slot="gain-word" className="whitespace-nowrap">
              {gain.word}
            </span>{' '}
          </>
        ) : null}
        <span className="whitespace-nowrap">{gain.amountText}</span>
        {gain.percentText ? (
          <>
            {' '}
            <span className="whitespace-nowrap">{gain.percentText}</span>
          </>
        ) : null}
      </span>
      <span className="sr-only">{gain.speech}</span>
    </span>
  );
}
