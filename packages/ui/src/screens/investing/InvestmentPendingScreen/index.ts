export {
  INVESTMENT_PENDING_TITLE,
  InvestmentPendingScreen,
  type InvestmentPendingScreenProps,
} from './InvestmentPendingScreen';
