// Dates and sizes as every console screen shows them: British English, the browser's time zone.

/** A table's days: "4 Mar 2026". */
export const SHORT_DAY: Intl.DateTimeFormatOptions = {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
};

/** A table's moments: "4 Mar 2026, 14:05". */
export const DATE_TIME: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

const day = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });
const shortDay = new Intl.DateTimeFormat('en-GB', SHORT_DAY);
const dateTime = new Intl.DateTimeFormat('en-GB', DATE_TIME);

/** In a sentence: "4 March 2026". */
export const formatDay = (iso: string | Date) => day.format(new Date(iso));

/** "4 Mar 2026". */
export const formatShortDay = (iso: string | Date) => shortDay.format(new Date(iso));

/** "4 Mar 2026, 14:05". */
export const formatDateTime = (iso: string | Date) => dateTime.format(new Date(iso));

/** "120 KB" (never "0 KB" for a file that has anything in it). */
export const formatKilobytes = (bytes: number) =>
  `${new Intl.NumberFormat('en-GB').format(Math.max(bytes > 0 ? 1 : 0, Math.round(bytes / 1024)))} KB`;
