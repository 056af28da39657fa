export {
  ChangeBeneficiaryCodeScreen,
  changeBeneficiaryFieldIds,
  type ChangeBeneficiaryCodeScreenProps,
} from './ChangeBeneficiaryCodeScreen';
