// Arrow-key focus movement shared by the tab strip and the accordion (WAI-ARIA Authoring
// Practices): pure, so it is tested without a browser.

export type Orientation = 'horizontal' | 'vertical';

/**
 * The index a key moves focus to among `count` items, or undefined for a key that moves nothing.
 * Home and End jump to the ends; the arrows of the orientation step (Left and Right swap in
 * right-to-left text), wrapping around when `loop` is set and staying put at an end otherwise.
 */
export function focusTarget(
  key: string,
  index: number,
  count: number,
  orientation: Orientation,
  rtl: boolean,
  loop = true,
): number | undefined {
  const vertical = orientation === 'vertical';
  const next = vertical ? 'ArrowDown' : rtl ? 'ArrowLeft' : 'ArrowRight';
  const previous = vertical ? 'ArrowUp' : rtl ? 'ArrowRight' : 'ArrowLeft';
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  if (key === next) return index < count - 1 ? index + 1 : loop ? 0 : index;
  if (key === previous) return index > 0 ? index - 1 : loop ? count - 1 : index;
  return undefined;
}

/** Whether the element's text runs right to left (its own or inherited `dir`). */
export const isRtl = (element: Element): boolean => getComputedStyle(element).direction === 'rtl';

/** A key pressed with a modifier belongs to the browser or assistive technology, not to us. */
export const hasModifier = (event: {
  altKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
}): boolean => event.altKey || event.ctrlKey || event.metaKey || event.shiftKey;
