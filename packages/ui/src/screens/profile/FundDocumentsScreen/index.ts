export {
  FUND_DOCUMENTS_TITLE,
  FundDocumentsScreen,
  type FundDocumentsScreenProps,
  type HeldFundView,
  type HeldSeriesView,
} from './FundDocumentsScreen';
