export {
  RescueDetailStepScreen,
  rescueDetailFieldIds,
  type RescueBlock,
  type RescueDetailStepScreenProps,
  type RescueDetailValues,
  type RescueDocument,
  type RescueMinimums,
} from './RescueDetailStepScreen';
export type {
  RescueEarlyFee,
  RescueHolding,
  RescueKind,
  RescuePreview,
  RescueTax,
  RescueTradeDate,
  RescueUnit,
} from '../types';
