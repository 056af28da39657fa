import { OrderTrackerDialog } from '@saf/ui';

/** The order tracker's dialog, in its own chunk: the movements page paints without it. */
export default OrderTrackerDialog;
