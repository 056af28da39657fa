export {
  RISK_RESULT_TITLE,
  RiskResultScreen,
  type RecommendedFund,
  type RiskResultScreenProps,
  type RiskScoreBand,
} from './RiskResultScreen';
