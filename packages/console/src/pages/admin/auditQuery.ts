// The audit log's filters as the address's query string holds them (?actor=&action=&target=
// &from=&to=&page=), so a filtered view can be bookmarked, shared and reached with Back.

export interface AuditFilters {
  actor: string;
  action: string;
  target: string;
  from: string;
  to: string;
}

export const FILTER_NAMES = ['actor', 'action', 'target', 'from', 'to'] as const;

export const NO_FILTERS: AuditFilters = { actor: '', action: '', target: '', from: '', to: '' };

export const AUDIT_PAGE_SIZE = 50;

export function filtersOf(params: URLSearchParams): AuditFilters {
  const filters = { ...NO_FILTERS };
  for (const name of FILTER_NAMES) filters[name] = params.get(name)?.trim() ?? '';
  return filters;
}

/** The page asked for, from 1; anything else is the first. */
export function pageOf(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isSafeInteger(page) && page > 1 ? page : 1;
}

/** The query string's values: empty filters and the first page are left out. */
export function paramsOf(filters: AuditFilters, page = 1): Record<string, string> {
  const params: Record<string, string> = {};
  for (const name of FILTER_NAMES) if (filters[name]) params[name] = filters[name];
  if (page > 1) params.page = String(page);
  return params;
}

export const hasFilters = (filters: AuditFilters) => FILTER_NAMES.some((name) => filters[name]);
