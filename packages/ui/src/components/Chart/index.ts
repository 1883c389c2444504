export { TimeSeriesChart, timeSeriesChartVariants } from './TimeSeriesChart';
export type { TimeSeriesChartProps, TimeSeriesChartSeries } from './TimeSeriesChart';
export { BarChart } from './BarChart';
export type { BarChartProps } from './BarChart';
export type { ChartName } from './ChartFrame';
export {
  describeBarChart,
  describeRanking,
  describeTimeSeries,
  describeTrend,
} from './chartSummary';
export type { BarFigures, BarInput, TimeSeriesFigures, TrendInput } from './chartSummary';
export type { DateFormatter, ValueFormatter } from './chartFormat';
export { defaultBarChartTexts, defaultTimeSeriesChartTexts } from './chartTexts';
export type { ChartTexts, TimeSeriesChartTexts } from './chartTexts';
