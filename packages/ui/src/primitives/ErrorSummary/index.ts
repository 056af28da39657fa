export {
  ErrorSummary,
  errorSummaryTitle,
  type ErrorSummaryProps,
  type FormError,
} from './ErrorSummary';
