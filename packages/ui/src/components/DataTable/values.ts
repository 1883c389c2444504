import type { DataTableValue } from './types';

/** What the default cell needs to turn a value into words. */
export interface ValueFormat {
  locale: string;
  timeZone?: string;
  numberFormat?: Intl.NumberFormatOptions;
  dateFormat?: Intl.DateTimeFormatOptions;
  texts: { noValue: string; yes: string; no: string };
}

const isBlank = (value: DataTableValue): value is null | undefined =>
  value === null || value === undefined || (value instanceof Date && Number.isNaN(value.getTime()));

/** A value as the default cell shows it: numbers grouped for the locale, dates as dates. */
export function formatValue(value: DataTableValue, format: ValueFormat): string {
  if (isBlank(value)) return format.texts.noValue;
  if (typeof value === 'number') {
    return new Intl.NumberFormat(format.locale, format.numberFormat).format(value);
  }
  if (value instanceof Date) {
    return new Intl.DateTimeFormat(format.locale, {
      ...(format.dateFormat ?? { dateStyle: 'medium' }),
      timeZone: format.timeZone,
    }).format(value);
  }
  if (typeof value === 'boolean') return value ? format.texts.yes : format.texts.no;
  return value;
}

/**
 * Ascending order of two values of one column: numbers and dates by size, text as a reader of the
 * locale expects ("Item 2" before "Item 10", case and accents aside), false before true. Blank
 * values are left to the caller, which keeps them last in both directions.
 */
export function compareValues(a: DataTableValue, b: DataTableValue, collator: Intl.Collator) {
  if (isBlank(a) || isBlank(b)) return isBlank(a) === isBlank(b) ? 0 : isBlank(a) ? 1 : -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (a instanceof Date && b instanceof Date) return a.getTime() - b.getTime();
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  return collator.compare(String(a), String(b));
}

/** The collator `compareValues` expects for a locale. */
export const collatorFor = (locale: string) =>
  new Intl.Collator(locale, { numeric: true, sensitivity: 'base' });

const folded = (text: string, locale: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase(locale);

/**
 * Whether a value matches a search: its words as shown (or, for a number, its digits as typed)
 * contain the query, whatever the case and accents. An empty query matches everything.
 */
export function matchesQuery(value: DataTableValue, query: string, format: ValueFormat): boolean {
  const wanted = folded(query.trim(), format.locale);
  if (!wanted) return true;
  if (isBlank(value)) return false;
  const shown = folded(formatValue(value, format), format.locale);
  return shown.includes(wanted) || (typeof value === 'number' && String(value).includes(wanted));
}
