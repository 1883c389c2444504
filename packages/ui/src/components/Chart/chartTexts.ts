/** The words a chart shows or says of its own; each has an English default. */
export interface ChartTexts {
  /** The toggle's words while the table is hidden. */
  showTable: string;
  /** The toggle's words while the table shows. */
  hideTable: string;
  /** Describes the chart's focusable plot: how to walk its points. */
  keyboardHint: string;
  /** Shown in the plot's place when there is nothing to draw. */
  empty: string;
  /** A point without a figure, in its label and the table. */
  noValue: string;
}

/** The time series chart's words: the common ones, the series hint and the table's date header. */
export interface TimeSeriesChartTexts extends ChartTexts {
  /** Added to the keyboard hint when the chart has several series. */
  seriesHint: string;
  /** The table's first column. */
  dateHeader: string;
}

const common = {
  showTable: 'Show as table',
  hideTable: 'Hide table',
  empty: 'No data for this period.',
  noValue: 'no data',
};

export const defaultTimeSeriesChartTexts: TimeSeriesChartTexts = {
  ...common,
  keyboardHint: 'Left and Right arrow keys move from point to point, Home and End to the ends.',
  seriesHint: 'Up and Down arrow keys move between series.',
  dateHeader: 'Date',
};

export const defaultBarChartTexts: ChartTexts = {
  ...common,
  keyboardHint: 'Arrow keys move from bar to bar, Home and End to the first and last.',
};
