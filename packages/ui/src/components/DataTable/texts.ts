import type { DataTableSort } from './types';

/** Every word the table says or shows of its own; each has an English default. */
export interface DataTableTexts {
  /** Said (politely) after a sort button is pressed: "Sorted by Name, ascending". */
  sorted: (header: string, direction: DataTableSort['direction']) => string;
  /** The header checkbox's name; `paged` when it selects the rows of one page. */
  selectAll: (paged: boolean) => string;
  /** A row checkbox's name, from the row's label: "Select Jane Doe". */
  selectRow: (rowLabel: string) => string;
  /** The header of the checkbox column, for screen readers only. */
  selectionColumn: string;
  /** Shown and said while rows load. */
  loading: string;
  /** Shown and said when there are no rows, unless the table is given an `emptyMessage`. */
  empty: string;
  /** Shown and said when loading failed, unless `error` is text of its own. */
  error: string;
  retry: string;
  /** Shown under a table wider than its place; also describes the scroll area. */
  scrollHint: string;
  /** A cell with no value. */
  noValue: string;
  yes: string;
  no: string;
}

export const defaultDataTableTexts: DataTableTexts = {
  sorted: (header, direction) => `Sorted by ${header}, ${direction}`,
  selectAll: (paged) => (paged ? 'Select all rows on this page' : 'Select all rows'),
  selectRow: (rowLabel) => `Select ${rowLabel}`,
  selectionColumn: 'Selected',
  loading: 'Loading…',
  empty: 'No rows to show.',
  error: 'The rows could not be loaded.',
  retry: 'Try again',
  scrollHint: 'Scroll sideways to see every column.',
  noValue: '—',
  yes: 'Yes',
  no: 'No',
};
