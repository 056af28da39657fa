export {
  InvestmentReceiptStepScreen,
  RECEIPT_ACCEPT,
  RECEIPT_DEFAULT_MAX_BYTES,
  investmentReceiptFieldIds,
  type InvestmentReceiptStepScreenProps,
  type InvestmentReceiptValues,
} from './InvestmentReceiptStepScreen';
