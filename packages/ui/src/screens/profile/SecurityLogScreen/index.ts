export {
  SecurityLogScreen,
  type SecurityLogItem,
  type SecurityLogScreenProps,
} from './SecurityLogScreen';
