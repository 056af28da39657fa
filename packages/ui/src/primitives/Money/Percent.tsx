import type { HTMLAttributes } from 'react';
import { cn } from '../../lib/cn';
import { formatPercentParts, type DecimalInput, type SignDisplay } from './format';
import { toneClasses, type AmountTone } from './Money';

export interface PercentProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  /** Percentage points as a decimal string: `'5.25'` shows `5.25 %`. */
  value: DecimalInput;
  /** Decimals shown, fixed. @default 2 */
  fractionDigits?: number;
  /** How the sign is shown: `always` for returns (`+5.25 %`). @default 'auto' */
  sign?: SignDisplay;
  /**
   * Colours gains and losses. Pair it with `sign="always"`: colour is never the only cue.
   * @default 'none'
   */
  tone?: AmountTone;
}

/** A percentage in es-PE format (`5.25 %`), such as a fund's return or a fee. */
export function Percent({
  value,
  fractionDigits = 2,
  sign = 'auto',
  tone = 'none',
  className,
  ...props
}: PercentProps) {
  const percent = formatPercentParts(value, { fractionDigits, sign });
  return (
    <span
      data-slot="percent"
      data-sign={percent.sign}
      className={cn(
        'whitespace-nowrap tabular-nums',
        tone === 'sign' && toneClasses[percent.sign],
        className,
      )}
      {...props}
    >
      <span aria-hidden="true">{percent.text}</span>
      <span className="sr-only">{percent.speech}</span>
    </span>
  );
}
