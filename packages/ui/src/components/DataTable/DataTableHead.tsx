import { StrokeIcon } from '../../lib/icons';
import { SelectionCheckbox } from './SelectionCheckbox';
import type { DataTableColumn, DataTableSort } from './types';

interface DataTableHeadProps<Row> {
  columns: DataTableColumn<Row>[];
  sort: DataTableSort | null;
  onSort: (column: DataTableColumn<Row>) => void;
  /** The header checkbox, when rows can be selected. */
  selection?: {
    label: string;
    header: string;
    checked: boolean;
    mixed: boolean;
    disabled: boolean;
    onChange: (checked: boolean) => void;
  };
  /** The first column is pinned to the start while the table scrolls sideways. */
  pinFirst: boolean;
}

/** The arrow a sort button shows: decorative, since `aria-sort` on the header says it. */
function SortArrow({ direction }: { direction: DataTableSort['direction'] | undefined }) {
  return (
    <StrokeIcon className="cv-data-table__sort-icon">
      {direction === 'ascending' ? <path d="M12 19V5m-6 6 6-6 6 6" /> : null}
      {direction === 'descending' ? <path d="M12 5v14m6-6-6 6-6-6" /> : null}
      {/* Unsorted: both ways, faint, to say the column can be sorted. */}
      {direction === undefined ? <path d="m8 9 4-4 4 4m0 6-4 4-4-4" /> : null}
    </StrokeIcon>
  );
}

/**
 * The header row, after WAI-ARIA APG's sortable table: a sortable column's header holds a button
 * named by the header text, and only the sorted column's `<th>` carries `aria-sort`.
 */
export function DataTableHead<Row>({
  columns,
  sort,
  onSort,
  selection,
  pinFirst,
}: DataTableHeadProps<Row>) {
  return (
    <thead className="cv-data-table__head">
      <tr>
        {selection ? (
          <th
            scope="col"
            className={
              pinFirst ? 'cv-data-table__select cv-data-table__pinned' : 'cv-data-table__select'
            }
          >
            <span className="cv-visually-hidden">{selection.header}</span>
            <SelectionCheckbox
              label={selection.label}
              checked={selection.checked}
              mixed={selection.mixed}
              disabled={selection.disabled}
              onChange={(event) => selection.onChange(event.target.checked)}
            />
          </th>
        ) : null}
        {columns.map((column, index) => {
          const direction = sort?.columnId === column.id ? sort.direction : undefined;
          const pinned = pinFirst && index === 0;
          const className = [
            'cv-data-table__header',
            column.numeric && 'cv-data-table__cell--numeric',
            pinned && 'cv-data-table__pinned cv-data-table__pinned--first',
          ]
            .filter(Boolean)
            .join(' ');
          return (
            <th key={column.id} scope="col" aria-sort={direction} className={className}>
              {column.sortable ? (
                <button
                  type="button"
                  className="cv-data-table__sort"
                  data-sorted={direction ? '' : undefined}
                  onClick={() => onSort(column)}
                >
                  <span>{column.header}</span>
                  <SortArrow direction={direction} />
                </button>
              ) : (
                column.header
              )}
            </th>
          );
        })}
      </tr>
    </thead>
  );
}
