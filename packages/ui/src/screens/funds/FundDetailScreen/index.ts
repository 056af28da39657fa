export {
  fundDetailPageTitle,
  FundDetailScreen,
  preloadFundDetail,
  type FundBalance,
  type FundDetailChart,
  type FundDetailFund,
  type FundDetailScreenProps,
  type FundDetailState,
  type FundDocument,
  type FundDocumentKind,
  type FundFees,
  type FundReturnRow,
  type FundSeries,
  type FundSuitability,
} from './FundDetailScreen';
export {
  CutoffNotice,
  cutoffCountdownText,
  cutoffPassedText,
  notBusinessDayText,
  formatTimeLeft,
  spokenCutoffCountdown,
  type CutoffNoticeProps,
  type FundCutoff,
} from './CutoffNotice';
export {
  FundSimulator,
  fundSimulatorFieldIds,
  type FundSimulatorField,
  type FundSimulatorProps,
  type FundSimulatorResult,
  type FundSimulatorSectionProps,
} from './FundSimulator';
