import { describe, expect, it } from 'vitest';
import { defaultDataTableTexts } from './texts';
import { collatorFor, compareValues, formatValue, matchesQuery, type ValueFormat } from './values';

const format: ValueFormat = { locale: 'en-US', timeZone: 'UTC', texts: defaultDataTableTexts };
const applied = new Date(Date.UTC(2025, 2, 14, 12));

describe('formatValue', () => {
  it('groups numbers as the locale does', () => {
    expect(formatValue(128450, format)).toBe('128,450');
    expect(formatValue(128450, { ...format, locale: 'de-DE' })).toBe('128.450');
  });

  it('takes a number format of the column', () => {
    const money = { ...format, numberFormat: { style: 'currency', currency: 'USD' } as const };
    expect(formatValue(95000, money)).toBe('$95,000.00');
  });

  it('shows dates as dates in the time zone given', () => {
    expect(formatValue(applied, format)).toBe('Mar 14, 2025');
    expect(formatValue(applied, { ...format, dateFormat: { dateStyle: 'long' } })).toBe(
      'March 14, 2025',
    );
  });

  it('says yes or no for booleans, and marks what has no value', () => {
    expect(formatValue(true, format)).toBe('Yes');
    expect(formatValue(false, format)).toBe('No');
    expect(formatValue(null, format)).toBe('—');
    expect(formatValue(undefined, format)).toBe('—');
    expect(formatValue(new Date(Number.NaN), format)).toBe('—');
  });

  it('shows text as it is', () => {
    expect(formatValue('Jane Doe', format)).toBe('Jane Doe');
  });
});

describe('compareValues', () => {
  const collator = collatorFor('en-US');
  const sorted = <T>(values: T[]) =>
    [...values].sort((a, b) => compareValues(a as never, b as never, collator));

  it('orders numbers by size, not by their digits', () => {
    expect(sorted([120, 9, 45])).toEqual([9, 45, 120]);
  });

  it('orders text as a reader does: numbers inside it by size, case and accents aside', () => {
    expect(sorted(['Site 10', 'site 2', 'Site 1'])).toEqual(['Site 1', 'site 2', 'Site 10']);
    expect(sorted(['Zoë', 'Émile', 'adam'])).toEqual(['adam', 'Émile', 'Zoë']);
  });

  it('orders dates by time and false before true', () => {
    const later = new Date(Date.UTC(2025, 5, 1));
    expect(sorted([later, applied])).toEqual([applied, later]);
    expect(sorted([true, false])).toEqual([false, true]);
  });

  it('puts blank values after the others', () => {
    expect(sorted([null, 3, undefined, 1])).toEqual([1, 3, null, undefined]);
  });
});

describe('matchesQuery', () => {
  it('finds words whatever the case and accents', () => {
    expect(matchesQuery('Renée Zellweger', 'renee', format)).toBe(true);
    expect(matchesQuery('Renée Zellweger', 'ZELL', format)).toBe(true);
    expect(matchesQuery('Renée Zellweger', 'rust', format)).toBe(false);
  });

  it('finds a number by its digits as shown or as typed', () => {
    expect(matchesQuery(128450, '128,4', format)).toBe(true);
    expect(matchesQuery(128450, '1284', format)).toBe(true);
  });

  it('finds a date by its words', () => {
    expect(matchesQuery(applied, 'mar 14', format)).toBe(true);
  });

  it('matches everything for an empty query and nothing blank otherwise', () => {
    expect(matchesQuery(null, '  ', format)).toBe(true);
    expect(matchesQuery(null, 'a', format)).toBe(false);
  });
});
