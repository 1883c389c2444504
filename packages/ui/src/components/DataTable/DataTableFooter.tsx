import type { ReactNode } from 'react';
import { LiveRegion } from '../Announcer/LiveRegion';
import { Pagination } from '../Pagination/Pagination';
import type { PaginationTexts } from '../Pagination/texts';

interface DataTableFooterProps {
  /** "Showing 21–40 of 173", or nothing while there are no rows. */
  range: ReactNode;
  /** The current page, from 0. */
  pageIndex: number;
  pageCount: number;
  onPageIndexChange: (pageIndex: number) => void;
  paginationTexts?: Partial<PaginationTexts>;
}

/**
 * Under a paged table: the rows shown, in a region that is always there so a new page and what a
 * search leaves are heard, and the pages (buttons) when there is more than one.
 */
export function DataTableFooter({
  range,
  pageIndex,
  pageCount,
  onPageIndexChange,
  paginationTexts,
}: DataTableFooterProps) {
  return (
    <div className="cv-data-table__footer">
      <LiveRegion className="cv-data-table__range">{range}</LiveRegion>
      {pageCount > 1 ? (
        <Pagination
          className="cv-data-table__pagination"
          page={pageIndex + 1}
          pageCount={pageCount}
          onPageChange={(page) => onPageIndexChange(page - 1)}
          texts={paginationTexts}
        />
      ) : null}
    </div>
  );
}
