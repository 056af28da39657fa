export {
  ChangeBeneficiaryScreen,
  changeBeneficiaryFieldIds,
  type ChangeBeneficiaryScreenProps,
} from './ChangeBeneficiaryScreen';
