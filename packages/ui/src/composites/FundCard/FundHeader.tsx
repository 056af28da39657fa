import { useId, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { type DecimalInput } from '../../primitives/Money';
import { currencyNames } from '../../primitives/Money';
import { FundReturn, NavValue, type FundSummary } from './FundFigures';
import { FundPattern } from './FundPattern';
import { fundThemeClasses } from './fundTheme';
import { RiskScale } from './RiskScale';

export interface FundReturnFigure {
  /** Period, shown as "Rentabilidad {period}", e.g. "12 meses", "en el año". */
  period: string;
  /** Return in percentage points; `null` when the fund has no history for that period. */
  value: DecimalInput | null;
}

export interface FundHeaderProps extends FundSummary {
  /** Returns to show next to the valor cuota, in order. */
  returns: FundReturnFigure[];
  /** URL of the wide header image. Decorative; a themed pattern shows when absent. */
  imageHeader?: string;
  /** Actions under the name, e.g. the "Invertir" button. */
  actions?: ReactNode;
  /** Heading level of the fund name. @default 1 */
  headingLevel?: 1 | 2;
  /** Extra classes for the header. */
  className?: string;
}

/** The top of a fund's detail page: themed banner with the fund's image and key figures. */
export function FundHeader({
  name,
  type,
  currency,
  risk,
  navPerUnit,
  navDate,
  returns,
  imageHeader,
  theme = 1,
  actions,
  headingLevel = 1,
  className,
}: FundHeaderProps) {
  const nameId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <section
      aria-labelledby={nameId}
      data-slot="fund-header"
      data-theme={theme}
      className={cn(
        'overflow-hidden rounded-xl border border-border bg-surface text-text shadow-sm',
        className,
      )}
    >
      <div
        data-surface="dark"
        className={cn('grid md:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]', fundThemeClasses[theme])}
      >
        <div className="relative h-32 overflow-hidden md:order-2 md:h-auto md:min-h-56">
          {imageHeader ? (
            <img src={imageHeader} alt="" className="absolute inset-0 size-full object-cover" />
          ) : (
            <FundPattern />
          )}
        </div>
        <div className="flex flex-col gap-3 p-6 md:order-1 md:p-8">
          <p className="text-base font-medium">{type}</p>
          <Heading
            id={nameId}
            className="font-display text-3xl font-semibold text-balance md:text-4xl"
          >
            {name}
          </Heading>
          <ul className="flex flex-wrap gap-2 text-sm font-semibold" aria-label="Características">
            <li className="rounded-full border border-current px-3 py-1">
              {currencyNames[currency]} ({currency})
            </li>
            <li className="rounded-full border border-current px-3 py-1">
              Riesgo: <RiskScale level={risk} className="align-middle" />
            </li>
          </ul>
          {actions ? <div className="mt-2 flex flex-wrap gap-3">{actions}</div> : null}
        </div>
      </div>
      <dl className="grid grid-cols-2 gap-x-6 gap-y-4 px-6 py-5 text-lg md:flex md:flex-wrap md:gap-x-10 md:px-8">
        <div>
          <dt className="text-sm text-muted">Valor cuota</dt>
          <dd className="font-semibold">
            <NavValue navPerUnit={navPerUnit} navDate={navDate} currency={currency} />
          </dd>
        </div>
        {returns.map((figure) => (
          <div key={figure.period}>
            <dt className="text-sm text-muted">Rentabilidad {figure.period}</dt>
            <dd className="font-semibold">
              <FundReturn value={figure.value} />
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
