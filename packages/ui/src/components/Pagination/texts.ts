/** Every word the pagination says or shows; each has an English default. */
export interface PaginationTexts {
  /** The `<nav>`'s name. */
  label: string;
  /** Visible on the Previous control. */
  previous: string;
  /** Visible on the Next control. */
  next: string;
  /** The Previous control's full name: where it goes. */
  previousPage: (page: number, pageCount: number) => string;
  /** The Next control's full name: where it goes. */
  nextPage: (page: number, pageCount: number) => string;
  /** A page control's name (its visible number is in it). */
  page: (page: number, pageCount: number) => string;
  /** Where the visitor is, shown instead of the page numbers where they do not fit (a phone). */
  position: (page: number, pageCount: number) => string;
  /** The optional status line: "Showing 21–40 of 173". */
  range: (first: number, last: number, total: number) => string;
}

export const defaultPaginationTexts: PaginationTexts = {
  label: 'Pagination',
  previous: 'Previous',
  next: 'Next',
  previousPage: (page, pageCount) => `Previous page, page ${page} of ${pageCount}`,
  nextPage: (page, pageCount) => `Next page, page ${page} of ${pageCount}`,
  page: (page) => `Page ${page}`,
  position: (page, pageCount) => `Page ${page} of ${pageCount}`,
  range: (first, last, total) => `Showing ${first}–${last} of ${total}`,
};
