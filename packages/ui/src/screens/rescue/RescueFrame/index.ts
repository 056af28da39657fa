export {
  RescueFrame,
  rescueFrameOf,
  rescueSteps,
  type RescueFrameProps,
  type RescueFrameState,
  type RescueStepFrameState,
  type RescueStepId,
} from './RescueFrame';
