import { useEffect, type RefObject } from 'react';

/**
 * While a sticky tab list is mounted, sets the page's `scroll-padding-top` to the header offset
 * plus the list's own height, so content scrolled to (by focus, find or a #link) is never hidden
 * under them. Tracks the list's height and restores the previous value on unmount.
 */
export function useStickyOffset(
  enabled: boolean,
  list: RefObject<HTMLElement | null>,
  offset: string,
): void {
  useEffect(() => {
    const element = list.current;
    if (!enabled || !element) return;
    const page = document.documentElement;
    const previous = page.style.scrollPaddingTop;
    const update = () => {
      page.style.scrollPaddingTop = `calc(${offset} + ${element.offsetHeight}px)`;
    };
    update();
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(update) : null;
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      page.style.scrollPaddingTop = previous;
    };
  }, [enabled, list, offset]);
}
