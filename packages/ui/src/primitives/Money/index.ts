export { Money, type AmountTone, type MoneyProps } from './Money';
export { Percent, type PercentProps } from './Percent';
export {
  formatMoney,
  formatMoneyParts,
  formatPercent,
  formatPercentParts,
  type Currency,
  type DecimalInput,
  type FormatMoneyOptions,
  type FormatPercentOptions,
  type FormattedMoney,
  type FormattedPercent,
  type Sign,
  type SignDisplay,
} from './format';
export { currencyNames, currencyWords } from './currency';
