import type { OrderTrackerDialogProps } from '@saf/ui';
import { lazy, Suspense, useEffect, useState } from 'react';

const TRACKER_CODE = () => import('./OrderTracker');
const LazyTracker = lazy(TRACKER_CODE);

/** The tracker's dialog, fetched the first time an order is opened (and kept afterwards). */
export function TrackerDialog(props: OrderTrackerDialogProps) {
  const [opened, setOpened] = useState(false);
  if (props.tracker && !opened) setOpened(true);
  return opened ? (
    <Suspense fallback={null}>
      <LazyTracker {...props} />
    </Suspense>
  ) : null;
}

/** Fetches the dialog's code once the list is on screen, so opening an order does not wait. */
export function usePrefetchTracker(listed: boolean) {
  useEffect(() => {
    if (listed) void TRACKER_CODE().catch(() => undefined);
  }, [listed]);
}
