import { useEffect, type RefObject } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The focusable elements inside the given parts, in document order, visible ones only. */
export function focusablesIn(parts: Array<HTMLElement | null>): HTMLElement[] {
  return parts
    .flatMap((part) =>
      part
        ? [
            ...(part.matches(FOCUSABLE) ? [part] : []),
            ...part.querySelectorAll<HTMLElement>(FOCUSABLE),
          ]
        : [],
    )
    .filter((element) => element.getClientRects().length > 0);
}

/**
 * While `active`, Tab and Shift+Tab cycle through the focusable elements of `parts` only (e.g. a
 * menu button and the panel it opens), and Escape calls `onEscape`.
 */
export function useFocusTrap(
  parts: Array<RefObject<HTMLElement | null>>,
  active: boolean,
  onEscape: () => void,
): void {
  useEffect(() => {
    if (!active) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        onEscape();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = focusablesIn(parts.map((part) => part.current));
      if (items.length === 0) return;
      const index = items.indexOf(document.activeElement as HTMLElement);
      const next = event.shiftKey
        ? index <= 0
          ? items.length - 1
          : index - 1
        : index === items.length - 1 || index === -1
          ? 0
          : index + 1;
      event.preventDefault();
      items[next]?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [parts, active, onEscape]);
}
