export {
  RiskResultScreen,
  type RecommendedFund,
  type RiskResultScreenProps,
  type RiskScoreBand,
} from './RiskResultScreen';
