// How a chart writes its figures and dates: one formatter for the axis, the point labels, the
// summary and the table, so the words a screen reader hears are the ones on screen. Dates are
// calendar days at midnight UTC (what `new Date('2026-11-18')` gives and what a daily analytics
// report sends), formatted in UTC, so the server and every browser write the same day.

/** Writes a figure: `1,802`. */
export type ValueFormatter = (value: number) => string;
/** Writes a date: `November 18`. */
export type DateFormatter = (date: Date) => string;

const DAY_MS = 86_400_000;

/** The locale's grouped numbers (`Intl.NumberFormat` with the given options). */
export function valueFormatter(locale: string, options?: Intl.NumberFormatOptions): ValueFormatter {
  const format = new Intl.NumberFormat(locale, options);
  return (value) => format.format(value);
}

/** True when the dates fall in more than one calendar year (UTC): then dates carry the year. */
function spansYears(dates: readonly Date[]): boolean {
  const years = new Set(dates.map((date) => date.getUTCFullYear()));
  return years.size > 1;
}

/** The long form of a day, for point labels, the summary and the table: "November 18". */
export function dateFormatter(locale: string, dates: readonly Date[]): DateFormatter {
  const format = new Intl.DateTimeFormat(locale, {
    month: 'long',
    day: 'numeric',
    ...(spansYears(dates) ? { year: 'numeric' } : {}),
    timeZone: 'UTC',
  });
  return (date) => format.format(date);
}

/**
 * The short form of an axis tick: "Nov 18" for ticks days or weeks apart, "Nov" (or "Nov 2026"
 * across years) for ticks a month or more apart.
 */
export function tickFormatter(locale: string, ticks: readonly Date[]): DateFormatter {
  const step = ticks.length > 1 ? ticks[1]!.getTime() - ticks[0]!.getTime() : 0;
  const monthly = step >= 28 * DAY_MS;
  const format = new Intl.DateTimeFormat(locale, {
    month: 'short',
    ...(monthly ? {} : { day: 'numeric' }),
    ...(monthly && spansYears(ticks) ? { year: 'numeric' } : {}),
    timeZone: 'UTC',
  });
  return (date) => format.format(date);
}
