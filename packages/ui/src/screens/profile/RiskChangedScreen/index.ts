export {
  RiskChangedScreen,
  type HoldingAboveProfile,
  type RiskChangedScreenProps,
} from './RiskChangedScreen';
