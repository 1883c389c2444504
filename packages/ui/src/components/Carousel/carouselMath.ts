// Pure index and direction maths for the carousel, kept apart so it can be unit-tested in Node.

export type SlideDirection = 1 | -1;

/** Wraps any integer into 0..count-1 (so -1 is the last slide and count is the first). */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return ((index % count) + count) % count;
}

/** Spec section 4: forward (1) when the new slide is later than the current one, else backward (-1). */
export function directionBetween(from: number, to: number): SlideDirection {
  return to >= from ? 1 : -1;
}

/** The slide auto-advance moves to: the next one, wrapping to the first after the last. */
export function nextIndex(current: number, count: number): number {
  return wrapIndex(current + 1, count);
}

/**
 * Which slide a key on the indicator tab list selects, or null for keys it does not handle.
 * Arrow keys follow the reading direction: in right-to-left text, ArrowLeft moves forward.
 */
export function indexForKey(
  key: string,
  current: number,
  count: number,
  rtl = false,
): number | null {
  const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
  const backward = rtl ? 'ArrowRight' : 'ArrowLeft';
  if (key === forward) return wrapIndex(current + 1, count);
  if (key === backward) return wrapIndex(current - 1, count);
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}
