export {
  CHANGE_RISK_TITLE,
  ChangeRiskScreen,
  changeRiskFieldIds,
  type ChangeRiskScreenProps,
} from './ChangeRiskScreen';
