import {
  lazy,
  Suspense,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ComponentType,
} from 'react';
import { Download, SearchX, SlidersHorizontal } from '../../../icons';
import type { RenderLink } from '../../../composites/AppShell';
import { Alert } from '../../../primitives/Alert';
import { Button } from '../../../primitives/Button';
import { EmptyState } from '../../../primitives/EmptyState';
import type { SelectOption } from '../../../primitives/SelectField';
import { LoadError } from '../../shared/LoadError';
import { renderAnchor } from '../../shared/types';
import {
  MovementFilterFields,
  activeFilterCount,
  filterButtonLabel,
  type MovementFilters,
} from './MovementFilterFields';
import { MovementCards } from './MovementCards';
import type { MovementRow } from './movementCells';
import { MovementsSkeleton } from './MovementsSkeleton';
import { MovementsTable } from './MovementsTable';
import type { OrderTracker, OrderTrackerDialogProps } from './OrderTrackerDialog';

export {
  activeFilterCount,
  emptyMovementFilters,
  filterButtonLabel,
  movementFilterIds,
  type MovementFilters,
} from './MovementFilterFields';
import { EmptyStateLink } from '../../shared/EmptyStateLink';
export type { MovementRow } from './movementCells';

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
        <EmptyStateLink
          title="Aún no tienes movimientos"
          description="Cuando inviertas o rescates, verás aquí cada orden, sus cuotas y en qué va."
          href={investHref}
          label="Invertir"
          renderLink={renderLink}
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
