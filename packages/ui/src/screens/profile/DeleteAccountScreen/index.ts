export {
  DELETE_ACCOUNT_TITLE,
  DeleteAccountScreen,
  deleteAccountFieldIds,
  type DeleteAccountHolding,
  type DeleteAccountPending,
  type DeleteAccountScreenProps,
  type DeleteAccountValues,
} from './DeleteAccountScreen';
export { DeleteAccountLoadState } from './DeleteAccountLoadState';
