import { forwardRef, useId, useState, type HTMLAttributes, type ReactNode, type Ref } from 'react';
import { cx } from '../../lib/cx';
import { Button } from '../Button/Button';

/**
 * How a chart is named: by its visible `title`, or by an element of the page (`aria-labelledby`,
 * a heading of the app's own), with `tableCaption` then naming the table.
 */
export type ChartName =
  | {
      /** The chart's visible title: its name, and its table's caption. */
      title: ReactNode;
      'aria-labelledby'?: undefined;
      /** The table's caption, when it should differ from the title. */
      tableCaption?: ReactNode;
    }
  | {
      title?: undefined;
      /** The id of the element that names the chart (a heading above it). */
      'aria-labelledby': string;
      /** The table's caption (the title's words). */
      tableCaption: ReactNode;
    };

/** The ids that tie a chart's parts together: its name, summary, keyboard hint and table. */
export interface ChartIds {
  label: string;
  title: string;
  summary: string;
  hint: string;
  table: string;
}

export function useChartIds(labelledBy: string | undefined): ChartIds {
  const id = useId();
  return {
    label: labelledBy ?? `${id}-title`,
    title: `${id}-title`,
    summary: `${id}-summary`,
    hint: `${id}-hint`,
    table: `${id}-table`,
  };
}

export interface ChartFrameProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  ids: ChartIds;
  title?: ReactNode;
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  summary: string;
  summaryHidden?: boolean;
  texts: { showTable: string; hideTable: string };
  /** The same figures as a table; null when there is nothing to show (no toggle then). */
  table: (() => ReactNode) | null;
  children: ReactNode;
}

/**
 * What every chart is made of around its plot: a figure named by its title, the summary, the
 * plot and legend (children), and a disclosure button that shows the same figures as a table
 * under the chart. The table is rendered only while it shows.
 */
export const ChartFrame = /* @__PURE__ */ forwardRef(function ChartFrame(
  {
    ids,
    title,
    headingLevel,
    summary,
    summaryHidden = false,
    texts,
    table,
    className,
    children,
    ...rest
  }: ChartFrameProps,
  ref: Ref<HTMLElement>,
) {
  const [tableShown, setTableShown] = useState(false);
  const Title = headingLevel ? (`h${headingLevel}` as const) : 'p';
  return (
    <figure ref={ref} className={cx('cv-chart', className)} aria-labelledby={ids.label} {...rest}>
      {title !== undefined ? (
        <Title id={ids.title} className="cv-chart__title">
          {title}
        </Title>
      ) : null}
      {summary ? (
        <p id={ids.summary} className={summaryHidden ? 'cv-visually-hidden' : 'cv-chart__summary'}>
          {summary}
        </p>
      ) : null}
      {children}
      {table ? (
        <>
          <Button
            variant="outline"
            size="sm"
            className="cv-chart__toggle"
            aria-expanded={tableShown}
            aria-controls={ids.table}
            onClick={() => setTableShown((shown) => !shown)}
          >
            {tableShown ? texts.hideTable : texts.showTable}
          </Button>
          <div id={ids.table} className="cv-chart__table" hidden={!tableShown}>
            {tableShown ? table() : null}
          </div>
        </>
      ) : null}
    </figure>
  );
});
