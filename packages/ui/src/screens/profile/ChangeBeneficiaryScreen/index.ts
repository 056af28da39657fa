export {
  CHANGE_BENEFICIARY_TITLE,
  ChangeBeneficiaryScreen,
  type ChangeBeneficiaryScreenProps,
} from './ChangeBeneficiaryScreen';
