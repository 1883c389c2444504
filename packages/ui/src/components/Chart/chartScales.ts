// Where things go, as fractions of the plot area (0 to 1), never pixels: the chart is drawn in
// percentages, so the server's HTML is already the right picture at any width and nothing moves
// when the browser takes over (no measuring, no ResizeObserver). d3 chooses the ticks: d3-time's
// calendar ticks for dates, d3-array's round numbers for figures (decision 101); the mapping onto
// 0..1 is a line of arithmetic.
import { nice, ticks } from 'd3-array';
import { utcTicks } from 'd3-time';

/**
 * About this many date ticks (d3 rounds to days, weeks or months: 30 days get weekly ticks, 12
 * weeks monthly ones); narrow charts show every other one (Chart.css).
 */
const DATE_TICKS = 5;
/** About this many value ticks. */
const VALUE_TICKS = 4;

export interface DateAxis {
  /** Each date's distance from the left edge, 0 to 1. */
  x: number[];
  ticks: Array<{ date: Date; x: number }>;
}

/**
 * Places dates along the plot: the first at the left edge, the last at the right, time in
 * proportion between (a missing day leaves its gap). One date sits in the middle.
 */
export function dateAxis(dates: readonly Date[]): DateAxis {
  const first = dates[0];
  const last = dates.at(-1);
  if (!first || !last) return { x: [], ticks: [] };
  if (first.getTime() === last.getTime()) {
    return { x: dates.map(() => 0.5), ticks: [{ date: first, x: 0.5 }] };
  }
  const start = first.getTime();
  const span = last.getTime() - start;
  const at = (date: Date) => (date.getTime() - start) / span;
  return {
    x: dates.map(at),
    ticks: utcTicks(first, last, Math.min(DATE_TICKS, dates.length)).map((date) => ({
      date,
      x: at(date),
    })),
  };
}

export interface ValueAxis {
  /** A figure's height above the bottom edge, 0 to 1. */
  y: (value: number) => number;
  ticks: Array<{ value: number; y: number }>;
}

/**
 * A value axis that starts at zero (a chart of counts that starts elsewhere exaggerates change)
 * and ends at a round number at or above the highest figure. Negative figures extend it down.
 */
export function valueAxis(values: readonly number[]): ValueAxis {
  const low = Math.min(0, ...values);
  const high = Math.max(0, ...values);
  const [from, to] = nice(low, high === low ? low + 1 : high, VALUE_TICKS);
  const y = (value: number) => (value - from) / (to - from);
  return {
    y,
    ticks: ticks(from, to, VALUE_TICKS).map((value) => ({ value, y: y(value) })),
  };
}

/** The index of the point nearest to a distance along the plot (for a pointer), or -1. */
export function nearestIndex(positions: readonly number[], at: number): number {
  let best = -1;
  let distance = Number.POSITIVE_INFINITY;
  positions.forEach((position, index) => {
    const d = Math.abs(position - at);
    if (d < distance) [best, distance] = [index, d];
  });
  return best;
}

/** A fraction as a CSS percentage, rounded so the server and the browser write the same text. */
export const percent = (fraction: number) => `${Math.round(fraction * 100_000) / 1000}%`;
