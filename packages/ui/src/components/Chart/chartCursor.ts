// Which point the keyboard is on, and where each key takes it. A chart is one Tab stop; inside
// it the arrow keys walk the points (decision 101).

/** The point shown: its place along the chart and, with several series, the series. */
export interface Cursor {
  index: number;
  series: number;
}

/**
 * `time`: Left/Right along the dates, Up/Down between series. `bars`: bars stand in a column, so
 * Up/Down and Left/Right both go to the previous/next bar.
 */
export type CursorLayout = 'time' | 'bars';

export interface CursorBounds {
  count: number;
  seriesCount: number;
  layout: CursorLayout;
}

/** What a key did: the new cursor, and whether it moved along the chart or between series. */
export interface CursorMove {
  cursor: Cursor;
  along: 'points' | 'series';
}

const clamp = (value: number, max: number) => Math.min(Math.max(value, 0), max);

/**
 * The cursor after a key, or null for a key the chart leaves to the browser (Tab, letters, keys
 * with a modifier, Up/Down in a one-series time chart). At an end the cursor stays where it is,
 * and the caller says the point again, so the key is never met with silence.
 */
export function moveCursor(
  cursor: Cursor,
  key: string,
  { count, seriesCount, layout }: CursorBounds,
): CursorMove | null {
  if (count === 0) return null;
  const last = count - 1;
  const along = (index: number): CursorMove => ({
    cursor: { ...cursor, index: clamp(index, last) },
    along: 'points',
  });
  const previous = layout === 'bars' ? ['ArrowLeft', 'ArrowUp'] : ['ArrowLeft'];
  const next = layout === 'bars' ? ['ArrowRight', 'ArrowDown'] : ['ArrowRight'];
  if (previous.includes(key)) return along(cursor.index - 1);
  if (next.includes(key)) return along(cursor.index + 1);
  if (key === 'Home') return along(0);
  if (key === 'End') return along(last);
  if (layout === 'time' && seriesCount > 1 && (key === 'ArrowUp' || key === 'ArrowDown')) {
    const series = clamp(cursor.series + (key === 'ArrowUp' ? -1 : 1), seriesCount - 1);
    return { cursor: { ...cursor, series }, along: 'series' };
  }
  return null;
}
