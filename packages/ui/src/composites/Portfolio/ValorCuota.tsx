import type { HTMLAttributes } from 'react';
import { cn } from '../../lib/cn';
import type { Currency } from '../../primitives/Money';
import { formatIsoDate, formatNavPerUnit, spokenNavPerUnit } from '../FundCard/format';

export interface ValorCuotaProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  /** The valor cuota as a decimal string (`'1.33984521'`). */
  value: string;
  /** Currency of the fund. */
  currency: Currency;
  /** The ISO day the valor cuota applies to (`'2026-11-25'`), shown under it as "del 25/11/2026". */
  date?: string | null;
}

/**
 * A valor cuota with its 6 to 8 decimals (`S/ 1.33984521`) and, under it, the day it applies
 * to. Screen readers hear "1.33984521 soles peruanos". Align it with `items-end` in a number
 * column.
 */
export function ValorCuota({ value, currency, date, className, ...props }: ValorCuotaProps) {
  return (
    <span data-slot="valor-cuota" className={cn('inline-flex flex-col', className)} {...props}>
      <span className="whitespace-nowrap tabular-nums">
        <span aria-hidden="true">{formatNavPerUnit(value, currency)}</span>
        <span className="sr-only">{spokenNavPerUnit(value, currency)}</span>
      </span>
      {date ? (
        <span className="text-xs whitespace-nowrap text-muted">
          del <time dateTime={date}>{formatIsoDate(date)}</time>
        </span>
      ) : null}
    </span>
  );
}
