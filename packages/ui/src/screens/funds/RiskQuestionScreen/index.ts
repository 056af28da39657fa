export {
  RiskQuestionScreen,
  riskQuestionFieldIds,
  type RiskQuestion,
  type RiskQuestionOption,
  type RiskQuestionScreenProps,
} from './RiskQuestionScreen';
