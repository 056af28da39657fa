export {
  Portfolio,
  type PortfolioHolding,
  type PortfolioPendingOrder,
  type PortfolioProps,
  type PortfolioSchedule,
  type PortfolioScheduleActions,
  type PortfolioTotal,
} from './Portfolio';
export { Gain, type GainProps } from './Gain';
export { ValorCuota, type ValorCuotaProps } from './ValorCuota';
export { formatCuotas, formatGain, type FormattedGain } from './format';
