import { cva, type VariantProps } from 'class-variance-authority';
import { forwardRef, type HTMLAttributes, type ReactElement, type Ref } from 'react';
import type { RowData } from '@tanstack/react-table';
import { cx } from '../../lib/cx';
import { DataTable } from '../DataTable/DataTable';
import { ChartFrame, useChartIds, type ChartName } from './ChartFrame';
import { ChartPlot, EmptyPlot } from './ChartPlot';
import {
  dateFormatter,
  tickFormatter,
  valueFormatter,
  type DateFormatter,
  type ValueFormatter,
} from './chartFormat';
import { dateAxis, nearestIndex, valueAxis } from './chartScales';
import { describeTimeSeries } from './chartSummary';
import { defaultTimeSeriesChartTexts, type TimeSeriesChartTexts } from './chartTexts';
import { SeriesSymbol } from './SeriesSymbol';
import { TimeSeriesDrawing } from './TimeSeriesDrawing';
import { useChartCursor } from './useChartCursor';

// Pure: the two charts share a chunk, and an app that imports one must not keep the other.
export const timeSeriesChartVariants = /* @__PURE__ */ cva('cv-chart--time', {
  variants: {
    variant: {
      line: 'cv-chart--line',
      area: 'cv-chart--area',
    },
  },
  defaultVariants: { variant: 'line' },
});

/** One line of the chart: a figure per row. */
export interface TimeSeriesChartSeries<Row> {
  /** Stable id: the table column's id and React's key. */
  id: string;
  /** Its name in the legend, the point labels, the summary and the table header: "Page views". */
  name: string;
  /** The row's figure; null or undefined where the row has none (the line breaks there). */
  value: (row: Row) => number | null | undefined;
  /** Writes this series' figures (e.g. milliseconds); default the chart's `formatValue`. */
  formatValue?: ValueFormatter;
}

export type TimeSeriesChartProps<Row extends RowData> = ChartName &
  Omit<HTMLAttributes<HTMLElement>, 'title' | 'aria-labelledby' | 'children'> &
  VariantProps<typeof timeSeriesChartVariants> & {
    /** One row per date, in date order. */
    data: readonly Row[];
    /** The row's date: a day at midnight UTC (`new Date('2026-11-18')`). */
    date: (row: Row) => Date;
    /** The lines, told apart by colour, marker shape and dash pattern (up to five look different). */
    series: ReadonlyArray<TimeSeriesChartSeries<Row>>;
    /** One sentence a screen reader reads first (and shown under the title); default from the figures (`describeTimeSeries`). */
    summary?: string;
    /** Keeps the summary for screen readers only. */
    summaryHidden?: boolean;
    /** Makes the title a heading of this level; by default it is a paragraph. */
    headingLevel?: 2 | 3 | 4 | 5 | 6;
    /** Locale of the dates and figures; default `en-US`, the same on the server and in the browser. */
    locale?: string;
    /** Writes a date in labels, the summary and the table; default "November 18" (with the year across years). */
    formatDate?: DateFormatter;
    /** Writes a figure; default the locale's grouped number. */
    formatValue?: ValueFormatter;
    /** What is said for a point: for the row, or for one series' figure on it (Up/Down). */
    pointLabel?: (row: Row, series?: TimeSeriesChartSeries<Row>) => string;
    /** The plot's height, a CSS length; default 15rem. */
    height?: string;
    /** A table row's id; default the date's ISO string. */
    getRowId?: (row: Row) => string;
    /** Replaces the chart's own words. */
    texts?: Partial<TimeSeriesChartTexts>;
  };

function TimeSeriesChartWithRef<Row extends RowData>(
  {
    data,
    date,
    series,
    variant,
    title,
    tableCaption,
    'aria-labelledby': labelledBy,
    summary,
    summaryHidden,
    headingLevel,
    locale = 'en-US',
    formatDate,
    formatValue,
    pointLabel,
    height,
    getRowId,
    texts: textOverrides,
    className,
    style,
    ...rest
  }: TimeSeriesChartProps<Row>,
  ref: Ref<HTMLElement>,
) {
  const texts = { ...defaultTimeSeriesChartTexts, ...textOverrides };
  const ids = useChartIds(labelledBy);
  const dates = data.map(date);
  const writeDate = formatDate ?? dateFormatter(locale, dates);
  const writeValue = formatValue ?? valueFormatter(locale);
  const write = (line: TimeSeriesChartSeries<Row>, row: Row) => {
    const value = line.value(row);
    return typeof value === 'number' ? (line.formatValue ?? writeValue)(value) : texts.noValue;
  };

  const xAxis = dateAxis(dates);
  const figures = series.flatMap((line) => data.map(line.value));
  const known = figures.filter((v): v is number => typeof v === 'number' && Number.isFinite(v));
  const yAxis = valueAxis(known);
  const writeTick = tickFormatter(
    locale,
    xAxis.ticks.map((tick) => tick.date),
  );
  const empty = known.length === 0;
  const sentence =
    summary ??
    (empty ? '' : describeTimeSeries({ data, date, series, locale, formatDate, formatValue }));

  const say = (index: number, line?: TimeSeriesChartSeries<Row>) => {
    const row = data[index]!;
    if (pointLabel) return pointLabel(row, line);
    const day = writeDate(date(row));
    if (line) return `${line.name}, ${day}: ${write(line, row)}`;
    return `${day}: ${series.map((s) => `${s.name} ${write(s, row)}`).join(', ')}`;
  };
  const { cursor, ...cursorState } = useChartCursor(
    { count: data.length, seriesCount: series.length, layout: 'time' },
    (move) =>
      say(move.cursor.index, move.along === 'series' ? series[move.cursor.series] : undefined),
  );

  // Measured when the pointer moves, against the plot area (inside the axes), never in render.
  const pointerProps = cursorState.pointerProps((event) => {
    const box = event.currentTarget.querySelector('.cv-chart__area')?.getBoundingClientRect();
    if (!box || box.width === 0) return -1;
    return nearestIndex(xAxis.x, (event.clientX - box.left) / box.width);
  });

  const shownRow = cursor ? data[cursor.index] : undefined;
  const label = shownRow ? (
    <>
      <p className="cv-chart__tooltip-title">{writeDate(date(shownRow))}</p>
      <ul className="cv-chart__tooltip-list">
        {series.map((line, index) => (
          <li
            key={line.id}
            className={cx(
              'cv-chart__tooltip-row',
              series.length > 1 && index === cursor?.series && 'cv-chart__tooltip-row--active',
            )}
          >
            <SeriesSymbol index={index} line={false} />
            <span>{line.name}</span>
            <span className="cv-chart__tooltip-value">{write(line, shownRow)}</span>
          </li>
        ))}
      </ul>
    </>
  ) : null;

  return (
    <ChartFrame
      ref={ref}
      ids={ids}
      title={title}
      headingLevel={headingLevel}
      summary={sentence}
      summaryHidden={summaryHidden}
      texts={texts}
      className={cx(timeSeriesChartVariants({ variant }), className)}
      style={height ? { ...style, ['--cv-chart-height' as string]: height } : style}
      table={
        empty
          ? null
          : () => (
              <DataTable<Row>
                caption={tableCaption ?? title}
                captionHidden
                density="compact"
                locale={locale}
                timeZone="UTC"
                data={[...data]}
                getRowId={getRowId ?? ((row) => date(row).toISOString())}
                columns={[
                  {
                    id: 'date',
                    header: texts.dateHeader,
                    value: date,
                    cell: (row) => writeDate(date(row)),
                    rowHeader: true,
                    sortable: true,
                  },
                  ...series.map((line) => ({
                    id: line.id,
                    header: line.name,
                    value: (row: Row) => line.value(row) ?? null,
                    cell: (row: Row) => write(line, row),
                    numeric: true,
                    sortable: true,
                  })),
                ]}
              />
            )
      }
      {...rest}
    >
      {empty ? (
        <EmptyPlot message={texts.empty} />
      ) : (
        <>
          <ChartPlot
            ids={ids}
            hasSummary={sentence !== ''}
            hint={
              series.length > 1 ? `${texts.keyboardHint} ${texts.seriesHint}` : texts.keyboardHint
            }
            cursor={cursorState}
            pointerProps={pointerProps}
          >
            <TimeSeriesDrawing
              area={variant === 'area'}
              x={xAxis.x}
              lines={series.map((line) =>
                data.map((row, i) => {
                  const value = line.value(row);
                  return typeof value === 'number' && Number.isFinite(value)
                    ? { x: xAxis.x[i]!, y: yAxis.y(value) }
                    : null;
                }),
              )}
              dateTicks={xAxis.ticks.map((tick) => ({ x: tick.x, label: writeTick(tick.date) }))}
              valueTicks={yAxis.ticks.map((tick) => ({ y: tick.y, label: writeValue(tick.value) }))}
              cursor={cursor}
              label={label}
            />
          </ChartPlot>
          {series.length > 1 ? (
            <ul className="cv-chart__legend">
              {series.map((line, index) => (
                <li key={line.id} className="cv-chart__legend-item">
                  <SeriesSymbol index={index} />
                  {line.name}
                </li>
              ))}
            </ul>
          ) : null}
        </>
      )}
    </ChartFrame>
  );
}

/**
 * One or more figures over dates, as lines (or areas): visitors and page views per day. Named by
 * its title, summed up in a sentence, one Tab stop whose arrow keys say each point, with the same
 * figures as a table a button away (decision 101).
 */
export const TimeSeriesChart = /* @__PURE__ */ forwardRef(TimeSeriesChartWithRef) as <
  Row extends RowData,
>(
  props: TimeSeriesChartProps<Row> & { ref?: Ref<HTMLElement> },
) => ReactElement;
