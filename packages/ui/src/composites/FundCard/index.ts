export { FundCard, FundCardSkeleton, type FundCardProps } from './FundCard';
export { FundReturn, type FundSummary } from './FundFigures';
export { FundHeader, type FundHeaderProps, type FundReturnFigure } from './FundHeader';
export { fundTheme, type FundTheme } from './fundTheme';
export { RiskScale, riskLevels, type RiskLevel, type RiskScaleProps } from './RiskScale';
export { formatIsoDate, formatNavPerUnit } from './format';
