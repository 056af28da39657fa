export {
  FundDocumentsScreen,
  type FundDocumentsScreenProps,
  type HeldFundView,
  type HeldSeriesView,
} from './FundDocumentsScreen';
