export {
  MovementsList,
  movementTypeLabels,
  type Movement,
  type MovementType,
  type MovementsListProps,
} from './MovementsList';
export { formatMovementDate } from './formatDate';
