import { useId, type HTMLAttributes, type ReactNode } from 'react';
import { Clock, Compass, Info } from '../../icons';
import { cn } from '../../lib/cn';
import { twoColumnsOrOne } from '../../lib/columns';
import { Alert } from '../../primitives/Alert';
import { LoadError } from '../../primitives/Alert/LoadError';
import { EmptyState } from '../../primitives/EmptyState';
import { Money, currencyWords, type Currency } from '../../primitives/Money';
import { Skeleton, SkeletonGroup } from '../../primitives/Skeleton';
import type { RenderLink } from '../AppShell';
import { formatMovementDate } from '../MovementsList/formatDate';
import { formatCuotas } from './format';
import { Gain } from './Gain';
import { ValorCuota } from './ValorCuota';
import {
  HoldingSchedule,
  type PortfolioSchedule,
  type PortfolioScheduleActions,
} from './HoldingSchedule';

export type { PortfolioSchedule, PortfolioScheduleActions } from './HoldingSchedule';

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

/** The totals of the holdings of one currency. Totals are never added across currencies. */
export interface PortfolioTotal {
  currency: Currency;
  value: string;
  invested: string;
  /** Signed: negative is a loss. */
  gain: string;
  gainPct: string | null;
}

/** An order that has not become cuotas yet. */
export interface PortfolioPendingOrder {
  id: string;
  /** The order's reference, e.g. "SUS-2026-000412". */
  reference: string;
  fundName: string;
  /** The amount as a decimal string. */
  amount: string;
  currency: Currency;
  /** ISO instant the order was placed; shown as its date in Lima. */
  createdAt: string;
  /** Where the order stands, in the customer's words, e.g. "Validando tu pago". */
  statusLabel: string;
  /** Where the order's link leads: its tracker, or the step where the customer continues it. */
  href?: string;
  /**
   * The link's words, e.g. "Continuar con el pago" for a transfer still waiting for its receipt;
   * screen readers hear the order's reference after them. @default 'Ver seguimiento'
   */
  linkLabel?: string;
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

const linkClasses =
  'rounded-sm font-semibold text-primary underline underline-offset-2 hover:text-primary-hover focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus';
const headingClasses = 'font-display text-lg font-semibold';
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
        <SkeletonGroup label="Cargando tus inversiones" className="flex flex-col gap-6">
          <div className="grid gap-4 sm:grid-cols-2">
            {[0, 1].map((card) => (
              <div
                key={card}
                className="flex flex-col gap-3 rounded-xl border border-border bg-surface p-5"
              >
                <Skeleton className="w-1/3" />
                <Skeleton variant="block" className="h-8 w-1/2" />
                <Skeleton lines={2} className="w-2/3" />
              </div>
            ))}
          </div>
          <div className="rounded-xl border border-border bg-surface">
            {[0, 1, 2].map((row) => (
              <div
                key={row}
                className="flex flex-col gap-2 border-b border-border px-4 py-4 last:border-b-0 lg:grid lg:grid-cols-[2fr_1fr_1fr_1fr_1fr_1fr] lg:gap-6"
              >
                <Skeleton className="w-2/3 lg:w-full" />
                <Skeleton className="w-1/2 lg:w-full" />
                <Skeleton className="hidden lg:block" />
                <Skeleton className="hidden lg:block" />
                <Skeleton className="hidden lg:block" />
                <Skeleton className="w-1/3 lg:w-full" />
              </div>
            ))}
          </div>
        </SkeletonGroup>
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
      {totals.length > 0 ? (
        <div className="flex flex-col gap-3">
          <ul aria-label="Totales por moneda" className="grid gap-4 sm:grid-cols-2">
            {totals.map((total) => (
              <li
                key={total.currency}
                data-currency={total.currency}
                className="@container rounded-xl border border-border bg-surface p-5 shadow-sm"
              >
                <p className="text-sm font-semibold text-muted">
                  Total en {currencyWords[total.currency]}
                </p>
                {/* Smaller where the customer's larger text leaves the card too narrow for it. */}
                <p className="mt-1 font-display text-3xl font-bold @max-[12rem]:text-xl @max-[8.5rem]:text-base">
                  <Money amount={total.value} currency={total.currency} />
                </p>
                {/* A label and its value on one line while they fit, the value under it when not. */}
                <dl className="mt-3 flex flex-col gap-1 text-sm">
                  <div className="flex flex-wrap items-baseline gap-x-3">
                    <dt className="text-muted">Invertido</dt>
                    <dd>
                      <Money amount={total.invested} currency={total.currency} />
                    </dd>
                  </div>
                  <div className="flex flex-wrap items-baseline gap-x-3">
                    <dt className="text-muted">Ganancia o pérdida</dt>
                    <dd>
                      <Gain
                        amount={total.gain}
                        currency={total.currency}
                        percent={total.gainPct}
                        className="flex-wrap font-semibold"
                      />
                    </dd>
                  </div>
                </dl>
              </li>
            ))}
          </ul>
          <p className="flex items-start gap-2 text-sm text-muted">
            <Info aria-hidden className="mt-0.5 size-4 shrink-0" />
            Los totales se muestran por moneda: los montos en soles y en dólares no se suman.
          </p>
        </div>
      ) : null}

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
        <section aria-labelledby={ordersId} className="@container flex flex-col gap-4">
          <Heading id={ordersId} className={headingClasses}>
            Órdenes en proceso
          </Heading>
          <ul className="rounded-xl border border-border bg-surface text-sm">
            {pendingOrders.map((order) => (
              <li
                key={order.id}
                // One grid per row with the same fixed columns where the list has room for them at
                // the customer's text size (a container's rem grows with it), so the rows line
                // up; with less room the fund and the amount share the first line, and the amount
                // goes under the fund when the fund's name would not keep whole words beside it.
                className="flex flex-wrap gap-x-4 gap-y-2 border-b border-border p-4 last:border-b-0 @min-[56rem]:grid @min-[56rem]:grid-cols-[minmax(0,1fr)_18rem_8rem_11rem] @min-[56rem]:items-center @min-[56rem]:gap-x-6"
              >
                <div className="order-1 min-w-0 flex-[1_1_10rem] @min-[56rem]:col-start-1 @min-[56rem]:row-start-1">
                  <p className="text-base font-semibold break-words">{order.fundName}</p>
                  <p className="text-muted">
                    Orden {order.reference}
                    <span aria-hidden="true"> · </span>
                    <span className="sr-only">, del </span>
                    <time dateTime={order.createdAt}>{formatMovementDate(order.createdAt)}</time>
                  </p>
                </div>
                <p className="order-3 flex basis-full items-center gap-1.5 font-medium @min-[56rem]:col-start-2 @min-[56rem]:row-start-1">
                  <Clock aria-hidden className="size-4 shrink-0 text-info" />
                  {order.statusLabel}
                </p>
                <Money
                  amount={order.amount}
                  currency={order.currency}
                  className="order-2 ms-auto text-right text-base font-semibold @min-[56rem]:col-start-3 @min-[56rem]:row-start-1"
                />
                {order.href
                  ? renderLink({
                      href: order.href,
                      className: cn(
                        linkClasses,
                        'order-4 @min-[56rem]:col-start-4 @min-[56rem]:row-start-1 @min-[56rem]:justify-self-end',
                      ),
                      children: (
                        <>
                          {order.linkLabel ?? 'Ver seguimiento'}
                          <span className="sr-only"> de la orden {order.reference}</span>
                        </>
                      ),
                    })
                  : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
