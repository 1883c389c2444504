import { describe, expect, it } from 'vitest';
import { dateFormatter, valueFormatter } from './chartFormat';
import {
  describeBarChart,
  describeRanking,
  describeTimeSeries,
  describeTrend,
} from './chartSummary';

const day = (n: number) => new Date(Date.UTC(2026, 10, n));
const writeDate = dateFormatter('en-US', [day(1)]);
const writeValue = valueFormatter('en-US');
const trend = (values: Array<number | null>) =>
  describeTrend(
    { name: 'Page views', points: values.map((value, i) => ({ date: day(i + 1), value })) },
    writeDate,
    writeValue,
  );

describe('describeTrend', () => {
  it('says a rise from the first figure to the last, and a peak between them', () => {
    expect(trend([1204, 1802, 1530])).toBe(
      'Page views rose from 1,204 on November 1 to 1,530 on November 3; highest 1,802 on November 2.',
    );
  });

  it('says a fall, and leaves the peak out when it is the first or the last figure', () => {
    expect(trend([2410, 2000, 1850])).toBe(
      'Page views fell from 2,410 on November 1 to 1,850 on November 3.',
    );
    expect(trend([100, 150, 300])).toBe(
      'Page views rose from 100 on November 1 to 300 on November 3.',
    );
  });

  it('says when the last figure equals the first', () => {
    expect(trend([500, 700, 500])).toBe(
      'Page views: 500 on November 1 and 500 on November 3; highest 700 on November 2.',
    );
  });

  it('skips days without a figure, and says a single figure or none', () => {
    expect(trend([null, 40, null, 90, null])).toBe(
      'Page views rose from 40 on November 2 to 90 on November 4.',
    );
    expect(trend([null, 12])).toBe('Page views: 12 on November 2.');
    expect(trend([null, null])).toBe('Page views: no figures.');
  });
});

describe('describeRanking', () => {
  const bars = [
    { label: '/careers', value: 6215 },
    { label: '/', value: 12480 },
    { label: '/contact', value: 640 },
    { label: '/about', value: 980 },
  ];

  it('names the highest, the one after it and the lowest, whatever the order given', () => {
    expect(describeRanking(bars, writeValue)).toBe(
      '/ is highest with 12,480, followed by /careers with 6,215; /contact is lowest with 640.',
    );
  });

  it('says two bars without a "followed by", one bar as its figure, none as nothing', () => {
    expect(describeRanking(bars.slice(0, 2), writeValue)).toBe(
      '/ is highest with 12,480; /careers is lowest with 6,215.',
    );
    expect(describeRanking(bars.slice(0, 1), writeValue)).toBe('/careers: 6,215.');
    expect(describeRanking([], writeValue)).toBe('');
  });
});

describe('the row-based helpers the charts use by default', () => {
  const rows = [
    { date: day(1), views: 1204, ms: 2410 },
    { date: day(2), views: 1802, ms: 2300 },
    { date: day(3), views: 1530, ms: 1850 },
  ];

  it('describeTimeSeries: a sentence per series, each in its own format', () => {
    expect(
      describeTimeSeries({
        data: rows,
        date: (row) => row.date,
        series: [
          { name: 'Page views', value: (row) => row.views },
          { name: 'LCP', value: (row) => row.ms, formatValue: (ms) => `${ms} ms` },
        ],
      }),
    ).toBe(
      'Page views rose from 1,204 on November 1 to 1,530 on November 3; highest 1,802 on November 2. LCP fell from 2410 ms on November 1 to 1850 ms on November 3.',
    );
  });

  it('describeTimeSeries: in the locale given', () => {
    expect(
      describeTimeSeries({
        data: rows,
        date: (row) => row.date,
        series: [{ name: 'Page views', value: (row) => row.views }],
        locale: 'en-GB',
      }),
    ).toBe(
      'Page views rose from 1,204 on 1 November to 1,530 on 3 November; highest 1,802 on 2 November.',
    );
  });

  it('describeBarChart: the ranking of the rows', () => {
    expect(
      describeBarChart({
        data: [
          { page: '/', views: 12480 },
          { page: '/careers', views: 6215 },
        ],
        category: (row) => row.page,
        value: (row) => row.views,
      }),
    ).toBe('/ is highest with 12,480; /careers is lowest with 6,215.');
  });
});
