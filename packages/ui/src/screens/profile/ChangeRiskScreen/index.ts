export {
  CHANGE_RISK_TITLE,
  changeRiskPageTitle,
  ChangeRiskScreen,
  type ChangeRiskScreenProps,
} from './ChangeRiskScreen';
