export {
  RescueAccountStepScreen,
  rescueAccountFieldIds,
  type RescueAccountStepScreenProps,
  type RescueBankAccount,
} from './RescueAccountStepScreen';
export {
  RescueSummaryCard,
  type RescueSummary,
  type RescueSummaryCardProps,
} from '../RescueSummaryCard';
