export {
  InvestmentFrame,
  investmentFrameOf,
  investmentSteps,
  type InvestmentFrameProps,
  type InvestmentFrameState,
  type InvestmentStepFrameState,
  type InvestmentStepId,
} from './InvestmentFrame';
