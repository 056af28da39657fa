export { MoneyField, type MoneyFieldProps } from './MoneyField';
export {
  draftToDecimal,
  formatMoneyDraft,
  formatMoneyValue,
  normalizeMoneyValue,
  parseMoneyTyping,
  parsePastedMoney,
  readPastedMoney,
  type MoneyDraft,
} from './moneyInput';
