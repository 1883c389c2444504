import type { DataTableColumn } from './types';
import { formatValue, type ValueFormat } from './values';

/**
 * Types a column list for one kind of row, so each `value` and `cell` knows its row:
 * `const columns = defineColumns<Applicant>()([{ id: 'name', header: 'Name', value: (a) => a.name }])`.
 * Define it once (module scope or `useMemo`): a new list each render makes the table work again.
 */
export const defineColumns =
  <Row>() =>
  (columns: DataTableColumn<Row>[]): DataTableColumn<Row>[] =>
    columns;

/** The words a row is named by: its row header's value as shown, or the first column's. */
export function rowLabelOf<Row>(columns: DataTableColumn<Row>[], format: ValueFormat) {
  const naming = columns.find((column) => column.rowHeader) ?? columns[0];
  return (row: Row) =>
    naming
      ? formatValue(naming.value(row), {
          ...format,
          numberFormat: naming.numberFormat,
          dateFormat: naming.dateFormat,
        })
      : '';
}
