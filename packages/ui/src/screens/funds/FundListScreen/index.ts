export {
  FUND_LIST_TITLE,
  FundListScreen,
  defaultFundListFilters,
  fundListFieldIds,
  type FundListFilters,
  type FundListItem,
  type FundListScreenProps,
} from './FundListScreen';
