export {
  CHANGE_BENEFICIARY_TITLE,
  changeBeneficiaryPageTitle,
  ChangeBeneficiaryScreen,
  type ChangeBeneficiaryScreenProps,
} from './ChangeBeneficiaryScreen';
