import { describe, expect, it } from 'vitest';
import { moveCursor, type CursorBounds } from './chartCursor';

const time: CursorBounds = { count: 30, seriesCount: 2, layout: 'time' };
const bars: CursorBounds = { count: 8, seriesCount: 1, layout: 'bars' };
const at = (index: number, series = 0) => ({ index, series });

describe('moveCursor in a time series', () => {
  it('goes along the dates with Left and Right, to the ends with Home and End', () => {
    expect(moveCursor(at(4), 'ArrowRight', time)).toEqual({ cursor: at(5), along: 'points' });
    expect(moveCursor(at(4), 'ArrowLeft', time)).toEqual({ cursor: at(3), along: 'points' });
    expect(moveCursor(at(4, 1), 'Home', time)).toEqual({ cursor: at(0, 1), along: 'points' });
    expect(moveCursor(at(4), 'End', time)).toEqual({ cursor: at(29), along: 'points' });
  });

  it('stays at an end, still answering the key (the point is said again)', () => {
    expect(moveCursor(at(29), 'ArrowRight', time)).toEqual({ cursor: at(29), along: 'points' });
    expect(moveCursor(at(0), 'ArrowLeft', time)).toEqual({ cursor: at(0), along: 'points' });
  });

  it('goes between series with Up and Down, staying on the date', () => {
    expect(moveCursor(at(7), 'ArrowDown', time)).toEqual({ cursor: at(7, 1), along: 'series' });
    expect(moveCursor(at(7, 1), 'ArrowDown', time)).toEqual({ cursor: at(7, 1), along: 'series' });
    expect(moveCursor(at(7, 1), 'ArrowUp', time)).toEqual({ cursor: at(7, 0), along: 'series' });
  });

  it('leaves Up and Down to the page when there is one series, and other keys always', () => {
    expect(moveCursor(at(3), 'ArrowDown', { ...time, seriesCount: 1 })).toBeNull();
    for (const key of ['Tab', 'Enter', ' ', 'a', 'PageDown'])
      expect(moveCursor(at(3), key, time)).toBeNull();
    expect(moveCursor(at(0), 'ArrowRight', { ...time, count: 0 })).toBeNull();
  });
});

describe('moveCursor in a bar chart', () => {
  it('goes to the next bar with Down or Right, the previous with Up or Left', () => {
    expect(moveCursor(at(2), 'ArrowDown', bars)?.cursor).toEqual(at(3));
    expect(moveCursor(at(2), 'ArrowRight', bars)?.cursor).toEqual(at(3));
    expect(moveCursor(at(2), 'ArrowUp', bars)?.cursor).toEqual(at(1));
    expect(moveCursor(at(2), 'ArrowLeft', bars)?.cursor).toEqual(at(1));
    expect(moveCursor(at(2), 'End', bars)?.cursor).toEqual(at(7));
  });
});
