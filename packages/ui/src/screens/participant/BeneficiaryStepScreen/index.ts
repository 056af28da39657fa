export {
  BeneficiaryStepScreen,
  beneficiaryFieldIds,
  type BeneficiaryOption,
  type BeneficiaryStepScreenProps,
  type BeneficiaryValues,
} from './BeneficiaryStepScreen';
