export {
  PEP_STEP_TITLES,
  PepStepScreen,
  pepFieldIds,
  type PepOption,
  type PepStepScreenProps,
  type PepValues,
} from './PepStepScreen';
