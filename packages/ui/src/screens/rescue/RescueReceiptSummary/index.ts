export { RescueReceiptSummary, type RescueReceiptSummaryProps } from './RescueReceiptSummary';
