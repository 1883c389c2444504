import type { RowData } from '@tanstack/react-table';
import { cva } from 'class-variance-authority';
import {
  forwardRef,
  useEffect,
  useId,
  useMemo,
  useRef,
  type ForwardedRef,
  type ReactElement,
  type Ref,
} from 'react';
import { announce, prepareAnnouncer } from '../../lib/announcer';
import { cx } from '../../lib/cx';
import { StrokeIcon } from '../../lib/icons';
import { defaultPaginationTexts } from '../Pagination/texts';
import { rowLabelOf } from './columns';
import { DataTableBody, type BodyRow } from './DataTableBody';
import { DataTableFooter } from './DataTableFooter';
import { DataTableHead } from './DataTableHead';
import { DataTableStatus } from './DataTableStatus';
import { defaultDataTableTexts } from './texts';
import type { DataTableProps } from './types';
import { useDataTableModel } from './useDataTableModel';
import { useScrollOverflow } from './useScrollOverflow';
import type { ValueFormat } from './values';

export const dataTableVariants = cva('cv-data-table', {
  variants: {
    density: {
      comfortable: 'cv-data-table--comfortable',
      compact: 'cv-data-table--compact',
    },
  },
  defaultVariants: { density: 'comfortable' },
});

/** Skeleton rows stand for at most this many rows of a first page that is loading. */
const MAX_SKELETON_ROWS = 10;

function DataTableWithRef<Row extends RowData>(
  {
    caption,
    captionHidden = false,
    columns,
    data,
    getRowId,
    getRowLabel,
    density,
    maxHeight,
    locale = 'en-US',
    timeZone,
    manual,
    rowCount,
    sorting,
    defaultSorting,
    onSortingChange,
    globalFilter,
    pageSize,
    pageIndex,
    defaultPageIndex,
    onPageIndexChange,
    selectable = false,
    selectedRowIds,
    defaultSelectedRowIds,
    onSelectedRowIdsChange,
    loading = false,
    error,
    onRetry,
    emptyMessage,
    texts: textOverrides,
    paginationTexts,
    className,
    ...rest
  }: DataTableProps<Row>,
  ref: ForwardedRef<HTMLDivElement>,
) {
  const texts = { ...defaultDataTableTexts, ...textOverrides };
  // Read from the props themselves (the merged `texts` is a new object each render).
  const noValue = textOverrides?.noValue ?? defaultDataTableTexts.noValue;
  const yes = textOverrides?.yes ?? defaultDataTableTexts.yes;
  const no = textOverrides?.no ?? defaultDataTableTexts.no;
  const format = useMemo<ValueFormat>(
    () => ({ locale, timeZone, texts: { noValue, yes, no } }),
    [locale, timeZone, noValue, yes, no],
  );
  const model = useDataTableModel({
    columns,
    data,
    getRowId,
    manual,
    rowCount,
    sorting,
    defaultSorting,
    onSortingChange,
    globalFilter,
    pageSize,
    pageIndex,
    defaultPageIndex,
    onPageIndexChange,
    selectedRowIds,
    defaultSelectedRowIds,
    onSelectedRowIdsChange,
    format,
  });

  const id = useId();
  const captionId = `${id}-caption`;
  const hintId = `${id}-hint`;
  const scrollArea = useRef<HTMLDivElement>(null);
  const tableElement = useRef<HTMLTableElement>(null);
  const overflow = useScrollOverflow(scrollArea);
  const scrolls = overflow.inline || overflow.block;

  // Sorting is said through the page's announcer: its words show nowhere. Made on mounting, so
  // the first sort is not said into a region that was just added.
  const sortable = columns.some((column) => column.sortable);
  useEffect(() => {
    if (sortable) prepareAnnouncer();
  }, [sortable]);

  const rows: BodyRow<Row>[] = model.rows.map((row) => ({
    id: row.id,
    original: row.original,
    selected: row.getIsSelected(),
    onSelect: row.getToggleSelectedHandler(),
  }));
  const selectedOnPage = rows.filter((row) => row.selected).length;
  const rowLabel = getRowLabel ?? rowLabelOf(columns, format);
  const pinFirst = columns[0]?.rowHeader === true;

  const errorText = error === true ? texts.error : error || undefined;
  const notice = loading
    ? { kind: 'loading' as const, text: texts.loading }
    : !errorText && rows.length === 0
      ? { kind: 'empty' as const, text: emptyMessage ?? texts.empty }
      : undefined;

  const pageTexts = { ...defaultPaginationTexts, ...paginationTexts };
  const firstShown = model.pageIndex * (pageSize ?? 0) + 1;

  return (
    <div
      ref={ref}
      className={cx(
        dataTableVariants({ density }),
        selectable && 'cv-data-table--selectable',
        loading && 'cv-data-table--loading',
        overflow.inline && 'cv-data-table--scrolls-inline',
        className,
      )}
      {...rest}
    >
      <div className="cv-data-table__progress" aria-hidden="true" />
      <div
        ref={scrollArea}
        className="cv-data-table__scroll"
        style={maxHeight ? { maxHeight } : undefined}
        // A scroll area a keyboard can reach and a screen reader can name (only when it scrolls).
        role={scrolls ? 'region' : undefined}
        aria-labelledby={scrolls ? captionId : undefined}
        aria-describedby={overflow.inline ? hintId : undefined}
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- it scrolls (see above)
        tabIndex={scrolls ? 0 : undefined}
      >
        <table
          ref={tableElement}
          className="cv-data-table__table"
          aria-busy={loading || undefined}
          // Focus comes here after "Try again", whose button goes with the failure.
          tabIndex={-1}
        >
          <caption
            id={captionId}
            className={cx('cv-data-table__caption', captionHidden && 'cv-visually-hidden')}
          >
            {caption}
          </caption>
          <DataTableHead
            columns={columns}
            sort={model.sort}
            pinFirst={pinFirst}
            onSort={(column) => {
              const direction =
                model.sort?.columnId === column.id && model.sort.direction === 'ascending'
                  ? 'descending'
                  : 'ascending';
              model.table.setSorting([{ id: column.id, desc: direction === 'descending' }]);
              announce(texts.sorted(column.header, direction));
            }}
            selection={
              selectable
                ? {
                    label: texts.selectAll(model.paged && model.pageCount > 1),
                    header: texts.selectionColumn,
                    checked: rows.length > 0 && selectedOnPage === rows.length,
                    mixed: selectedOnPage > 0 && selectedOnPage < rows.length,
                    disabled: rows.length === 0,
                    onChange: (checked) => model.table.toggleAllPageRowsSelected(checked),
                  }
                : undefined
            }
          />
          <DataTableBody
            columns={columns}
            rows={rows}
            format={format}
            selectLabel={selectable ? (row) => texts.selectRow(rowLabel(row)) : undefined}
            loading={loading}
            skeletonRows={Math.min(pageSize ?? MAX_SKELETON_ROWS, MAX_SKELETON_ROWS)}
            pinFirst={pinFirst}
          />
        </table>
      </div>
      {overflow.inline ? (
        <p id={hintId} className="cv-data-table__hint">
          <StrokeIcon className="cv-data-table__hint-icon">
            <path d="M3 12h18M7 8l-4 4 4 4M17 8l4 4-4 4" />
          </StrokeIcon>
          {texts.scrollHint}
        </p>
      ) : null}
      <DataTableStatus
        notice={notice}
        error={errorText}
        retryLabel={texts.retry}
        onRetry={
          onRetry
            ? () => {
                tableElement.current?.focus();
                onRetry();
              }
            : undefined
        }
      />
      {model.paged ? (
        <DataTableFooter
          range={
            model.rowCount > 0 && rows.length > 0
              ? pageTexts.range(firstShown, firstShown + rows.length - 1, model.rowCount)
              : null
          }
          pageIndex={model.pageIndex}
          pageCount={model.pageCount}
          onPageIndexChange={model.setPageIndex}
          paginationTexts={paginationTexts}
        />
      ) : null}
    </div>
  );
}

/**
 * A table of records for the company's apps, on TanStack Table: sortable columns after WAI-ARIA
 * APG's sortable table, a required caption, row selection, a search, pages (done here, or by the
 * server with `manual`), loading, empty and error states heard where they show, and a scroll
 * area that says it scrolls when the table is wider than its place.
 */
export const DataTable = forwardRef(DataTableWithRef) as <Row extends RowData>(
  props: DataTableProps<Row> & { ref?: Ref<HTMLDivElement> },
) => ReactElement;
