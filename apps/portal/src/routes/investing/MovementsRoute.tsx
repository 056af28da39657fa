import { useMovements } from '@saf/flows';
import { MOVEMENTS_TITLE, MovementsScreen } from '@saf/ui';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { routerLink } from '../../links';
import { saveFile } from '../../saveFile';
import { usePageTitle } from '../../usePageTitle';
import { paths } from '../../paths';
import { queries } from '../../queries';
import { TrackerDialog, usePrefetchTracker } from './TrackerDialog';

/** `/movements?orden=…`: every order with its statuses, filters, pages, CSV and tracker. */
export function Component() {
  const [params, setParams] = useSearchParams();
  const movements = useMovements({ save: saveFile });
  usePageTitle(MOVEMENTS_TITLE, Boolean(movements.filterError || movements.toError));

  // A link to one order (from home or an email) opens its tracker once the list has it.
  const linked = queries.movements(params).order;
  const [openedLink, setOpenedLink] = useState<string | null>(null);
  if (linked && linked !== openedLink && movements.items.some((o) => o.reference === linked)) {
    setOpenedLink(linked);
    movements.onOpenTracker(linked);
  }

  usePrefetchTracker(movements.state === 'ready');

  const { tracker } = movements;
  return (
    <MovementsScreen
      {...movements}
      items={movements.rows}
      loading={movements.state === 'loading'}
      error={movements.loadError}
      onRetry={movements.retry}
      onDownloadCsv={() => void movements.onDownloadCsv()}
      investHref={paths.fundList()}
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
      TrackerDialog={TrackerDialog}
      renderLink={routerLink}
    />
  );
}
