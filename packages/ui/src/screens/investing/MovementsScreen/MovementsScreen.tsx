import {
  lazy,
  Suspense,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ComponentType,
} from 'react';
import { ArrowRight, Download, SearchX, SlidersHorizontal } from '../../../icons';
import { cn } from '../../../lib/cn';
import { twoColumnsOrOne } from '../../../lib/columns';
import type { RenderLink } from '../../../composites/AppShell';
import { formatMovementDate, movementTypeLabels } from '../../../composites/MovementsList';
import { ValorCuota, formatCuotas } from '../../../composites/Portfolio';
import { Alert } from '../../../primitives/Alert';
import { Button, buttonVariants } from '../../../primitives/Button';
import { EmptyState } from '../../../primitives/EmptyState';
import { Money, type Currency } from '../../../primitives/Money';
import type { SelectOption } from '../../../primitives/SelectField';
import { Skeleton, SkeletonGroup } from '../../../primitives/Skeleton';
import {
  StatusBadge,
  type PaymentStatus,
  type ProcessStatus,
} from '../../../primitives/StatusBadge';
import { LoadError } from '../../shared/LoadError';
import { renderAnchor } from '../../shared/types';
import {
  MovementFilterFields,
  activeFilterCount,
  filterButtonLabel,
  type MovementFilters,
} from './MovementFilterFields';
import type { OrderTracker, OrderTrackerDialogProps } from './OrderTrackerDialog';

export {
  activeFilterCount,
  emptyMovementFilters,
  filterButtonLabel,
  movementFilterIds,
  type MovementFilters,
} from './MovementFilterFields';

/** One movement of the customer: a subscription or a rescue order. */
export interface MovementRow {
  /** Stable id: the React key and what `onOpenTracker` receives. */
  id: string;
  /** The order's reference, e.g. "SUS-2026-000412". */
  reference: string;
  /** ISO instant the order was placed; shown as its date in Lima. */
  date: string;
  type: 'SUBSCRIPTION' | 'RESCUE';
  fundName: string;
  /** The series, e.g. "Serie A". */
  seriesLabel: string;
  currency: Currency;
  /** The amount as an unsigned decimal string. */
  amount: string;
  /** Cuotas bought or sold (8 decimals); `null` until the order is settled. */
  cuotas: string | null;
  /** The valor cuota the order was settled at; `null` until then. */
  valorCuota: string | null;
  /** The ISO day that valor cuota applies to. */
  valorCuotaDate: string | null;
  paymentStatus: PaymentStatus;
  processStatus: ProcessStatus;
}

export interface MovementsScreenProps {
  /** The movements loaded so far, newest first. */
  items: readonly MovementRow[];
  /** The current filters. */
  filters: MovementFilters;
  /** The customer's funds; the empty first option is "Todos los fondos". */
  fundOptions: readonly SelectOption[];
  /** Subscription, rescue; the empty first option is "Todos". */
  typeOptions: readonly SelectOption[];
  /** The statuses to filter by; the empty first option is "Todos". */
  statusOptions: readonly SelectOption[];
  /** Called with a filter's name and its new value on every change. */
  onFilterChange: (name: keyof MovementFilters, value: string) => void;
  /** "Limpiar filtros": back to every movement. */
  onClearFilters: () => void;
  /** What is wrong with the dates (Spanish), e.g. "La fecha inicial debe ser anterior a la final". */
  filterError?: string;
  /** What is wrong with "Hasta" alone (Spanish), e.g. a day that does not exist. */
  toError?: string;
  /**
   * The first page (or a new filter's) is loading: skeletons in place of the list. When it ends
   * after a filter change, the number of results is announced. @default false
   */
  loading?: boolean;
  /**
   * The movements could not be loaded (Spanish): in place of the list, with "Reintentar"; with
   * movements on screen still, under them.
   */
  error?: string;
  /** "Reintentar" after an error. */
  onRetry?: () => void;
  /** There are older movements: shows "Ver más movimientos". @default false */
  hasMore?: boolean;
  /** The next page is loading: the button shows a spinner. @default false */
  loadingMore?: boolean;
  /**
   * Loads the next page (by cursor). When it arrives, "Se cargaron N movimientos más" is
   * announced and the focus moves to the first new movement.
   */
  onLoadMore?: () => void;
  /**
   * The next page could not be loaded (Spanish): shown under the list, and "Ver más
   * movimientos" stays there to try again.
   */
  loadMoreError?: string;
  /**
   * "Descargar CSV" of the filtered movements, a button the app answers by fetching the file
   * (it is behind the session's token, so it cannot be a plain link). Shown only when there are
   * movements.
   */
  onDownloadCsv?: () => void;
  /** The CSV could not be downloaded (Spanish): an alert under the page's title. */
  downloadError?: string;
  /** Where "Invertir" leads when the customer has no movements (the funds' list). */
  investHref: string;
  /** "Ver seguimiento" of a movement: load its order and pass it as `tracker`. */
  onOpenTracker: (id: string) => void;
  /** The order whose tracker is open; `undefined` closes the dialog. */
  tracker?: OrderTracker;
  /** The tracker dialog was closed. */
  onCloseTracker: () => void;
  /** The customer confirmed "Anular orden" in the tracker. */
  onCancelOrder: () => void;
  /**
   * The tracker's dialog: `OrderTrackerDialog`, or a component that loads it when first opened
   * (the dialog's code then stays out of the page's first load).
   */
  TrackerDialog: ComponentType<OrderTrackerDialogProps>;
  /** Renders links, so the portal can pass its router's Link. @default a plain `<a>` */
  renderLink?: RenderLink;
}

// The filters' dialog is fetched when a narrow screen shows "Filtrar", not in the page's first load.
const loadFiltersDialog = () => import('./MovementFiltersDialog');
const MovementFiltersDialog = lazy(() =>
  loadFiltersDialog().then((m) => ({ default: m.MovementFiltersDialog })),
);

/**
 * Where the table starts (Tailwind's `lg`): from there the filters stay on the page above it; on
 * a narrower screen the cards come first and the filters wait behind "Filtrar".
 */
const WIDE_QUERY = '(min-width: 64rem)';
function subscribeToWidth(onChange: () => void) {
  const query = window.matchMedia(WIDE_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}
function useWideScreen(): boolean {
  return useSyncExternalStore(
    subscribeToWidth,
    () => window.matchMedia(WIDE_QUERY).matches,
    () => true,
  );
}

function countLabel(count: number): string {
  return count === 1 ? '1 movimiento' : `${count} movimientos`;
}

/** "Se cargaron 20 movimientos más", "Se cargó 1 movimiento más". */
export function loadedMoreMessage(count: number): string {
  return count === 1 ? 'Se cargó 1 movimiento más' : `Se cargaron ${count} movimientos más`;
}

const headerCell = 'px-3 py-2.5 font-semibold';
const numberHeader = 'px-3 py-2.5 text-right font-semibold';
const cell = 'px-3 py-3 align-top';
const numberCell = 'px-3 py-3 text-right align-top tabular-nums';
const focusTargetClasses =
  'focus-visible:outline-3 focus-visible:-outline-offset-3 focus-visible:outline-focus';

/** The payment and the order's own status, each named: both lists have a "Pendiente". */
function Statuses({ row, className }: { row: MovementRow; className?: string }) {
  return (
    <dl
      className={cn(
        // One column on a card too narrow for a label and its badge side by side (larger text).
        'grid grid-cols-[auto_auto] items-center justify-start gap-x-2 gap-y-1.5 @max-[15rem]:grid-cols-1',
        className,
      )}
    >
      <dt className="text-xs font-semibold text-muted">Pago</dt>
      <dd>
        <StatusBadge kind="payment" status={row.paymentStatus} />
      </dd>
      <dt className="text-xs font-semibold text-muted">Orden</dt>
      <dd>
        <StatusBadge kind="process" status={row.processStatus} />
      </dd>
    </dl>
  );
}

/** Cuotas are settled later; a refused or annulled order never gets any. */
function notSettledText(row: MovementRow): string {
  return row.paymentStatus === 'REJECTED' || row.processStatus === 'ANNULLED'
    ? 'No aplica'
    : 'Por asignar';
}

function CuotasValue({ row }: { row: MovementRow }) {
  return row.cuotas ? (
    <>{formatCuotas(row.cuotas)}</>
  ) : (
    <span className="text-muted">{notSettledText(row)}</span>
  );
}

function ValorCuotaValue({ row, className }: { row: MovementRow; className?: string }) {
  return row.valorCuota ? (
    <ValorCuota
      value={row.valorCuota}
      currency={row.currency}
      date={row.valorCuotaDate}
      className={className}
    />
  ) : (
    <span className="text-muted">{notSettledText(row)}</span>
  );
}

function TrackerButton({
  row,
  onOpenTracker,
  className,
}: {
  row: MovementRow;
  onOpenTracker: (id: string) => void;
  className?: string;
}) {
  return (
    <Button
      variant="secondary"
      size="sm"
      className={className}
      onClick={() => onOpenTracker(row.id)}
    >
      Ver seguimiento
      <span className="sr-only"> de la orden {row.reference}</span>
    </Button>
  );
}

/** The page's heading, and its title. */
export const MOVEMENTS_TITLE = 'Movimientos';

/**
 * "Movimientos": the customer's subscriptions and rescues, filtered by fund, type, status and
 * dates, newest first and loaded by pages ("Ver más movimientos"). From `lg` up it is a table
 * with a caption; below it the same rows are cards (both are in the markup and CSS shows one).
 * The filters follow the same line: from `lg` up they sit above the table (about a fifth of the
 * first screen); below it the cards come first and the filters wait behind "Filtrar (2)", which
 * counts those set and opens them in a dialog ("Limpiar filtros" beside it clears them).
 * Each movement opens its order tracker, where an order still pending can be annulled.
 * "Descargar CSV" is a button the app answers (the file is behind the session's token).
 */
export function MovementsScreen({
  items,
  filters,
  fundOptions,
  typeOptions,
  statusOptions,
  onFilterChange,
  onClearFilters,
  filterError,
  toError,
  loading = false,
  error,
  onRetry,
  hasMore = false,
  loadingMore = false,
  onLoadMore,
  loadMoreError,
  onDownloadCsv,
  downloadError,
  investHref,
  onOpenTracker,
  tracker,
  onCloseTracker,
  onCancelOrder,
  TrackerDialog,
  renderLink = renderAnchor,
}: MovementsScreenProps) {
  const rootRef = useRef<HTMLDivElement>(null);
  const activeCount = activeFilterCount(filters);
  const filtered = activeCount > 0;
  const wide = useWideScreen();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const filterButtonRef = useRef<HTMLButtonElement>(null);
  // Leaving the narrow layout puts the filters back on the page: the dialog has nothing to show.
  if (wide && filtersOpen) setFiltersOpen(false);
  useEffect(() => {
    if (!wide) void loadFiltersDialog().catch(() => undefined);
  }, [wide]);
  const filterFields = {
    filters,
    fundOptions,
    typeOptions,
    statusOptions,
    onFilterChange,
    filterError,
    toError,
  };
  const ready = !loading && !(error && items.length === 0);
  const neverInvested = ready && items.length === 0 && !filtered;
  // What the list shows, said inside the filters' dialog (the page behind it is hidden then).
  const listStatus = loading
    ? 'Buscando movimientos…'
    : error && items.length === 0
      ? 'No pudimos cargar tus movimientos.'
      : filterError || toError
        ? 'Corrige las fechas para ver tus movimientos.'
        : items.length === 0
          ? 'Ningún movimiento coincide con los filtros.'
          : `Se muestran ${countLabel(items.length)}.`;

  // What the polite live region says; `nonce` makes a repeated message be read again.
  const [announcement, setAnnouncement] = useState({ text: '', nonce: 0 });
  const announce = (text: string) =>
    setAnnouncement((previous) => ({ text, nonce: previous.nonce + 1 }));
  const [focusId, setFocusId] = useState<string | null>(null);

  // Adjusting state to the props (React's pattern, no effect): a page asked for with
  // "Ver más movimientos" has arrived, or a new filter's results have.
  const [pendingMore, setPendingMore] = useState<{ count: number; sawLoading: boolean } | null>(
    null,
  );
  if (pendingMore) {
    if (loadingMore && !pendingMore.sawLoading) {
      setPendingMore({ ...pendingMore, sawLoading: true });
    } else if (!loadingMore && items.length > pendingMore.count) {
      const added = items.length - pendingMore.count;
      setPendingMore(null);
      announce(loadedMoreMessage(added));
      setFocusId(items[pendingMore.count]!.id);
    } else if (!loadingMore && pendingMore.sawLoading) {
      setPendingMore(null);
    }
  }
  const [wasLoading, setWasLoading] = useState({ loading, shownBefore: !loading });
  if (wasLoading.loading !== loading) {
    setWasLoading({ loading, shownBefore: wasLoading.shownBefore || !loading });
    // The first page is not announced: only what a change of filters brought.
    if (!loading && wasLoading.shownBefore && !error) {
      announce(
        items.length === 0
          ? filtered
            ? 'Ningún movimiento coincide con los filtros'
            : 'Aún no tienes movimientos'
          : `Se muestran ${countLabel(items.length)}`,
      );
    }
  }

  useEffect(() => {
    if (!focusId || !rootRef.current) return;
    // Both the table and the cards are in the markup: focus the one on screen.
    const targets = rootRef.current.querySelectorAll<HTMLElement>(
      `[data-focus-id="${CSS.escape(focusId)}"]`,
    );
    [...targets].find((target) => target.getClientRects().length > 0)?.focus();
  }, [focusId]);

  const loadMore = () => {
    if (loadingMore || !onLoadMore) return;
    setPendingMore({ count: items.length, sawLoading: false });
    onLoadMore();
  };

  const csvButton =
    onDownloadCsv && ready && items.length > 0 ? (
      <Button
        variant="secondary"
        size="sm"
        onClick={onDownloadCsv}
        startIcon={<Download aria-hidden className="size-4" />}
      >
        Descargar CSV
        <span className="sr-only"> de los movimientos</span>
      </Button>
    ) : null;

  return (
    <div
      ref={rootRef}
      data-slot="movements-screen"
      data-state={loading ? 'loading' : error ? 'error' : 'ready'}
      className="flex flex-col gap-6 text-text"
    >
      <header className="flex flex-wrap items-end justify-between gap-x-6 gap-y-3">
        <div>
          <h1 className="font-display text-2xl font-bold tracking-tight sm:text-3xl">
            {MOVEMENTS_TITLE}
          </h1>
          <p className="mt-1 text-muted">Tus suscripciones y rescates, y en qué va cada orden.</p>
        </div>
        {wide ? csvButton : null}
      </header>

      {downloadError ? (
        <Alert variant="danger" title="No pudimos descargar el CSV">
          {downloadError}
        </Alert>
      ) : null}

      {neverInvested ? null : wide ? (
        <section
          aria-label="Filtrar movimientos"
          className="flex flex-col gap-4 rounded-xl border border-border bg-surface p-4 sm:p-5"
        >
          <MovementFilterFields {...filterFields}>
            {filtered ? (
              <Button variant="ghost" onClick={onClearFilters} className="self-end sm:ms-auto">
                Limpiar filtros
              </Button>
            ) : null}
          </MovementFilterFields>
        </section>
      ) : (
        <div data-slot="movements-filter-bar" className="flex flex-wrap items-center gap-3">
          <Button
            ref={filterButtonRef}
            variant="secondary"
            size="sm"
            aria-haspopup="dialog"
            aria-expanded={filtersOpen}
            onClick={() => setFiltersOpen(true)}
            startIcon={<SlidersHorizontal aria-hidden className="size-4" />}
          >
            {/* The count is seen as "(2)" and heard as ", 2 filtros activos". */}
            <span aria-hidden="true">Filtrar{activeCount > 0 ? ` (${activeCount})` : ''}</span>
            <span className="sr-only">{filterButtonLabel(activeCount)}</span>
          </Button>
          {filtered ? (
            <Button variant="ghost" size="sm" onClick={onClearFilters}>
              Limpiar filtros
            </Button>
          ) : null}
          {csvButton ? <div className="ms-auto">{csvButton}</div> : null}
          {filtersOpen ? (
            <Suspense fallback={null}>
              <MovementFiltersDialog
                {...filterFields}
                open
                onOpenChange={setFiltersOpen}
                filtered={filtered}
                onClearFilters={onClearFilters}
                status={listStatus}
              />
            </Suspense>
          ) : null}
        </div>
      )}

      <p role="status" className="sr-only">
        {announcement.text}
        {announcement.nonce % 2 ? '\u00a0' : ''}
      </p>

      {loading ? <MovementsSkeleton /> : null}

      {!loading && error && items.length === 0 ? (
        <LoadError title="No pudimos cargar tus movimientos" onRetry={onRetry}>
          {error}
        </LoadError>
      ) : null}

      {neverInvested ? (
        <EmptyState
          title="Aún no tienes movimientos"
          description="Cuando inviertas o rescates, verás aquí cada orden, sus cuotas y en qué va."
          action={renderLink({
            href: investHref,
            className: buttonVariants({ variant: 'primary' }),
            children: (
              <>
                Invertir
                <ArrowRight aria-hidden className="size-4" />
              </>
            ),
          })}
        />
      ) : null}

      {ready && items.length === 0 && (filterError || toError) ? (
        <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-border-strong px-4 py-8 text-center text-muted">
          <p>Corrige las fechas para ver tus movimientos.</p>
          {wide ? null : (
            <Button
              variant="secondary"
              size="sm"
              onClick={() => {
                // The dialog gives the focus back to what had it: "Filtrar", which stays.
                filterButtonRef.current?.focus();
                setFiltersOpen(true);
              }}
            >
              Corregir las fechas
            </Button>
          )}
        </div>
      ) : null}

      {ready && items.length === 0 && filtered && !filterError && !toError ? (
        <EmptyState
          icon={<SearchX />}
          title="Ningún movimiento coincide con los filtros"
          description="Prueba con otro fondo, tipo, estado o rango de fechas, o limpia los filtros para ver todos tus movimientos."
          action={<Button onClick={onClearFilters}>Limpiar filtros</Button>}
        />
      ) : null}

      {!loading && items.length > 0 ? (
        <>
          <MovementsTable items={items} onOpenTracker={onOpenTracker} />
          <MovementCards items={items} onOpenTracker={onOpenTracker} />
          {error ? (
            <LoadError title="No pudimos actualizar tus movimientos" onRetry={onRetry}>
              {error}
            </LoadError>
          ) : null}
          {loadMoreError && !loadingMore ? (
            <Alert variant="danger" title="No pudimos cargar más movimientos">
              {loadMoreError}
            </Alert>
          ) : null}
          {hasMore ? (
            <div className="flex justify-center">
              <Button
                variant="secondary"
                loading={loadingMore}
                loadingLabel="Cargando más movimientos"
                onClick={loadMore}
                className="w-full sm:w-auto"
              >
                Ver más movimientos
              </Button>
            </div>
          ) : null}
        </>
      ) : null}

      <TrackerDialog tracker={tracker} onClose={onCloseTracker} onCancelOrder={onCancelOrder} />
    </div>
  );
}

interface RowsProps {
  items: readonly MovementRow[];
  onOpenTracker: (id: string) => void;
}

function MovementsTable({ items, onOpenTracker }: RowsProps) {
  return (
    // `relative`: the cells' screen-reader text stays inside this scroller, not the page.
    <div className="relative hidden overflow-x-auto rounded-xl border border-border bg-surface lg:block">
      <table className="w-full border-collapse text-left text-sm text-text">
        <caption className="sr-only">Movimientos, del más reciente al más antiguo</caption>
        <thead>
          <tr className="border-b border-border bg-surface-sunken">
            <th scope="col" className={headerCell}>
              Fecha
            </th>
            <th scope="col" className={headerCell}>
              Operación
            </th>
            <th scope="col" className={headerCell}>
              Fondo
            </th>
            <th scope="col" className={numberHeader}>
              Monto
            </th>
            <th scope="col" className={numberHeader}>
              Cuotas
            </th>
            <th scope="col" className={numberHeader}>
              Valor cuota
            </th>
            <th scope="col" className={headerCell}>
              Estado
            </th>
            <th scope="col" className={headerCell}>
              <span className="sr-only">Seguimiento</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((row) => (
            <tr key={row.id} className="border-b border-border last:border-b-0">
              <td className={cn(cell, 'whitespace-nowrap')}>
                <time dateTime={row.date}>{formatMovementDate(row.date)}</time>
              </td>
              <th
                scope="row"
                tabIndex={-1}
                data-focus-id={row.id}
                className={cn(cell, 'text-left font-normal', focusTargetClasses)}
              >
                <span className="block font-semibold">{movementTypeLabels[row.type]}</span>
                <span className="block text-xs whitespace-nowrap text-muted">{row.reference}</span>
              </th>
              <td className={cell}>
                <span className="block font-semibold">{row.fundName}</span>
                <span className="block text-muted">{row.seriesLabel}</span>
              </td>
              <td className={cn(numberCell, 'font-semibold')}>
                <Money amount={row.amount} currency={row.currency} />
              </td>
              <td className={cn(numberCell, 'whitespace-nowrap')}>
                <CuotasValue row={row} />
              </td>
              <td className={numberCell}>
                <ValorCuotaValue row={row} className="items-end" />
              </td>
              <td className={cell}>
                <Statuses row={row} />
              </td>
              <td className={cn(cell, 'text-right')}>
                {/* One line: a table gives a column no more than its cells' narrowest. */}
                <TrackerButton
                  row={row}
                  onOpenTracker={onOpenTracker}
                  className="whitespace-nowrap"
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function MovementCards({ items, onOpenTracker }: RowsProps) {
  return (
    <ul aria-label="Movimientos" className="grid gap-3 md:grid-cols-2 lg:hidden">
      {items.map((row) => (
        <li
          key={row.id}
          tabIndex={-1}
          data-focus-id={row.id}
          className={cn(
            '@container flex flex-col gap-3 rounded-lg border border-border bg-surface p-4 text-sm shadow-sm',
            focusTargetClasses,
          )}
        >
          {/* The amount under the fund's name on a card too narrow for both (larger text). */}
          <div className="flex items-start justify-between gap-3 @max-[15rem]:flex-col @max-[15rem]:gap-1">
            <div className="min-w-0">
              <p className="text-base font-semibold break-words">{row.fundName}</p>
              <p className="text-muted">{row.seriesLabel}</p>
            </div>
            <Money
              amount={row.amount}
              currency={row.currency}
              className="text-base font-semibold"
            />
          </div>
          <p className="text-muted">
            <span className="font-semibold text-text">{movementTypeLabels[row.type]}</span>
            <span aria-hidden="true"> · </span>
            <span className="sr-only">, </span>
            <time dateTime={row.date}>{formatMovementDate(row.date)}</time>
            <span aria-hidden="true"> · </span>
            <span className="sr-only">, orden </span>
            {row.reference}
          </p>
          <dl className={cn('grid gap-x-4 gap-y-3 border-t border-border pt-3', twoColumnsOrOne)}>
            <div>
              <dt className="text-muted">Cuotas</dt>
              <dd className="tabular-nums">
                <CuotasValue row={row} />
              </dd>
            </div>
            <div>
              <dt className="text-muted">Valor cuota</dt>
              <dd>
                <ValorCuotaValue row={row} />
              </dd>
            </div>
          </dl>
          <Statuses row={row} />
          <TrackerButton row={row} onOpenTracker={onOpenTracker} className="w-full" />
        </li>
      ))}
    </ul>
  );
}

/** Skeleton rows while the first page or a new filter loads. */
function MovementsSkeleton() {
  return (
    <SkeletonGroup
      label="Cargando movimientos"
      className="rounded-xl border border-border bg-surface"
    >
      {[0, 1, 2, 3].map((row) => (
        <div
          key={row}
          className="flex flex-col gap-2 border-b border-border px-4 py-4 last:border-b-0 lg:grid lg:grid-cols-[1fr_1fr_2fr_1fr_1fr_1fr_1.5fr_1.5fr] lg:items-center lg:gap-6"
        >
          <Skeleton className="w-1/2 lg:w-full" />
          <Skeleton className="hidden lg:block" />
          <Skeleton className="w-3/4 lg:w-full" />
          <Skeleton className="w-1/3 lg:w-full" />
          <Skeleton className="hidden lg:block" />
          <Skeleton className="hidden lg:block" />
          <Skeleton variant="block" className="h-6 w-24 rounded-full" />
          <Skeleton variant="block" className="hidden h-9 w-full rounded-md lg:block" />
        </div>
      ))}
    </SkeletonGroup>
  );
}
