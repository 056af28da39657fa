export {
  INFORMATION_STEP_TITLE,
  InformationStepScreen,
  informationStepFieldIds,
  type InformationStepScreenProps,
  type InformationStepValues,
} from './InformationStepScreen';
