import { TrendingDown, TrendingUp } from '../../icons';
import { cn } from '../../lib/cn';
import {
  formatPercentParts,
  Percent,
  type Currency,
  type DecimalInput,
} from '../../primitives/Money';
import { formatIsoDate, formatNavPerUnit } from './format';
import type { FundTheme } from './fundTheme';
import type { RiskLevel } from './RiskScale';

// The figures a fund's card and its detail page's header both show, apart from the card itself
// so the detail page does not carry the card's code.

/** The fields every fund view shows. */
export interface FundSummary {
  /** Commercial name of the fund. */
  name: string;
  /** Kind of fund, e.g. "Deuda de corto plazo", "Renta variable". */
  type: string;
  /** Currency of the fund: its cuotas, minimums and payments. */
  currency: Currency;
  /** Risk level, shown as text and a three-bar scale. */
  risk: RiskLevel;
  /** Valor cuota as a decimal string; shown with at least 6 decimals. */
  navPerUnit: DecimalInput;
  /** Calendar day the valor cuota refers to, ISO `YYYY-MM-DD`; empty before the first one. */
  navDate: string;
  /** Colour theme 1..5, from `fundTheme(index)`. @default 1 */
  theme?: FundTheme;
}

/** A signed return with an arrow: gains and losses differ in sign and icon, not only in colour. */
export function FundReturn({ value }: { value: DecimalInput | null }) {
  if (value === null) return <span className="text-muted">Sin historial aún</span>;
  const negative = formatPercentParts(value).sign === 'negative';
  const Icon = negative ? TrendingDown : TrendingUp;
  return (
    <span className="inline-flex items-center gap-1">
      <Icon aria-hidden className={cn('size-4', negative ? 'text-danger' : 'text-success')} />
      <Percent value={value} sign="always" tone="sign" />
    </span>
  );
}

/** Valor cuota with the day it refers to. */
export function NavValue({
  navPerUnit,
  navDate,
  currency,
}: Pick<FundSummary, 'navPerUnit' | 'navDate' | 'currency'>) {
  // A fund created as data has no valor cuota until its first publication.
  if (!navDate)
    return <span className="block text-sm font-normal text-muted">Aún sin publicar</span>;
  return (
    <>
      {/* The symbol and the figure may go to two lines when space is short (a reader's larger
          text spacing), the figure never splits. */}
      <span className="block tabular-nums">
        {formatNavPerUnit(navPerUnit, currency)
          .split(/\s/)
          .map((part, index) => (
            <span key={part}>
              {index ? ' ' : ''}
              <span className="whitespace-nowrap">{part}</span>
            </span>
          ))}
      </span>
      <span className="block text-sm font-normal text-muted">
        al <time dateTime={navDate}>{formatIsoDate(navDate)}</time>
      </span>
    </>
  );
}
