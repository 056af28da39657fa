export {
  PepStepScreen,
  pepFieldIds,
  type PepOption,
  type PepStepScreenProps,
  type PepValues,
} from './PepStepScreen';
