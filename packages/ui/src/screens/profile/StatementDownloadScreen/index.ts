export {
  StatementDownloadScreen,
  type StatementDownloadScreenProps,
} from './StatementDownloadScreen';
