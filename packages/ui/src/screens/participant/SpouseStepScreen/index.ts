export {
  SpouseStepScreen,
  spouseFieldIds,
  type SpouseOption,
  type SpouseStepScreenProps,
  type SpouseValues,
} from './SpouseStepScreen';
