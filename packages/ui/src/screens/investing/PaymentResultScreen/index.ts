export {
  PAYMENT_RESULT_TITLES,
  PaymentResultScreen,
  type PaymentResult,
  type PaymentResultScreenProps,
} from './PaymentResultScreen';
