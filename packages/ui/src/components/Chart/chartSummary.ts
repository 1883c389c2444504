// The default one-sentence summaries a chart's screen reader users hear first (and everyone can
// read): what changed from the first figure to the last, and the peak. Built from the figures as
// they are shown, so the sentence and the chart never disagree.
import {
  dateFormatter,
  valueFormatter,
  type DateFormatter,
  type ValueFormatter,
} from './chartFormat';

/** One series' figures, in date order; `null` where a day has no figure. */
export interface TrendInput {
  name: string;
  points: ReadonlyArray<{ date: Date; value: number | null | undefined }>;
}

/**
 * "Page views rose from 1,204 on November 1 to 1,530 on November 30; highest 1,802 on November
 * 18." The peak is named only when it is neither the first nor the last figure (the trend has
 * said those already); days without a figure are left out.
 */
export function describeTrend(
  series: TrendInput,
  formatDate: DateFormatter,
  formatValue: ValueFormatter,
): string {
  const known = series.points.filter(
    (point): point is { date: Date; value: number } =>
      typeof point.value === 'number' && Number.isFinite(point.value),
  );
  const first = known[0];
  const last = known.at(-1);
  if (!first || !last) return `${series.name}: no figures.`;
  const at = (point: { date: Date; value: number }) =>
    `${formatValue(point.value)} on ${formatDate(point.date)}`;
  // A colon where there is no verb: the name may be singular or plural ("LCP", "Page views").
  if (first === last) return `${series.name}: ${at(first)}.`;

  const trend =
    last.value > first.value
      ? ` rose from ${at(first)} to ${at(last)}`
      : last.value < first.value
        ? ` fell from ${at(first)} to ${at(last)}`
        : `: ${at(first)} and ${at(last)}`;
  const peak = known.reduce((best, point) => (point.value > best.value ? point : best), first);
  const peakText = peak !== first && peak !== last ? `; highest ${at(peak)}` : '';
  return `${series.name}${trend}${peakText}.`;
}

/** One bar: its category's words and its figure. */
export interface BarInput {
  label: string;
  value: number;
}

/**
 * "/ is highest with 5,120, followed by /careers with 2,310; /contact is lowest with 640." The
 * bars in any order; ties keep the order given.
 */
export function describeRanking(bars: readonly BarInput[], formatValue: ValueFormatter): string {
  const ranked = [...bars].sort((a, b) => b.value - a.value);
  const [highest, second] = ranked;
  const lowest = ranked.at(-1);
  if (!highest || !lowest) return '';
  const count = (bar: BarInput) => formatValue(bar.value);
  if (highest === lowest) return `${highest.label}: ${count(highest)}.`;
  const followed =
    second && second !== lowest ? `, followed by ${second.label} with ${count(second)}` : '';
  return `${highest.label} is highest with ${count(highest)}${followed}; ${lowest.label} is lowest with ${count(lowest)}.`;
}

/** What `describeTimeSeries` reads: the time series chart's own props, so app and chart agree. */
export interface TimeSeriesFigures<Row> {
  data: readonly Row[];
  date: (row: Row) => Date;
  series: ReadonlyArray<{
    name: string;
    value: (row: Row) => number | null | undefined;
    formatValue?: ValueFormatter;
  }>;
  locale?: string;
  formatDate?: DateFormatter;
  formatValue?: ValueFormatter;
}

/** The time series chart's default summary: one sentence per series (`describeTrend`). */
export function describeTimeSeries<Row>({
  data,
  date,
  series,
  locale = 'en-US',
  formatDate,
  formatValue,
}: TimeSeriesFigures<Row>): string {
  const dates = data.map(date);
  const writeDate = formatDate ?? dateFormatter(locale, dates);
  const writeValue = formatValue ?? valueFormatter(locale);
  return series
    .map((line) =>
      describeTrend(
        {
          name: line.name,
          points: data.map((row, i) => ({ date: dates[i]!, value: line.value(row) })),
        },
        writeDate,
        line.formatValue ?? writeValue,
      ),
    )
    .join(' ');
}

/** What `describeBarChart` reads: the bar chart's own props. */
export interface BarFigures<Row> {
  data: readonly Row[];
  category: (row: Row) => string;
  value: (row: Row) => number;
  locale?: string;
  formatValue?: ValueFormatter;
}

/** The bar chart's default summary (`describeRanking`). */
export function describeBarChart<Row>({
  data,
  category,
  value,
  locale = 'en-US',
  formatValue,
}: BarFigures<Row>): string {
  return describeRanking(
    data.map((row) => ({ label: category(row), value: value(row) })),
    formatValue ?? valueFormatter(locale),
  );
}
