export {
  ResidenceStepScreen,
  residenceStepFieldIds,
  type ResidenceStepScreenProps,
  type ResidenceStepValues,
} from './ResidenceStepScreen';
