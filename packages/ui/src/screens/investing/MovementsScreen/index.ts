export {
  MOVEMENTS_TITLE,
  MovementsScreen,
  emptyMovementFilters,
  loadedMoreMessage,
  movementFilterIds,
  type MovementFilters,
  type MovementRow,
  type MovementsScreenProps,
} from './MovementsScreen';
export {
  OrderTrackerDialog,
  formatStepDate,
  type OrderTracker,
  type OrderTrackerDialogProps,
  type OrderTrackerStep,
  type OrderTrackerStepState,
} from './OrderTrackerDialog';
export type { PayoutAccountChoice } from './PayoutAccountChoice';
