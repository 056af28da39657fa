export {
  STATEMENTS_TITLE,
  StatementDownloadScreen,
  type StatementDownloadScreenProps,
} from './StatementDownloadScreen';
