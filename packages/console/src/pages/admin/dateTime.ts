// Dates as the admin screens show them: British English, the time to the minute.

const dateTime = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/** "24 Nov 2025, 10:00" (the browser's time zone). */
export const formatDateTime = (iso: string | Date) => dateTime.format(new Date(iso));

/** The DataTable's format for the same. */
export const DATE_TIME_FORMAT: Intl.DateTimeFormatOptions = {
  dateStyle: 'medium',
  timeStyle: 'short',
};
