export {
  RISK_QUESTIONNAIRE_TITLE,
  riskQuestionPageTitle,
  RiskQuestionScreen,
  riskQuestionFieldIds,
  type RiskQuestion,
  type RiskQuestionOption,
  type RiskQuestionScreenProps,
} from './RiskQuestionScreen';
