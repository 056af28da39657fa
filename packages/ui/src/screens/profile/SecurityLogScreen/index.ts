export {
  SECURITY_LOG_TITLE,
  SecurityLogScreen,
  type SecurityLogItem,
  type SecurityLogScreenProps,
} from './SecurityLogScreen';
export { SecurityLogLoadState } from './SecurityLogLoadState';
