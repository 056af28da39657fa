import { useId, type ReactNode } from 'react';
import { buttonVariants } from '../../primitives/Button';
import { cn } from '../../lib/cn';
import { twoColumnsOrOne } from '../../lib/columns';
import { currencyNames, Money, type DecimalInput } from '../../primitives/Money';
import { FundReturn, NavValue, type FundSummary } from './FundFigures';
import { FundPattern } from './FundPattern';
import { fundThemeClasses } from './fundTheme';
import { RiskScale } from './RiskScale';

export interface FundCardProps extends FundSummary {
  /** Recent return in percentage points (`'6.45'` is 6.45 %); `null` for a fund without that history yet. */
  recentReturn: DecimalInput | null;
  /** What the return covers, shown as "Rentabilidad {period}". @default '12 meses' */
  returnPeriod?: string;
  /** Minimum initial investment as a decimal string, in the fund's currency. */
  minimumInvestment: DecimalInput;
  /** URL of the card image. Decorative; a themed pattern shows when absent. */
  imageCard?: string;
  /** Link of the default "Ver detalle" action. Ignored when `action` is given. */
  href?: string;
  /** Label of the default action. @default 'Ver detalle' */
  actionLabel?: string;
  /** Custom action (e.g. a router Link styled with `buttonVariants`); replaces the default link. */
  action?: ReactNode;
  /** Heading level of the fund name, to fit the page outline. @default 3 */
  headingLevel?: 2 | 3 | 4;
  /** Extra classes for the card. */
  className?: string;
}

/** A fund in the list of products: themed header, key figures and the way to its detail. */
export function FundCard({
  name,
  type,
  currency,
  risk,
  navPerUnit,
  navDate,
  recentReturn,
  returnPeriod = '12 meses',
  minimumInvestment,
  imageCard,
  theme = 1,
  href,
  actionLabel = 'Ver detalle',
  action,
  headingLevel = 3,
  className,
}: FundCardProps) {
  const nameId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <article
      aria-labelledby={nameId}
      data-slot="fund-card"
      data-theme={theme}
      className={cn(
        'flex flex-col overflow-hidden rounded-xl border border-border bg-surface text-text shadow-sm',
        className,
      )}
    >
      <div data-surface="dark" className={cn('flex flex-col', fundThemeClasses[theme])}>
        <div className="relative h-24 overflow-hidden">
          {imageCard ? (
            <img
              src={imageCard}
              alt=""
              loading="lazy"
              className="absolute inset-0 size-full object-cover"
            />
          ) : (
            <FundPattern />
          )}
        </div>
        <div className="flex flex-col gap-1 px-5 pt-3 pb-4">
          <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1">
            <p className="min-w-0 flex-[1_1_10rem] text-sm font-medium">{type}</p>
            <p className="shrink-0 rounded-full border border-current px-2 text-xs leading-5 font-semibold">
              {currencyNames[currency]}
            </p>
          </div>
          <Heading id={nameId} className="font-display text-xl font-semibold text-balance">
            {name}
          </Heading>
        </div>
      </div>
      {/* Two columns, or one where two would squeeze the figures at the customer's text size. */}
      <dl className={cn('grid gap-x-4 gap-y-4 px-5 py-4 text-base', twoColumnsOrOne)}>
        <div>
          <dt className="text-sm text-muted">Valor cuota</dt>
          <dd className="font-semibold">
            <NavValue navPerUnit={navPerUnit} navDate={navDate} currency={currency} />
          </dd>
        </div>
        <div>
          <dt className="text-sm text-muted">Rentabilidad {returnPeriod}</dt>
          <dd className="font-semibold">
            <FundReturn value={recentReturn} />
          </dd>
        </div>
        <div>
          <dt className="text-sm text-muted">Inversión mínima</dt>
          <dd className="font-semibold">
            <Money amount={minimumInvestment} currency={currency} />
          </dd>
        </div>
        <div>
          <dt className="text-sm text-muted">Riesgo</dt>
          <dd className="font-semibold">
            <RiskScale level={risk} />
          </dd>
        </div>
      </dl>
      {action || href ? (
        <div className="mt-auto px-5 pb-5">
          {action ?? (
            <a href={href} className={buttonVariants({ variant: 'secondary', fullWidth: true })}>
              {actionLabel}
              <span className="sr-only"> de {name}</span>
            </a>
          )}
        </div>
      ) : null}
    </article>
  );
}

/** Placeholder with the card's shape while the funds load. */
export function FundCardSkeleton({
  label = 'Cargando fondo',
  className,
}: {
  /** Text announced to screen readers. @default 'Cargando fondo' */
  label?: string;
  /** Extra classes for the card. */
  className?: string;
}) {
  const block = 'rounded-md bg-surface-sunken motion-safe:animate-pulse';
  return (
    <div
      role="status"
      data-slot="fund-card-skeleton"
      className={cn(
        'flex flex-col overflow-hidden rounded-xl border border-border bg-surface shadow-sm',
        className,
      )}
    >
      <span className="sr-only">{label}</span>
      <div aria-hidden="true" className="contents">
        <div className={cn(block, 'h-24 rounded-none')} />
        <div className="flex flex-col gap-2 px-5 pt-4 pb-4">
          <div className={cn('h-4 w-32', block)} />
          <div className={cn('h-6 w-48', block)} />
        </div>
        <div className="grid grid-cols-2 gap-4 px-5 py-4">
          {[0, 1, 2, 3].map((cell) => (
            <div key={cell} className="flex flex-col gap-2">
              <div className={cn('h-3 w-20', block)} />
              <div className={cn('h-5 w-24', block)} />
            </div>
          ))}
        </div>
        <div className="px-5 pb-5">
          <div className={cn('h-11 w-full', block)} />
        </div>
      </div>
    </div>
  );
}
