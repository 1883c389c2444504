export { Pagination } from './Pagination';
export type { PaginationItemRange, PaginationProps } from './Pagination';
export { pageRange } from './pageRange';
export type { PageItem, PageRangeOptions } from './pageRange';
export { defaultPaginationTexts } from './texts';
export type { PaginationTexts } from './texts';
