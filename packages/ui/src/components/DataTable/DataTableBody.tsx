import type { ReactNode } from 'react';
import { Skeleton } from '../Skeleton/Skeleton';
import { SelectionCheckbox } from './SelectionCheckbox';
import type { DataTableColumn } from './types';
import { formatValue, type ValueFormat } from './values';

export interface BodyRow<Row> {
  id: string;
  original: Row;
  selected: boolean;
  /** Changes this row's selection; the event tells a Shift range from a single row. */
  onSelect: (event: unknown) => void;
}

interface DataTableBodyProps<Row> {
  columns: DataTableColumn<Row>[];
  rows: BodyRow<Row>[];
  format: ValueFormat;
  /** The checkbox column, when rows can be selected: each checkbox's name for its row. */
  selectLabel?: (row: Row) => string;
  /** Rows are loading: the rows shown are the old ones (dimmed), or skeletons when there are none. */
  loading: boolean;
  /** How many skeleton rows hold the place of the first page while it loads. */
  skeletonRows: number;
  pinFirst: boolean;
}

function cellContent<Row>(column: DataTableColumn<Row>, row: Row, format: ValueFormat): ReactNode {
  if (column.cell) return column.cell(row);
  return formatValue(column.value(row), {
    ...format,
    numberFormat: column.numberFormat,
    dateFormat: column.dateFormat,
  });
}

const cellClass = (column: { numeric?: boolean }, pinned: boolean) =>
  [
    'cv-data-table__cell',
    column.numeric && 'cv-data-table__cell--numeric',
    pinned && 'cv-data-table__pinned cv-data-table__pinned--first',
  ]
    .filter(Boolean)
    .join(' ');

/** The rows: a `<th scope="row">` for the column that names each row, `<td>` for the others. */
export function DataTableBody<Row>({
  columns,
  rows,
  format,
  selectLabel,
  loading,
  skeletonRows,
  pinFirst,
}: DataTableBodyProps<Row>) {
  const selectClass = pinFirst
    ? 'cv-data-table__select cv-data-table__pinned'
    : 'cv-data-table__select';
  if (loading && rows.length === 0) {
    return (
      <tbody className="cv-data-table__body">
        {Array.from({ length: skeletonRows }, (_, index) => (
          // Placeholders only: hidden from screen readers, which hear the loading status instead.
          <tr key={index} className="cv-data-table__row" aria-hidden="true">
            {selectLabel ? <td className={selectClass} /> : null}
            {columns.map((column, columnIndex) => (
              <td key={column.id} className={cellClass(column, pinFirst && columnIndex === 0)}>
                <Skeleton width={column.numeric ? '4rem' : '70%'} />
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    );
  }
  return (
    <tbody className="cv-data-table__body" data-stale={loading ? '' : undefined}>
      {rows.map((row) => (
        <tr
          key={row.id}
          className="cv-data-table__row"
          data-selected={row.selected ? '' : undefined}
        >
          {selectLabel ? (
            <td className={selectClass}>
              <SelectionCheckbox
                label={selectLabel(row.original)}
                checked={row.selected}
                onChange={row.onSelect}
              />
            </td>
          ) : null}
          {columns.map((column, columnIndex) => {
            const className = cellClass(column, pinFirst && columnIndex === 0);
            const content = cellContent(column, row.original, format);
            return column.rowHeader ? (
              <th key={column.id} scope="row" className={`${className} cv-data-table__row-header`}>
                {content}
              </th>
            ) : (
              <td key={column.id} className={className}>
                {content}
              </td>
            );
          })}
        </tr>
      ))}
    </tbody>
  );
}
