export {
  ResidenceFields,
  ResidenceStepScreen,
  residenceStepFieldIds,
  residenceSummaryFields,
  type ResidenceFieldsOptions,
  type ResidenceStepScreenProps,
  type ResidenceStepValues,
} from './ResidenceStepScreen';
