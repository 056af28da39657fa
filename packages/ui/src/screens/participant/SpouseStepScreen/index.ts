export {
  SPOUSE_STEP_TITLE,
  SpouseStepScreen,
  spouseFieldIds,
  type SpouseOption,
  type SpouseStepScreenProps,
  type SpouseValues,
} from './SpouseStepScreen';
