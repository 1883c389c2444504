// Radix (FocusScope 1.3) wraps Tab only from the first or last tabbable element. Focus that
// starts on something that is not in the tab order, such as a title given focus on open
// (tabindex=-1), has no such edge: Shift+Tab from it leaves the dialog and Radix pulls focus
// back, so the key seems to do nothing. This wraps from there as from the first element.
import { TABBABLE } from '../../lib/tabbable';

/** The dialog's elements in Tab order that a visitor can see (no positive tabindex is used). */
function tabbablesIn(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(TABBABLE)).filter(
    (element) =>
      element.tabIndex >= 0 &&
      !element.matches(':disabled') &&
      !element.closest('[hidden], [inert]') &&
      element.getClientRects().length > 0,
  );
}

/** A comes before b in the document. */
const precedes = (a: Node, b: Node) =>
  Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);

/**
 * When focus is inside the dialog but outside its Tab order, moves it to the dialog's other end if
 * Tab (or Shift+Tab) would otherwise leave the dialog. True when it moved focus.
 */
export function wrapFocusFromOutsideTabOrder(
  container: HTMLElement,
  active: Element | null,
  backwards: boolean,
): boolean {
  if (!(active instanceof HTMLElement) || !container.contains(active)) return false;
  // From a tabbable element Radix wraps by itself.
  if (active !== container && active.tabIndex >= 0) return false;
  const tabbables = tabbablesIn(container);
  const first = tabbables[0];
  const last = tabbables[tabbables.length - 1];
  if (!first || !last) return false;
  if (backwards && (active === container || precedes(active, first))) {
    last.focus();
    return true;
  }
  if (!backwards && active !== container && precedes(last, active)) {
    first.focus();
    return true;
  }
  return false;
}

/**
 * Radix's trap wraps Tab from the last element to the first (and Shift+Tab back) with
 * `preventScroll`, so in a dialog taller than the screen the element it focuses can stay scrolled
 * out of sight: the Close button above, the last button below. Scrolls it into view; `nearest`
 * moves nothing when it is in view already.
 */
export function revealFocused(container: HTMLElement, target: EventTarget) {
  if (target instanceof HTMLElement && target !== container)
    target.scrollIntoView?.({ block: 'nearest' });
}
