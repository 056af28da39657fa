export {
  SecurityLogScreen,
  type SecurityLogItem,
  type SecurityLogScreenProps,
} from './SecurityLogScreen';
export { SecurityLogLoadState } from './SecurityLogLoadState';
