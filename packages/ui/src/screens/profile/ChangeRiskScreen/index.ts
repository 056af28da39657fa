export {
  CHANGE_RISK_TITLE,
  ChangeRiskScreen,
  type ChangeRiskScreenProps,
} from './ChangeRiskScreen';
