export {
  BeneficiaryFields,
  BeneficiaryStepScreen,
  beneficiaryFieldIds,
  type BeneficiaryFieldsProps,
  type BeneficiaryOption,
  type BeneficiaryStepScreenProps,
  type BeneficiaryValues,
} from './BeneficiaryStepScreen';
