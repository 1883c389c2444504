import type { ApplicationStatusName } from '@corvane/contract';
import type { DataTableSort } from '@corvane/ui';
import type { Query } from '../../api/staffApi';
import { isStatus } from './statuses';

// The list of applications as its address says it (`/applications?job=…&status=interview`), so
// a link from the jobs screen, Back, a reload and a copied address all show the same list.
// Values that are the defaults are left out of the address.

export const PAGE_SIZE = 25;

const SORTS = ['received', 'name', 'job', 'status'] as const;
export type ApplicationSort = (typeof SORTS)[number];

export interface ListAddress {
  job: string;
  status: ApplicationStatusName | '';
  /** YYYY-MM-DD, or ''. */
  from: string;
  to: string;
  search: string;
  sort: ApplicationSort;
  direction: 'asc' | 'desc';
  /** From 1. */
  page: number;
}

const DEFAULT_SORT: ApplicationSort = 'received';
const DEFAULT_DIRECTION = 'desc';

const isSort = (value: string | null): value is ApplicationSort =>
  (SORTS as readonly string[]).includes(value ?? '');

export function readAddress(params: URLSearchParams): ListAddress {
  const status = params.getAll('status').find(isStatus) ?? '';
  const sort = params.get('sort');
  const page = Number.parseInt(params.get('page') ?? '', 10);
  return {
    job: params.get('job') ?? '',
    status,
    from: params.get('from') ?? '',
    to: params.get('to') ?? '',
    search: params.get('search') ?? '',
    sort: isSort(sort) ? sort : DEFAULT_SORT,
    direction: params.get('direction') === 'asc' ? 'asc' : DEFAULT_DIRECTION,
    page: Number.isFinite(page) && page > 1 ? page : 1,
  };
}

/** The address's query for `list`, without the defaults. */
export function paramsOf(list: ListAddress): URLSearchParams {
  const params = new URLSearchParams();
  const put = (name: string, value: string) => value && params.set(name, value);
  put('job', list.job);
  put('status', list.status);
  put('from', list.from);
  put('to', list.to);
  put('search', list.search.trim());
  if (list.sort !== DEFAULT_SORT || list.direction !== DEFAULT_DIRECTION) {
    params.set('sort', list.sort);
    params.set('direction', list.direction);
  }
  if (list.page > 1) params.set('page', String(list.page));
  return params;
}

/** What the list shows and the CSV holds: the same for both. */
export const filterQueryOf = (list: ListAddress) =>
  ({
    job: list.job,
    status: list.status,
    from: list.from,
    to: list.to,
    search: list.search.trim(),
  }) satisfies Query;

/** One page of the list, as GET /api/staff/applications takes it. */
export const listQueryOf = (list: ListAddress) =>
  ({
    ...filterQueryOf(list),
    sort: list.sort,
    direction: list.direction,
    page: list.page,
    pageSize: PAGE_SIZE,
  }) satisfies Query;

export const hasFilters = (list: ListAddress) =>
  Boolean(list.job || list.status || list.from || list.to || list.search.trim());

/** The table's sort for the address's. */
export const tableSortOf = (list: ListAddress): DataTableSort => ({
  columnId: list.sort,
  direction: list.direction === 'asc' ? 'ascending' : 'descending',
});

/** The address's sort for the table's; a column the server cannot sort by changes nothing. */
export const addressSortOf = (
  sort: DataTableSort,
): Pick<ListAddress, 'sort' | 'direction'> | null =>
  isSort(sort.columnId)
    ? { sort: sort.columnId, direction: sort.direction === 'ascending' ? 'asc' : 'desc' }
    : null;
