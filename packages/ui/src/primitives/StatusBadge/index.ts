export {
  StatusBadge,
  paymentStatusLooks,
  processStatusLooks,
  statusLabel,
  type PaymentStatus,
  type ProcessStatus,
  type StatusBadgeProps,
  type StatusValue,
} from './StatusBadge';
