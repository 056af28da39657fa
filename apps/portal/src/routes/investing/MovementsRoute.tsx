import { useMovements } from '@saf/flows';
import { MovementsScreen } from '@saf/ui';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { routerLink } from '../../links';
import { saveFile } from '../../saveFile';
import { usePageTitle } from '../../usePageTitle';

/** `/movements?orden=…`: every order with its statuses, filters, pages, CSV and tracker. */
export function Component() {
  const [params, setParams] = useSearchParams();
  const movements = useMovements({ save: saveFile });
  usePageTitle('Movimientos', Boolean(movements.filterError));

  // A link to one order (from home or an email) opens its tracker once the list has it.
  const linked = params.get('orden');
  const { onOpenTracker, items } = movements;
  const found = linked ? items.some((o) => o.reference === linked) : false;
  useEffect(() => {
    if (linked && found) onOpenTracker(linked);
  }, [linked, found, onOpenTracker]);

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
      loading={movements.state === 'loading'}
      error={movements.loadError}
      onRetry={movements.retry}
      loadMoreError={movements.loadMoreError}
      hasMore={movements.hasMore}
      loadingMore={movements.loadingMore}
      onLoadMore={movements.onLoadMore}
      onDownloadCsv={() => void movements.onDownloadCsv()}
      downloadError={movements.downloadError}
      investHref="/products/recommended"
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
      renderLink={routerLink}
    />
  );
}
