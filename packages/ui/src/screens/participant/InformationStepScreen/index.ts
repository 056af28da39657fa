export {
  InformationStepScreen,
  informationStepFieldIds,
  type InformationStepScreenProps,
  type InformationStepValues,
} from './InformationStepScreen';
