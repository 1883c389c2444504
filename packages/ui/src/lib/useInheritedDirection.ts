import { useEffect, useState, type RefObject } from 'react';

/**
 * The text direction an element inherits from the page (`dir="rtl"` on an ancestor), for Radix
 * parts that map arrow keys by the direction they are told. `given` wins. "ltr" on the server and
 * at first; a right-to-left page costs one extra render after mount, a left-to-right one none.
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
    // The direction exists only in the DOM after mount.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setFound(getComputedStyle(from).direction === 'rtl' ? 'rtl' : 'ltr');
  }, [element, given]);
  return given ?? found;
}
