import { useEffect, useState, type RefObject } from 'react';

/**
 * The text direction the element inherits from the page (`dir="rtl"` on an ancestor), so arrow
 * keys follow it; Radix only knows the direction it is told. "ltr" on the server.
 */
export function useInheritedDirection(
  element: RefObject<HTMLElement | null>,
  given?: 'ltr' | 'rtl',
): 'ltr' | 'rtl' {
  const [found, setFound] = useState<'ltr' | 'rtl'>('ltr');
  useEffect(() => {
    if (given || !element.current) return;
    // Read from the parent: the element itself carries the `dir` it was given.
    const from = element.current.parentElement ?? element.current;
    // The direction exists only in the DOM after mount; one extra render is the price.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setFound(getComputedStyle(from).direction === 'rtl' ? 'rtl' : 'ltr');
  }, [element, given]);
  return given ?? found;
}
