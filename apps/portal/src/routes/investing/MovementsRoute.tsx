import { useMovements } from '@saf/flows';
import { MovementsScreen, type OrderTrackerDialogProps } from '@saf/ui';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { routerLink } from '../../links';
import { saveFile } from '../../saveFile';
import { usePageTitle } from '../../usePageTitle';
import { paths, queries } from '../../paths';

const TRACKER_CODE = () => import('./OrderTracker');
const LazyTracker = lazy(TRACKER_CODE);

/** The tracker's dialog, fetched the first time an order is opened (and kept afterwards). */
function TrackerDialog(props: OrderTrackerDialogProps) {
  const [opened, setOpened] = useState(false);
  if (props.tracker && !opened) setOpened(true);
  return opened ? (
    <Suspense fallback={null}>
      <LazyTracker {...props} />
    </Suspense>
  ) : null;
}

/** `/movements?orden=…`: every order with its statuses, filters, pages, CSV and tracker. */
export function Component() {
  const [params, setParams] = useSearchParams();
  const movements = useMovements({ save: saveFile });
  usePageTitle('Movimientos', Boolean(movements.filterError || movements.toError));

  // A link to one order (from home or an email) opens its tracker once the list has it.
  const linked = queries.movements(params).order;
  const [openedLink, setOpenedLink] = useState<string | null>(null);
  if (linked && linked !== openedLink && movements.items.some((o) => o.reference === linked)) {
    setOpenedLink(linked);
    movements.onOpenTracker(linked);
  }

  // The dialog's code is fetched once the list is on screen, so opening an order does not wait.
  const listed = movements.state === 'ready';
  useEffect(() => {
    if (listed) void TRACKER_CODE().catch(() => undefined);
  }, [listed]);

  const tracker = movements.tracker;
  return (
    <MovementsScreen
      items={movements.rows}
      filters={movements.filters}
      fundOptions={movements.fundOptions}
      typeOptions={movements.typeOptions}
      statusOptions={movements.statusOptions}
      onFilterChange={movements.onFilterChange}
      onClearFilters={movements.onClearFilters}
      filterError={movements.filterError}
      toError={movements.toError}
      loading={movements.state === 'loading'}
      error={movements.loadError}
      onRetry={movements.retry}
      loadMoreError={movements.loadMoreError}
      hasMore={movements.hasMore}
      loadingMore={movements.loadingMore}
      onLoadMore={movements.onLoadMore}
      onDownloadCsv={() => void movements.onDownloadCsv()}
      downloadError={movements.downloadError}
      investHref={paths.fundList()}
      onOpenTracker={movements.onOpenTracker}
      tracker={
        tracker && {
          ...tracker,
          onDownloadReceipt: tracker.hasReceipt ? movements.onDownloadReceipt : undefined,
        }
      }
      onCloseTracker={() => {
        movements.onCloseTracker();
        if (linked) setParams({}, { replace: true });
      }}
      onCancelOrder={movements.onCancelOrder}
      TrackerDialog={TrackerDialog}
      renderLink={routerLink}
    />
  );
}
