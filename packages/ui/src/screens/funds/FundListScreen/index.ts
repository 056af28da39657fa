export {
  FundListScreen,
  defaultFundListFilters,
  fundListFieldIds,
  type FundListFilters,
  type FundListItem,
  type FundListScreenProps,
} from './FundListScreen';
