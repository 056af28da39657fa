export {
  IDENTIFICATION_STEP_TITLE,
  IdentificationStepScreen,
  identificationStepFieldIds,
  type IdentificationStepScreenProps,
  type IdentificationStepValues,
} from './IdentificationStepScreen';
