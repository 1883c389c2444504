import {
  forwardRef,
  type HTMLAttributes,
  type PointerEvent as ReactPointerEvent,
  type ReactElement,
  type Ref,
} from 'react';
import type { RowData } from '@tanstack/react-table';
import { cx } from '../../lib/cx';
import { DataTable } from '../DataTable/DataTable';
import { ChartFrame, useChartIds, type ChartName } from './ChartFrame';
import { ChartPlot, EmptyPlot } from './ChartPlot';
import { valueFormatter, type ValueFormatter } from './chartFormat';
import { percent } from './chartScales';
import { describeBarChart } from './chartSummary';
import { defaultBarChartTexts, type ChartTexts } from './chartTexts';
import { useChartCursor } from './useChartCursor';

export type BarChartProps<Row extends RowData> = ChartName &
  Omit<HTMLAttributes<HTMLElement>, 'title' | 'aria-labelledby' | 'children'> & {
    /** One row per bar, in the order shown (top to bottom). */
    data: readonly Row[];
    /** The bar's label: "/careers". Long labels wrap above their bar. */
    category: (row: Row) => string;
    /** The bar's figure, zero or more. */
    value: (row: Row) => number;
    /** What the figures are, in point labels and the table header: "Page views". */
    valueName: string;
    /** What the categories are, in the table header: "Page". */
    categoryName: string;
    /** One sentence a screen reader reads first (and shown under the title); default from the figures (`describeBarChart`). */
    summary?: string;
    /** Keeps the summary for screen readers only. */
    summaryHidden?: boolean;
    /** Makes the title a heading of this level; by default it is a paragraph. */
    headingLevel?: 2 | 3 | 4 | 5 | 6;
    /** Locale of the figures; default `en-US`. */
    locale?: string;
    /** Writes a figure; default the locale's grouped number. */
    formatValue?: ValueFormatter;
    /** What is said for a bar; default "/careers: Page views 2,310". */
    pointLabel?: (row: Row) => string;
    /** A table row's id; default the category. */
    getRowId?: (row: Row) => string;
    /** Replaces the chart's own words. */
    texts?: Partial<ChartTexts>;
  };

function BarChartWithRef<Row extends RowData>(
  {
    data,
    category,
    value,
    valueName,
    categoryName,
    title,
    tableCaption,
    'aria-labelledby': labelledBy,
    summary,
    summaryHidden,
    headingLevel,
    locale = 'en-US',
    formatValue,
    pointLabel,
    getRowId,
    texts: textOverrides,
    className,
    ...rest
  }: BarChartProps<Row>,
  ref: Ref<HTMLElement>,
) {
  const texts = { ...defaultBarChartTexts, ...textOverrides };
  const ids = useChartIds(labelledBy);
  const write = formatValue ?? valueFormatter(locale);
  const highest = Math.max(0, ...data.map(value));
  const empty = data.length === 0;
  const sentence =
    summary ?? (empty ? '' : describeBarChart({ data, category, value, locale, formatValue }));
  const say = (row: Row) =>
    pointLabel ? pointLabel(row) : `${category(row)}: ${valueName} ${write(value(row))}`;
  const { cursor, ...cursorState } = useChartCursor(
    { count: data.length, seriesCount: 1, layout: 'bars' },
    (move) => say(data[move.cursor.index]!),
  );
  const indexAt = (event: ReactPointerEvent<HTMLElement>) =>
    Number((event.target as Element).closest('[data-index]')?.getAttribute('data-index') ?? '-1');

  return (
    <ChartFrame
      ref={ref}
      ids={ids}
      title={title}
      headingLevel={headingLevel}
      summary={sentence}
      summaryHidden={summaryHidden}
      texts={texts}
      className={cx('cv-chart--bars', className)}
      table={
        empty
          ? null
          : () => (
              <DataTable<Row>
                caption={tableCaption ?? title}
                captionHidden
                density="compact"
                locale={locale}
                data={[...data]}
                getRowId={getRowId ?? category}
                columns={[
                  {
                    id: 'category',
                    header: categoryName,
                    value: category,
                    rowHeader: true,
                    sortable: true,
                  },
                  {
                    id: 'value',
                    header: valueName,
                    value,
                    cell: (row) => write(value(row)),
                    numeric: true,
                    sortable: true,
                  },
                ]}
              />
            )
      }
      {...rest}
    >
      {empty ? (
        <EmptyPlot message={texts.empty} />
      ) : (
        <ChartPlot
          ids={ids}
          hasSummary={sentence !== ''}
          hint={texts.keyboardHint}
          cursor={cursorState}
          pointerProps={cursorState.pointerProps(indexAt)}
        >
          <ol className="cv-chart__bars">
            {data.map((row, index) => (
              <li
                key={getRowId ? getRowId(row) : category(row)}
                data-index={index}
                className={cx(
                  'cv-chart__bar-row cv-chart__series--1',
                  cursor?.index === index && 'cv-chart__bar-row--active',
                )}
              >
                <span className="cv-chart__bar-label">{category(row)}</span>
                <span className="cv-chart__bar-value">{write(value(row))}</span>
                <span className="cv-chart__bar-track">
                  <span
                    className="cv-chart__bar"
                    style={{ width: percent(highest > 0 ? Math.max(value(row), 0) / highest : 0) }}
                  />
                </span>
              </li>
            ))}
          </ol>
        </ChartPlot>
      )}
    </ChartFrame>
  );
}

/**
 * Categories against one figure, as horizontal bars with their figures written beside them: the
 * top pages by page views. Labels wrap above their bars, so long paths fit a phone. Summed up in
 * a sentence, one Tab stop whose arrow keys say each bar, the same figures as a table a button
 * away (decision 101).
 */
export const BarChart = /* @__PURE__ */ forwardRef(BarChartWithRef) as <Row extends RowData>(
  props: BarChartProps<Row> & { ref?: Ref<HTMLElement> },
) => ReactElement;
