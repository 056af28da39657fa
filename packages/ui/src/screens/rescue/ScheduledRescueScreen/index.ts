export {
  ScheduledRescueScreen,
  scheduledRescueFieldIds,
  type ScheduledRescueFormValues,
  type ScheduledRescueScreenProps,
} from './ScheduledRescueScreen';
