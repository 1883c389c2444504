import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { cx } from '../../lib/cx';
import { StrokeIcon } from '../../lib/icons';
import { LiveRegion } from '../Announcer/LiveRegion';
import { pageRange } from './pageRange';
import { defaultPaginationTexts, type PaginationTexts } from './texts';

/** The rows (or items) the current page shows, for the "Showing 21–40 of 173" line. */
export interface PaginationItemRange {
  /** The first item on the page, from 1. */
  first: number;
  /** The last item on the page. */
  last: number;
  total: number;
}

export interface PaginationProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /** The current page, from 1. */
  page: number;
  pageCount: number;
  /** Pages as links: the address of each page. */
  href?: (page: number) => string;
  /** Pages as buttons (or, with `href`, links whose clicks the app handles): the page asked for. */
  onPageChange?: (page: number) => void;
  /** Pages shown on each side of the current one. Default 1. */
  siblings?: number;
  /** Pages always shown at each end. Default 1. */
  boundaries?: number;
  /** Shows "Showing 21–40 of 173" after the controls; a change to it is said politely. */
  itemRange?: PaginationItemRange;
  texts?: Partial<PaginationTexts>;
}

interface PageControlProps {
  target: number;
  href: PaginationProps['href'];
  onPageChange: PaginationProps['onPageChange'];
  /** Where it cannot go (before the first page, after the last): shown, never activated. */
  disabled?: boolean;
  current?: boolean;
  label: string;
  className: string;
  children: ReactNode;
}

/** One control: a link when pages have addresses, a button otherwise. */
function PageControl({
  target,
  href,
  onPageChange,
  disabled = false,
  current = false,
  label,
  className,
  children,
}: PageControlProps) {
  const common = {
    className,
    'aria-label': label,
    'aria-current': current ? ('page' as const) : undefined,
    'aria-disabled': disabled || undefined,
  };
  if (href) {
    // A link with nowhere to go has no address, so it cannot be followed or focused.
    if (disabled) {
      return (
        <a role="link" {...common}>
          {children}
        </a>
      );
    }
    return (
      <a
        {...common}
        href={href(target)}
        onClick={
          onPageChange
            ? (event) => {
                if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
                event.preventDefault();
                if (!current) onPageChange(target);
              }
            : undefined
        }
      >
        {children}
      </a>
    );
  }
  return (
    <button
      type="button"
      {...common}
      // aria-disabled, not disabled: the button keeps focus when the last page is reached.
      onClick={() => {
        if (!disabled && !current) onPageChange?.(target);
      }}
    >
      {children}
    </button>
  );
}

const chevron = (direction: 'previous' | 'next') => (
  <StrokeIcon className="cv-pagination__chevron">
    <path d={direction === 'previous' ? 'm15 18-6-6 6-6' : 'm9 18 6-6-6-6'} />
  </StrokeIcon>
);

/**
 * Moves between the pages of a long list: a named `<nav>` with Previous, the pages (gaps for long
 * ranges) and Next, as links (`href`) or buttons (`onPageChange`). The current page is
 * `aria-current="page"`; Previous and Next say where they go.
 */
export const Pagination = forwardRef<HTMLElement, PaginationProps>(function Pagination(
  {
    page,
    pageCount,
    href,
    onPageChange,
    siblings,
    boundaries,
    itemRange,
    texts: textOverrides,
    className,
    ...rest
  },
  ref,
) {
  const texts = { ...defaultPaginationTexts, ...textOverrides };
  const count = Math.max(0, Math.floor(pageCount));
  const current = Math.min(Math.max(1, page), Math.max(1, count));
  const controls = { href, onPageChange };
  const atStart = current <= 1;
  const atEnd = current >= count;

  return (
    <nav ref={ref} aria-label={texts.label} className={cx('cv-pagination', className)} {...rest}>
      {count > 1 ? (
        <ul className="cv-pagination__list">
          <li className="cv-pagination__end">
            <PageControl
              {...controls}
              target={current - 1}
              disabled={atStart}
              label={atStart ? texts.previous : texts.previousPage(current - 1, count)}
              className="cv-pagination__control cv-pagination__step"
            >
              {chevron('previous')}
              <span>{texts.previous}</span>
            </PageControl>
          </li>
          {pageRange({ page: current, pageCount: count, siblings, boundaries }).map((item) =>
            item.type === 'gap' ? (
              // Decorative: the page numbers on either side say what is left out.
              <li key={`gap-${item.side}`} className="cv-pagination__gap" aria-hidden="true">
                …
              </li>
            ) : (
              <li key={item.page} className="cv-pagination__item">
                <PageControl
                  {...controls}
                  target={item.page}
                  current={item.page === current}
                  label={texts.page(item.page, count)}
                  className="cv-pagination__control cv-pagination__page"
                >
                  {item.page}
                </PageControl>
              </li>
            ),
          )}
          {/* Where the numbers do not fit (a phone), this says where the visitor is instead. */}
          <li className="cv-pagination__position">{texts.position(current, count)}</li>
          <li className="cv-pagination__end">
            <PageControl
              {...controls}
              target={current + 1}
              disabled={atEnd}
              label={atEnd ? texts.next : texts.nextPage(current + 1, count)}
              className="cv-pagination__control cv-pagination__step"
            >
              <span>{texts.next}</span>
              {chevron('next')}
            </PageControl>
          </li>
        </ul>
      ) : null}
      {itemRange ? (
        <LiveRegion className="cv-pagination__range">
          {itemRange.total > 0
            ? texts.range(itemRange.first, itemRange.last, itemRange.total)
            : null}
        </LiveRegion>
      ) : null}
    </nav>
  );
});
