export {
  CompositionChart,
  describeComposition,
  type AssetClassShare,
  type CompositionChartProps,
  type HoldingShare,
} from './CompositionChart';
