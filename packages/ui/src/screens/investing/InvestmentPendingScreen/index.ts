export {
  InvestmentPendingScreen,
  type InvestmentPendingScreenProps,
} from './InvestmentPendingScreen';
