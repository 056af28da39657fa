export {
  BeneficiaryFields,
  beneficiaryFieldIds,
  type BeneficiaryFieldsProps,
  type BeneficiaryOption,
  type BeneficiaryValues,
} from './BeneficiaryFields';
export { BeneficiaryStepScreen, type BeneficiaryStepScreenProps } from './BeneficiaryStepScreen';
