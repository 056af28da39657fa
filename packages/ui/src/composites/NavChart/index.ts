export {
  NavChart,
  describeTrend,
  navRangeOptions,
  type NavChartProps,
  type NavChartState,
  type NavPoint,
  type NavRange,
  type NavRangeOption,
} from './NavChart';
export {
  formatLongDate,
  formatShortDate,
  formatWeekdayDate,
  percentChange,
  spokenNavPerUnit,
} from './format';
