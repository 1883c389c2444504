import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/** Spec 2.1 and 9: scroll to the hash's element 100 ms after navigating, or to the top. */
export const SCROLL_TO_HASH_DELAY_MS = 100;

function scrollBehavior(): ScrollBehavior {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';
}

/**
 * On the page's first load, whether the visitor has already put focus somewhere of their own (a
 * field clicked into and typed in before the page's code ran): then the page neither scrolls nor
 * moves focus under them. The browser focusing the hash's target itself is not the visitor's
 * doing. Later navigations come from a press the page answers at once, so they always scroll.
 */
function visitorFocusedFirst(target: Element | null): boolean {
  const now = document.activeElement;
  return !(now === null || now === document.body || now === target);
}

export function useScrollToHash(): void {
  const { pathname, hash, key } = useLocation();
  const navigationType = useNavigationType();
  const firstLoad = useRef(true);

  useEffect(() => {
    const onFirstLoad = firstLoad.current;
    firstLoad.current = false;
    // Back and forward keep the browser's own scroll restoration.
    if (navigationType === 'POP' && !hash) return;
    const timer = window.setTimeout(() => {
      const id = decodeURIComponent(hash.slice(1));
      const target = id ? document.getElementById(id) : null;
      if (onFirstLoad && visitorFocusedFirst(target)) return;
      if (target) {
        target.scrollIntoView({ behavior: scrollBehavior(), block: 'start' });
        // Move focus too, so keyboard and screen-reader users land where the eye does. Sections
        // that are hash targets carry tabIndex -1 in their markup (so the page's HTML and what
        // React renders agree); any other target gets it here.
        if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
        target.focus({ preventScroll: true });
      } else {
        window.scrollTo({ top: 0, behavior: scrollBehavior() });
      }
    }, SCROLL_TO_HASH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [pathname, hash, key, navigationType]);
}
