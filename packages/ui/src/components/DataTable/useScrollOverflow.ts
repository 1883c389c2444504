import { useEffect, useState, type RefObject } from 'react';
import { flushSync } from 'react-dom';

export interface ScrollOverflow {
  /** Wider than its place: it scrolls sideways. */
  inline: boolean;
  /** Taller than its place (a `maxHeight`): it scrolls up and down. */
  block: boolean;
}

const NONE: ScrollOverflow = { inline: false, block: false };

/**
 * Whether a scroll area's content is larger than the area, kept up to date as either resizes.
 * Measured after mount only, so the server's HTML and the hydrating render both say "no". Each
 * change is drawn in the frame the resize is (the observer runs between layout and paint), so
 * the hint never shows a frame late.
 */
export function useScrollOverflow(area: RefObject<HTMLElement | null>): ScrollOverflow {
  const [overflow, setOverflow] = useState(NONE);
  useEffect(() => {
    const element = area.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    // It reports once as soon as it observes, then on every change of either size.
    const observer = new ResizeObserver(() => {
      // A pixel of rounding is not a scroll.
      const inline = element.scrollWidth > element.clientWidth + 1;
      const block = element.scrollHeight > element.clientHeight + 1;
      flushSync(() =>
        setOverflow((last) =>
          last.inline === inline && last.block === block ? last : { inline, block },
        ),
      );
    });
    observer.observe(element);
    for (const child of element.children) observer.observe(child);
    return () => observer.disconnect();
  }, [area]);
  return overflow;
}
