import { useEffect, useState, type RefObject } from 'react';

/** Whether the element is at least `threshold` visible (IntersectionObserver), false on the server. */
export function useInView(
  ref: RefObject<Element | null>,
  threshold: number,
  rootMargin = '0px',
): boolean {
  const [inView, setInView] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver !== 'function') return;
    const observer = new IntersectionObserver(
      ([entry]) => setInView(Boolean(entry?.isIntersecting)),
      { threshold, rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, threshold, rootMargin]);
  return inView;
}

/**
 * The index of the last of `elements` to become at least `threshold` visible; `fallback` until
 * one does (spec 4: the second hero component's active step).
 */
export function useActiveIndex(
  elements: RefObject<Array<Element | null>>,
  threshold: number,
  fallback = 0,
): number {
  const [active, setActive] = useState(fallback);
  useEffect(() => {
    const items = (elements.current ?? []).filter((item): item is Element => item !== null);
    if (items.length === 0 || typeof IntersectionObserver !== 'function') return;
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) setActive(items.indexOf(entry.target));
        }
      },
      { threshold },
    );
    items.forEach((item) => observer.observe(item));
    return () => observer.disconnect();
  }, [elements, threshold]);
  return active;
}
