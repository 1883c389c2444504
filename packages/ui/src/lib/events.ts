/**
 * Runs the caller's handler first, then ours unless the caller prevented the default: a
 * component's own behaviour can be switched off from outside, as with Radix's parts.
 */
export function composeHandlers<E extends { defaultPrevented: boolean }>(
  theirs: ((event: E) => void) | undefined,
  ours: (event: E) => void,
): (event: E) => void {
  return (event) => {
    theirs?.(event);
    if (!event.defaultPrevented) ours(event);
  };
}
