import { useEffect, useRef, useState, type RefObject } from 'react';

/**
 * Calls `advance` once `interval` ms after the slide last changed, while `active`. Any change of
 * slide, interval or activity restarts the wait (spec section 4); unmounting clears it.
 */
export function useAutoAdvance(
  active: boolean,
  interval: number,
  index: number,
  advance: () => void,
): void {
  const advanceRef = useRef(advance);
  useEffect(() => {
    advanceRef.current = advance;
  });
  useEffect(() => {
    if (!active) return;
    const timer = window.setTimeout(() => advanceRef.current(), interval);
    return () => window.clearTimeout(timer);
  }, [active, interval, index]);
}

/**
 * Whether rotation should hold because nobody can see it: the page is hidden (another tab, a
 * minimised window) or the element is scrolled out of view.
 */
export function useUnseen(ref: RefObject<HTMLElement | null>): boolean {
  const [pageHidden, setPageHidden] = useState(false);
  const [outOfView, setOutOfView] = useState(false);

  useEffect(() => {
    const update = () => setPageHidden(document.visibilityState === 'hidden');
    update();
    document.addEventListener('visibilitychange', update);
    return () => document.removeEventListener('visibilitychange', update);
  }, []);

  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver !== 'function') return;
    const observer = new IntersectionObserver((entries) => {
      const entry = entries[entries.length - 1];
      if (entry) setOutOfView(!entry.isIntersecting);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);

  return pageHidden || outOfView;
}
