// Dates as the console shows them: British English, in the browser's time zone.

const day = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
const moment = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeStyle: 'short' });

/** "24 Nov 2025". */
export const formatDay = (iso: string) => day.format(new Date(iso));

/** "24 November 2025 at 14:05". */
export const formatMoment = (iso: string) => moment.format(new Date(iso));

/** "120 KB" (never "0 KB" for a file that has anything in it). */
export const formatKilobytes = (bytes: number) =>
  `${new Intl.NumberFormat('en-GB').format(Math.max(bytes > 0 ? 1 : 0, Math.round(bytes / 1024)))} KB`;
