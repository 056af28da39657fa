export {
  BANK_ACCOUNT_ALIAS_MAX,
  BANK_ACCOUNT_FORM_TITLES,
  BankAccountFormScreen,
  bankAccountFieldIds,
  type BankAccountCciStatus,
  type BankAccountFormScreenProps,
  type BankAccountFormValues,
} from './BankAccountFormScreen';
