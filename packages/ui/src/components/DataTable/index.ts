export { DataTable, dataTableVariants } from './DataTable';
export { defineColumns } from './columns';
export type { DataTableColumn, DataTableProps, DataTableSort, DataTableValue } from './types';
export { defaultDataTableTexts } from './texts';
export type { DataTableTexts } from './texts';
