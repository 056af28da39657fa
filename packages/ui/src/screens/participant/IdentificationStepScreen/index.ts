export {
  IdentificationStepScreen,
  identificationStepFieldIds,
  type IdentificationStepScreenProps,
  type IdentificationStepValues,
} from './IdentificationStepScreen';
