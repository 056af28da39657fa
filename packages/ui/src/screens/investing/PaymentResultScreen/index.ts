export {
  PaymentResultScreen,
  type PaymentResult,
  type PaymentResultScreenProps,
} from './PaymentResultScreen';
