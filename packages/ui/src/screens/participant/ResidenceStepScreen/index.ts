export {
  RESIDENCE_STEP_TITLE,
  ResidenceFields,
  ResidenceStepScreen,
  residenceStepFieldIds,
  residenceSummaryFields,
  type ResidenceFieldsOptions,
  type ResidenceStepScreenProps,
  type ResidenceStepValues,
} from './ResidenceStepScreen';
