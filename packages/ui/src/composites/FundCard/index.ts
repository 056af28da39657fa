export {
  FundCard,
  FundCardSkeleton,
  FundReturn,
  type FundCardProps,
  type FundSummary,
} from './FundCard';
export { FundHeader, type FundHeaderProps, type FundReturnFigure } from './FundHeader';
export { fundTheme, type FundTheme } from './fundTheme';
export { RiskScale, riskLevels, type RiskLevel, type RiskScaleProps } from './RiskScale';
export { formatIsoDate, formatNavPerUnit } from './format';
