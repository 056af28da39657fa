export {
  BANK_ACCOUNT_ALIAS_MAX,
  BankAccountFormScreen,
  bankAccountFieldIds,
  type BankAccountCciStatus,
  type BankAccountFormScreenProps,
  type BankAccountFormValues,
} from './BankAccountFormScreen';
