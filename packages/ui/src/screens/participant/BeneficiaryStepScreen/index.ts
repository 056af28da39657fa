export {
  BeneficiaryFields,
  beneficiaryFieldIds,
  type BeneficiaryFieldsProps,
  type BeneficiaryOption,
  type BeneficiaryValues,
} from './BeneficiaryFields';
export {
  BENEFICIARY_STEP_TITLES,
  BeneficiaryStepScreen,
  type BeneficiaryStepScreenProps,
} from './BeneficiaryStepScreen';
