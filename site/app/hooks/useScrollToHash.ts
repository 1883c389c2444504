import { useEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/** Spec 2.1 and 9: scroll to the hash's element 100 ms after navigating, or to the top. */
export const SCROLL_TO_HASH_DELAY_MS = 100;

function scrollBehavior(): ScrollBehavior {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';
}

export function useScrollToHash(): void {
  const { pathname, hash, key } = useLocation();
  const navigationType = useNavigationType();

  useEffect(() => {
    // Back and forward keep the browser's own scroll restoration.
    if (navigationType === 'POP' && !hash) return;
    const timer = window.setTimeout(() => {
      const id = decodeURIComponent(hash.slice(1));
      const target = id ? document.getElementById(id) : null;
      if (target) {
        target.scrollIntoView({ behavior: scrollBehavior(), block: 'start' });
        // Move focus too, so keyboard and screen-reader users land where the eye does. Sections
        // that are hash targets carry tabIndex -1 in their markup: setting it here, inside an
        // island not yet hydrated, would make the page's HTML differ from what React renders.
        if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
        target.focus({ preventScroll: true });
      } else {
        window.scrollTo({ top: 0, behavior: scrollBehavior() });
      }
    }, SCROLL_TO_HASH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [pathname, hash, key, navigationType]);
}
