import { useId, type HTMLAttributes, type ReactNode } from 'react';
import { Compass } from '../../icons';
import { cn } from '../../lib/cn';
import { twoColumnsOrOne } from '../../lib/columns';
import { Alert } from '../../primitives/Alert';
import { LoadError } from '../../primitives/Alert/LoadError';
import { EmptyState } from '../../primitives/EmptyState';
import { Money, type Currency } from '../../primitives/Money';
import type { RenderLink } from '../AppShell';
import { formatCuotas } from './format';
import { Gain } from './Gain';
import { ValorCuota } from './ValorCuota';
import {
  HoldingSchedule,
  type PortfolioSchedule,
  type PortfolioScheduleActions,
} from './HoldingSchedule';
import { PendingOrders, type PortfolioPendingOrder } from './PendingOrders';
import { PortfolioSkeleton } from './PortfolioSkeleton';
import { PortfolioTotals, type PortfolioTotal } from './PortfolioTotals';
import { headingClasses, linkClasses } from './styles';

export type { PortfolioSchedule, PortfolioScheduleActions } from './HoldingSchedule';
export type { PortfolioPendingOrder } from './PendingOrders';
export type { PortfolioTotal } from './PortfolioTotals';

/** The customer's position in one series of one fund. */
export interface PortfolioHolding {
  /** Stable id, the React key. */
  id: string;
  /** Name of the fund, as the customer knows it. */
  fundName: string;
  /** The series, e.g. "Serie A". */
  seriesLabel: string;
  /** Currency of the fund: every amount of the holding is in it. */
  currency: Currency;
  /** Cuotas held, a decimal string with up to 8 decimals. */
  cuotas: string;
  /** The latest valor cuota, a decimal string. */
  valorCuota: string;
  /** The ISO day that valor cuota applies to. */
  valorCuotaDate: string;
  /** What the cuotas are worth at that valor cuota. */
  value: string;
  /** What the customer paid in, net of rescues. */
  invested: string;
  /** `value − invested`, signed: negative is a loss. */
  gain: string;
  /** The gain in percentage points of `invested`, signed; `null` when it cannot be computed. */
  gainPct: string | null;
  /** Where the fund's name leads (the position's detail). */
  href?: string;
  /** Where "Rescatar" leads (the rescue wizard for this holding); no link without it. */
  rescueHref?: string;
  /** Where "Programar rescate" leads, for a fund that takes scheduled rescues; no link without it. */
  scheduleHref?: string;
  /** The holding's monthly scheduled rescue, shown under it with its controls. */
  schedule?: PortfolioSchedule;
}

export interface PortfolioProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** One per fund series the customer holds cuotas of. */
  holdings: readonly PortfolioHolding[];
  /** One per currency the customer holds, shown side by side. */
  totals: readonly PortfolioTotal[];
  /** Orders placed and not yet settled into cuotas ("Órdenes en proceso"). */
  pendingOrders: readonly PortfolioPendingOrder[];
  /** Shows skeletons and announces "Cargando tus inversiones". @default false */
  loading?: boolean;
  /** Renders links, so the portal can pass its router's Link. @default a plain `<a>` */
  renderLink?: RenderLink;
  /** Level of the block's headings ("Tus fondos", "Órdenes en proceso"). @default 3 */
  headingLevel?: 2 | 3 | 4;
  /** The way forward when there is nothing to show, e.g. a link to the funds. */
  emptyAction?: ReactNode;
  /**
   * The portfolio could not be loaded (Spanish, what happened and what to do): a danger alert
   * with "Reintentar" in place of the portfolio, or above it when there is data to show still.
   */
  error?: string;
  /** Loads the portfolio again after an error; without it there is no "Reintentar" button. */
  onRetry?: () => void;
  /** Pause, resume and cancel of the holdings' schedules; without them the schedules only show. */
  scheduleActions?: PortfolioScheduleActions;
  /** What the last change of a schedule did (Spanish), announced politely above the holdings. */
  scheduleNotice?: string;
  /** Why the last change of a schedule failed (Spanish), announced at once. */
  scheduleError?: string;
}

const renderAnchor: RenderLink = ({ href, children, ...props }) => (
  <a href={href} {...props}>
    {children}
  </a>
);

const numberHeader = 'px-4 py-2.5 text-right font-semibold';
const numberCell = 'px-4 py-3 text-right align-top tabular-nums';

/**
 * The home page's portfolio, for HomeScreen's `investments` slot: the totals of each currency
 * side by side (soles and dollars are never added up), every holding with its cuotas, latest
 * valor cuota, value and gain or loss (in words and with its sign, never the colour alone), and
 * the orders still in process with a link to follow or continue each. From `lg` up the holdings
 * are a table; below it, cards. Both are in the markup and CSS shows one. `loading` shows
 * skeletons; `error` an alert with "Reintentar".
 */
export function Portfolio({
  holdings,
  totals,
  pendingOrders,
  loading = false,
  renderLink = renderAnchor,
  headingLevel = 3,
  emptyAction,
  error,
  onRetry,
  scheduleActions,
  scheduleNotice,
  scheduleError,
  className,
  ...props
}: PortfolioProps) {
  const Heading = `h${headingLevel}` as const;
  const holdingsId = `portfolio-holdings${useId().replace(/:/g, '')}`;
  const ordersId = `${holdingsId}-orders`;
  const holdingLink = (holding: PortfolioHolding, href: string | undefined, label: string) =>
    href
      ? renderLink({
          href,
          className: cn(linkClasses, 'inline-block text-sm'),
          children: (
            <>
              {label}
              <span className="sr-only">
                {' '}
                de {holding.fundName}, {holding.seriesLabel}
              </span>
            </>
          ),
        })
      : null;
  const rescueLink = (holding: PortfolioHolding) =>
    holding.rescueHref || (holding.scheduleHref && !holding.schedule) ? (
      <span className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
        {holdingLink(holding, holding.rescueHref, 'Rescatar')}
        {holding.schedule ? null : holdingLink(holding, holding.scheduleHref, 'Programar rescate')}
      </span>
    ) : null;
  const schedule = (holding: PortfolioHolding) =>
    holding.schedule ? (
      <HoldingSchedule
        schedule={holding.schedule}
        fundName={holding.fundName}
        actions={scheduleActions}
      />
    ) : null;
  const fundName = (holding: PortfolioHolding) =>
    holding.href
      ? renderLink({ href: holding.href, className: linkClasses, children: holding.fundName })
      : holding.fundName;

  if (loading) {
    return (
      <div data-slot="portfolio" data-state="loading" className={className} {...props}>
        <PortfolioSkeleton />
      </div>
    );
  }

  const errorAlert = error ? (
    <LoadError title="No pudimos cargar tus inversiones" onRetry={onRetry}>
      {error}
    </LoadError>
  ) : null;

  if (holdings.length === 0 && pendingOrders.length === 0) {
    if (errorAlert) {
      return (
        <div data-slot="portfolio" data-state="error" className={className} {...props}>
          {errorAlert}
        </div>
      );
    }
    return (
      <div data-slot="portfolio" data-state="empty" className={className} {...props}>
        <EmptyState
          headingLevel={headingLevel}
          icon={<Compass />}
          title="Aún no tienes inversiones"
          description="Cuando inviertas en un fondo, verás aquí tus cuotas, cuánto valen y cuánto has ganado."
          action={emptyAction}
        />
      </div>
    );
  }

  return (
    <div
      data-slot="portfolio"
      data-state={error ? 'error' : 'ready'}
      className={cn('flex flex-col gap-8 text-text', className)}
      {...props}
    >
      {errorAlert}
      {scheduleError ? <Alert variant="danger">{scheduleError}</Alert> : null}
      {/* Always in the page, so that what a schedule's change did is announced when it fills. */}
      <div role="status" className="empty:hidden">
        {scheduleNotice ? (
          <Alert variant="success" announce={false}>
            {scheduleNotice}
          </Alert>
        ) : null}
      </div>
      {totals.length > 0 ? <PortfolioTotals totals={totals} /> : null}

      <section aria-labelledby={holdingsId} className="flex flex-col gap-4">
        <Heading id={holdingsId} className={headingClasses}>
          Tus fondos
        </Heading>
        {holdings.length === 0 ? (
          <p className="text-muted">Verás aquí tus cuotas cuando se procese tu primera orden.</p>
        ) : (
          <>
            {/* `relative`: the cells' screen-reader text stays inside this scroller, not the page. */}
            <div className="relative hidden overflow-x-auto rounded-xl border border-border bg-surface lg:block">
              <table
                aria-labelledby={holdingsId}
                className="w-full border-collapse text-left text-sm text-text"
              >
                <thead>
                  <tr className="border-b border-border bg-surface-sunken">
                    <th scope="col" className="px-4 py-2.5 font-semibold">
                      Fondo
                    </th>
                    <th scope="col" className={numberHeader}>
                      Cuotas
                    </th>
                    <th scope="col" className={numberHeader}>
                      Valor cuota
                    </th>
                    <th scope="col" className={numberHeader}>
                      Invertido
                    </th>
                    <th scope="col" className={numberHeader}>
                      Valor actual
                    </th>
                    <th scope="col" className={numberHeader}>
                      Ganancia o pérdida
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {holdings.map((holding) => [
                    <tr
                      key={holding.id}
                      className={cn(
                        'border-b border-border last:border-b-0',
                        holding.schedule && 'border-b-0',
                      )}
                    >
                      <th scope="row" className="px-4 py-3 text-left align-top font-normal">
                        <span className="block font-semibold">{fundName(holding)}</span>
                        <span className="block text-muted">{holding.seriesLabel}</span>
                        {rescueLink(holding)}
                      </th>
                      <td className={numberCell}>{formatCuotas(holding.cuotas)}</td>
                      <td className={numberCell}>
                        <ValorCuota
                          value={holding.valorCuota}
                          currency={holding.currency}
                          date={holding.valorCuotaDate}
                          className="items-end"
                        />
                      </td>
                      <td className={numberCell}>
                        <Money amount={holding.invested} currency={holding.currency} />
                      </td>
                      <td className={cn(numberCell, 'font-semibold')}>
                        <Money amount={holding.value} currency={holding.currency} />
                      </td>
                      <td className={numberCell}>
                        <Gain
                          amount={holding.gain}
                          currency={holding.currency}
                          percent={holding.gainPct}
                          className="flex-wrap justify-end font-semibold"
                        />
                      </td>
                    </tr>,
                    holding.schedule ? (
                      <tr
                        key={`${holding.id}-schedule`}
                        className="border-b border-border last:border-b-0"
                      >
                        <td colSpan={6} className="px-4 pb-4">
                          {schedule(holding)}
                        </td>
                      </tr>
                    ) : null,
                  ])}
                </tbody>
              </table>
            </div>

            <ul aria-labelledby={holdingsId} className="grid gap-3 sm:grid-cols-2 lg:hidden">
              {holdings.map((holding) => (
                <li
                  key={holding.id}
                  className="@container flex flex-col gap-3 rounded-lg border border-border bg-surface p-4 text-sm shadow-sm"
                >
                  <div>
                    <p className="text-base font-semibold break-words">{fundName(holding)}</p>
                    <p className="text-muted">{holding.seriesLabel}</p>
                    {rescueLink(holding)}
                  </div>
                  <div>
                    <p className="text-muted">Valor actual</p>
                    <p className="font-display text-2xl font-bold @max-[12rem]:text-xl @max-[8.5rem]:text-lg">
                      <Money amount={holding.value} currency={holding.currency} />
                    </p>
                    <Gain
                      amount={holding.gain}
                      currency={holding.currency}
                      percent={holding.gainPct}
                      className="flex-wrap font-semibold"
                    />
                  </div>
                  <dl
                    className={cn(
                      'grid gap-x-4 gap-y-3 border-t border-border pt-3',
                      twoColumnsOrOne,
                    )}
                  >
                    <div>
                      <dt className="text-muted">Cuotas</dt>
                      <dd className="tabular-nums">{formatCuotas(holding.cuotas)}</dd>
                    </div>
                    <div>
                      <dt className="text-muted">Valor cuota</dt>
                      <dd>
                        <ValorCuota
                          value={holding.valorCuota}
                          currency={holding.currency}
                          date={holding.valorCuotaDate}
                        />
                      </dd>
                    </div>
                    <div>
                      <dt className="text-muted">Invertido</dt>
                      <dd>
                        <Money amount={holding.invested} currency={holding.currency} />
                      </dd>
                    </div>
                  </dl>
                  {schedule(holding)}
                </li>
              ))}
            </ul>
          </>
        )}
      </section>

      {pendingOrders.length > 0 ? (
        <PendingOrders
          id={ordersId}
          orders={pendingOrders}
          Heading={Heading}
          renderLink={renderLink}
        />
      ) : null}
    </div>
  );
}
