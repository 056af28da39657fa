export {
  InvestmentDetailStepScreen,
  investmentDetailFieldIds,
  type InvestmentDetailStepScreenProps,
  type InvestmentDetailValues,
  type InvestmentDocument,
  type InvestmentFees,
  type InvestmentSeriesOption,
  type InvestmentSuitability,
  type InvestmentTradeDate,
} from './InvestmentDetailStepScreen';
