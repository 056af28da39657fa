export {
  InvestmentBankStepScreen,
  investmentBankFieldIds,
  type InvestmentCollectorAccount,
  type InvestmentBankStepScreenProps,
  type InvestmentBankValues,
  type InvestmentPaymentMethod,
} from './InvestmentBankStepScreen';
export type { InvestmentSummary } from '../InvestmentSummaryCard';
