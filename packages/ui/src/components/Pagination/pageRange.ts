/** One item of a pagination list: a page number, or a gap standing for the pages left out. */
export type PageItem = { type: 'page'; page: number } | { type: 'gap'; side: 'start' | 'end' };

export interface PageRangeOptions {
  /** The current page, from 1. */
  page: number;
  pageCount: number;
  /** Pages shown on each side of the current one. Default 1. */
  siblings?: number;
  /** Pages always shown at each end. Default 1. */
  boundaries?: number;
}

const pages = (from: number, to: number): PageItem[] =>
  Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => ({ type: 'page', page: from + i }));

/**
 * The pages a pagination shows, with gaps for long ranges: `1 … 4 5 6 … 9`. The list keeps the
 * same length wherever the current page is (a gap stands for two pages or more; one missing page
 * is shown instead), so the controls do not move under the pointer from page to page.
 */
export function pageRange({ page, pageCount, siblings = 1, boundaries = 1 }: PageRangeOptions) {
  const count = Math.max(0, Math.floor(pageCount));
  // Both ends, the current page with its siblings, and a slot for each gap.
  const slots = 2 * boundaries + 2 * siblings + 3;
  if (count <= slots) return pages(1, count);

  const current = Math.min(Math.max(1, Math.floor(page)), count);
  // The middle window, kept whole near the ends: it slides instead of shrinking.
  const windowStart = Math.min(
    Math.max(current - siblings, boundaries + 2),
    count - boundaries - 1 - 2 * siblings,
  );
  const windowEnd = windowStart + 2 * siblings;

  const startGap = windowStart > boundaries + 2;
  const endGap = windowEnd < count - boundaries - 1;
  return [
    ...pages(1, startGap ? boundaries : windowStart - 1),
    ...(startGap ? [{ type: 'gap', side: 'start' } as const] : []),
    ...pages(windowStart, windowEnd),
    ...(endGap ? [{ type: 'gap', side: 'end' } as const] : []),
    ...pages(endGap ? count - boundaries + 1 : windowEnd + 1, count),
  ];
}
