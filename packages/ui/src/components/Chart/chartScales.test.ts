import { describe, expect, it } from 'vitest';
import { dateFormatter, tickFormatter } from './chartFormat';
import { dateAxis, nearestIndex, percent, valueAxis } from './chartScales';

const utc = (month: number, day: number, year = 2026) => new Date(Date.UTC(year, month - 1, day));
const november = Array.from({ length: 30 }, (_, i) => utc(11, i + 1));

describe('dateAxis', () => {
  it('puts the first date at the left edge, the last at the right, in proportion between', () => {
    const { x } = dateAxis([utc(11, 1), utc(11, 2), utc(11, 5)]);
    expect(x).toEqual([0, 0.25, 1]);
  });

  it('ticks 30 days weekly and 12 weeks monthly', () => {
    const write = (dates: Date[]) => {
      const ticks = dateAxis(dates).ticks.map((tick) => tick.date);
      return ticks.map(tickFormatter('en-US', ticks));
    };
    expect(write(november)).toEqual(['Nov 1', 'Nov 8', 'Nov 15', 'Nov 22', 'Nov 29']);
    const weeks = Array.from({ length: 12 }, (_, i) => utc(8, 31 + 7 * i));
    expect(write(weeks)).toEqual(['Sep', 'Oct', 'Nov']);
  });

  it('centres a single date, and has nothing for none', () => {
    expect(dateAxis([utc(11, 18)])).toEqual({ x: [0.5], ticks: [{ date: utc(11, 18), x: 0.5 }] });
    expect(dateAxis([])).toEqual({ x: [], ticks: [] });
  });
});

describe('valueAxis', () => {
  it('starts at zero and ends at a round number at or above the highest figure', () => {
    const axis = valueAxis([1204, 1802, 512]);
    expect(axis.ticks.map((tick) => tick.value)).toEqual([0, 500, 1000, 1500, 2000]);
    expect(axis.y(0)).toBe(0);
    expect(axis.y(2000)).toBe(1);
    expect(axis.y(1000)).toBe(0.5);
  });

  it('reaches below zero for negative figures, and has a scale when every figure is zero', () => {
    expect(valueAxis([-40, 60]).ticks.at(0)?.value).toBeLessThanOrEqual(-40);
    expect(valueAxis([0, 0]).ticks.map((tick) => tick.value)).toEqual([0, 0.2, 0.4, 0.6, 0.8, 1]);
  });
});

describe('nearestIndex and percent', () => {
  it('finds the point nearest to a place along the plot, clamping outside it', () => {
    expect(nearestIndex([0, 0.25, 1], 0.2)).toBe(1);
    expect(nearestIndex([0, 0.25, 1], -3)).toBe(0);
    expect(nearestIndex([0, 0.25, 1], 7)).toBe(2);
    expect(nearestIndex([], 0.5)).toBe(-1);
  });

  it('writes a fraction as a percentage rounded to a thousandth of a per cent', () => {
    expect(percent(1 / 3)).toBe('33.333%');
    expect(percent(0)).toBe('0%');
  });
});

describe('dates are written in UTC', () => {
  it('writes a day as the day it is at midnight UTC, with the year only across years', () => {
    expect(dateFormatter('en-US', november)(utc(11, 18))).toBe('November 18');
    expect(dateFormatter('en-US', [utc(12, 31, 2025), utc(1, 1)])(utc(1, 1))).toBe(
      'January 1, 2026',
    );
  });
});
