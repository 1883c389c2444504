import { useEffect, type RefObject } from 'react';

/**
 * While the fixed banner covers the bottom of the window, reserve that height as the page's
 * scroll padding, so an element that receives focus is scrolled clear of the banner (WCAG 2.4.11).
 */
export function useScrollPaddingBottom(ref: RefObject<HTMLElement | null>, active: boolean) {
  useEffect(() => {
    const element = ref.current;
    if (!active || !element) return;
    const root = document.documentElement;
    const previous = root.style.scrollPaddingBottom;
    const update = () => {
      root.style.scrollPaddingBottom = `${element.getBoundingClientRect().height}px`;
    };
    update();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      root.style.scrollPaddingBottom = previous;
    };
  }, [ref, active]);
}
