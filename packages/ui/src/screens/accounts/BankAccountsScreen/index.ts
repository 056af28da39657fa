export {
  BANK_ACCOUNTS_TITLE,
  BankAccountsScreen,
  type BankAccountItem,
  type BankAccountsScreenProps,
} from './BankAccountsScreen';
export { bankAccountLabel, formatCci, maskBankNumber } from './bankAccountFormat';
