import {
  columnFilteringFeature,
  createFilteredRowModel,
  createPaginatedRowModel,
  createSortedRowModel,
  functionalUpdate,
  globalFilteringFeature,
  rowPaginationFeature,
  rowSelectionFeature,
  rowSortingFeature,
  tableFeatures,
  useTable,
  type ColumnDef,
  type FilterFn,
  type PaginationState,
  type Row as TableRow,
  type RowData,
  type RowSelectionState,
  type SortFn,
  type SortingState,
  type Updater,
} from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useControllableState } from '../../lib/useControllableState';
import type { DataTableProps, DataTableSort, DataTableValue } from './types';
import { collatorFor, compareValues, matchesQuery, type ValueFormat } from './values';

// Only what the table uses: sorting, one search across columns, pages and row selection.
const features = tableFeatures({
  rowSortingFeature,
  columnFilteringFeature,
  globalFilteringFeature,
  rowPaginationFeature,
  rowSelectionFeature,
  filteredRowModel: createFilteredRowModel(),
  sortedRowModel: createSortedRowModel(),
  paginatedRowModel: createPaginatedRowModel(),
});

export type DataTableFeatures = typeof features;
export type DataTableRow<Row extends RowData> = TableRow<DataTableFeatures, Row>;

/** Every row on one page when the table is not paginated. */
const ALL_ROWS = Number.MAX_SAFE_INTEGER;
const NO_IDS: string[] = [];

// Blank values are `undefined` to the table, so `sortUndefined: 'last'` keeps them last both ways.
const blankToUndefined = (value: DataTableValue) =>
  value === null || (value instanceof Date && Number.isNaN(value.getTime())) ? undefined : value;

const toSortingState = (sort: DataTableSort | null): SortingState =>
  sort ? [{ id: sort.columnId, desc: sort.direction === 'descending' }] : [];

const toSort = (state: SortingState): DataTableSort | null =>
  state[0]
    ? { columnId: state[0].id, direction: state[0].desc ? 'descending' : 'ascending' }
    : null;

const toSelection = (ids: string[]): RowSelectionState =>
  Object.fromEntries(ids.map((id) => [id, true]));

type ModelProps<Row extends RowData> = Pick<
  DataTableProps<Row>,
  | 'columns'
  | 'data'
  | 'getRowId'
  | 'manual'
  | 'rowCount'
  | 'sorting'
  | 'defaultSorting'
  | 'onSortingChange'
  | 'globalFilter'
  | 'pageSize'
  | 'pageIndex'
  | 'defaultPageIndex'
  | 'onPageIndexChange'
  | 'selectedRowIds'
  | 'defaultSelectedRowIds'
  | 'onSelectedRowIdsChange'
> & { format: ValueFormat };

/**
 * The table's state and rows through TanStack Table: sorting, the search, pages and selection,
 * each controlled by the app or kept here, done here (client-side) or by the server (`manual`).
 */
export function useDataTableModel<Row extends RowData>(props: ModelProps<Row>) {
  const { columns, data, getRowId, manual = false, format, globalFilter = '' } = props;
  const [sort, setSort] = useControllableState<DataTableSort | null>(
    props.sorting,
    props.defaultSorting ?? null,
    (next) => {
      if (next) props.onSortingChange?.(next);
    },
  );
  const [selectedIds, setSelectedIds] = useControllableState(
    props.selectedRowIds,
    props.defaultSelectedRowIds ?? NO_IDS,
    props.onSelectedRowIdsChange,
  );
  // The page index kept here belongs to the search it was chosen for: a new search starts from
  // the first page. An app that controls the page resets it itself when it changes the search.
  const [ownPage, setOwnPage] = useState({ index: props.defaultPageIndex ?? 0, globalFilter });
  const pageControlled = props.pageIndex !== undefined;
  const pageIndex = props.pageIndex ?? (ownPage.globalFilter === globalFilter ? ownPage.index : 0);
  const setPageIndex = (index: number) => {
    if (!pageControlled) setOwnPage({ index, globalFilter });
    props.onPageIndexChange?.(index);
  };

  const { locale } = format;
  const tableColumns = useMemo(() => {
    const collator = collatorFor(locale);
    const sortFn: SortFn<DataTableFeatures, Row> = (a, b, id) =>
      compareValues(a.getValue(id), b.getValue(id), collator);
    return columns.map((column): ColumnDef<DataTableFeatures, Row> => ({
      id: column.id,
      accessorFn: (row: Row) => blankToUndefined(column.value(row)),
      header: column.header,
      enableSorting: Boolean(column.sortable),
      sortFn,
      sortUndefined: 'last',
      enableGlobalFilter: column.searchable !== false,
    }));
  }, [columns, locale]);
  const globalFilterFn = useMemo<FilterFn<DataTableFeatures, Row>>(() => {
    const byId = new Map(columns.map((column) => [column.id, column]));
    return (row, columnId, query: string) => {
      const column = byId.get(columnId);
      return matchesQuery(row.getValue(columnId), query, {
        ...format,
        numberFormat: column?.numberFormat,
        dateFormat: column?.dateFormat,
      });
    };
  }, [columns, format]);

  const pageSize = props.pageSize ?? ALL_ROWS;
  const sorting = useMemo(() => toSortingState(sort), [sort]);
  const rowSelection = useMemo(() => toSelection(selectedIds), [selectedIds]);

  const table = useTable({
    features,
    columns: tableColumns,
    data,
    getRowId,
    manualSorting: manual,
    manualFiltering: manual,
    manualPagination: manual,
    rowCount: manual ? props.rowCount : undefined,
    // Pages change only when the visitor or the app asks (resets are done here, not in a render).
    autoResetPageIndex: false,
    enableSortingRemoval: false,
    enableMultiSort: false,
    globalFilterFn,
    // Shift with a row checkbox selects the rows between it and the one chosen before.
    isRowRangeSelectionEvent: (event) =>
      Boolean((event as { nativeEvent?: MouseEvent }).nativeEvent?.shiftKey),
    state: {
      sorting,
      globalFilter,
      pagination: { pageIndex, pageSize },
      rowSelection,
    },
    onSortingChange: (updater: Updater<SortingState>) => {
      setSort(toSort(functionalUpdate(updater, sorting)));
      // A new order starts from the first page; a server app asks for it with the new order.
      if (!manual && pageIndex !== 0) setPageIndex(0);
    },
    onPaginationChange: (updater: Updater<PaginationState>) => {
      setPageIndex(functionalUpdate(updater, { pageIndex, pageSize }).pageIndex);
    },
    onRowSelectionChange: (updater: Updater<RowSelectionState>) => {
      const next = functionalUpdate(updater, rowSelection);
      setSelectedIds(Object.keys(next).filter((id) => next[id]));
    },
  });

  const pageCount = table.getPageCount();
  // Client-side, a page past the end (rows went away) shows the last page instead of nothing.
  const shownPage = manual ? pageIndex : Math.min(pageIndex, Math.max(pageCount - 1, 0));
  const rows =
    shownPage === pageIndex
      ? table.getRowModel().rows
      : table
          .getPrePaginatedRowModel()
          .rows.slice(shownPage * pageSize, (shownPage + 1) * pageSize);

  return {
    table,
    rows,
    sort,
    pageIndex: shownPage,
    pageCount,
    rowCount: table.getRowCount(),
    paged: props.pageSize !== undefined,
    setPageIndex,
    selectedIds,
  };
}
