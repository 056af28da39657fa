export {
  ChangeRiskCodeScreen,
  changeRiskFieldIds,
  type ChangeRiskCodeScreenProps,
} from './ChangeRiskCodeScreen';
