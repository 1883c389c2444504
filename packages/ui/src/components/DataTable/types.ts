import type { HTMLAttributes, ReactNode } from 'react';
import type { PaginationTexts } from '../Pagination/texts';
import type { DataTableTexts } from './texts';

/** What a column's `value` may return: what sorting, filtering and the default cell use. */
export type DataTableValue = string | number | Date | boolean | null | undefined;

export interface DataTableColumn<Row> {
  id: string;
  /** Visible header text; also names the sort button. */
  header: string;
  /** The value sorting, filtering and the default cell use. */
  value: (row: Row) => DataTableValue;
  /** How the cell shows; default: the value formatted (numbers with the locale's grouping, dates as dates). */
  cell?: (row: Row) => ReactNode;
  sortable?: boolean;
  /** Numbers: aligned at the end, tabular figures. */
  numeric?: boolean;
  /** This column names the row: a <th scope="row"> (and the card title on a phone). */
  rowHeader?: boolean;
  /** Whether the table's own search (`globalFilter`, client-side) looks in this column. Default true. */
  searchable?: boolean;
  /** How the default cell formats a number (the table's locale); e.g. `{ style: 'currency', currency: 'USD' }`. */
  numberFormat?: Intl.NumberFormatOptions;
  /** How the default cell formats a date; default `{ dateStyle: 'medium' }`. */
  dateFormat?: Intl.DateTimeFormatOptions;
}

/** The sorted column and its direction: the words `aria-sort` uses. */
export interface DataTableSort {
  columnId: string;
  direction: 'ascending' | 'descending';
}

export interface DataTableProps<Row> extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** The table's accessible name, shown above it (required). */
  caption: ReactNode;
  /** Hides the caption visually; it stays the table's name. */
  captionHidden?: boolean;
  columns: DataTableColumn<Row>[];
  /** Every row (client-side), or only the current page's rows (`manual`). */
  data: Row[];
  /** A stable id per row: React keys and selection use it. */
  getRowId: (row: Row) => string;
  /** The words a row checkbox names the row by; default: the row header column's value. */
  getRowLabel?: (row: Row) => string;
  /** Row height and padding. */
  density?: 'comfortable' | 'compact';
  /**
   * The scroll area's maximum height (a CSS length, e.g. '24rem'). The header row sticks to the
   * top of the scroll area, so it stays in view when the rows scroll inside this height.
   */
  maxHeight?: string;
  /** Locale for the default cells' numbers and dates, and for sorting text. Default 'en-US'. */
  locale?: string;
  /** Time zone for the default cells' dates; default the runtime's. */
  timeZone?: string;

  /**
   * The server does the work: `data` is the current page, already sorted and filtered, and
   * `rowCount` the number of rows in all pages. The table only reports changes.
   */
  manual?: boolean;
  /** Rows in all pages (`manual` mode). */
  rowCount?: number;

  /** The sorted column (controlled); `null` for the order `data` is in. */
  sorting?: DataTableSort | null;
  defaultSorting?: DataTableSort | null;
  onSortingChange?: (sorting: DataTableSort) => void;

  /** The search text: client-side the table keeps the rows that contain it in a searchable column. */
  globalFilter?: string;

  /** Rows per page; without it every row shows and there is no pagination. */
  pageSize?: number;
  /** The current page, from 0 (controlled). */
  pageIndex?: number;
  defaultPageIndex?: number;
  onPageIndexChange?: (pageIndex: number) => void;

  /** A checkbox column to select rows, with a header checkbox for all rows shown. */
  selectable?: boolean;
  selectedRowIds?: string[];
  defaultSelectedRowIds?: string[];
  onSelectedRowIdsChange?: (ids: string[]) => void;

  /** Rows are being fetched: the table is `aria-busy`, old rows dimmed (or skeleton rows). */
  loading?: boolean;
  /** Loading failed: the message shows in the rows' place and is said at once. */
  error?: ReactNode;
  /** Shows a retry button beside the error. */
  onRetry?: () => void;
  /** Shown (and said) in the rows' place when there are no rows and nothing is loading. */
  emptyMessage?: ReactNode;

  /** Replaces the table's own words (sort announcements, checkbox names, scroll hint...). */
  texts?: Partial<DataTableTexts>;
  /** Replaces the pagination's words. */
  paginationTexts?: Partial<PaginationTexts>;
}
