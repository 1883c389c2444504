const invalidSelector = '[aria-invalid="true"], :invalid';

/**
 * Moves focus to the first invalid control inside `root` (a form), scrolled into view, and returns
 * it; null when there is none. Call it after a failed submit when there is no error summary.
 */
export function focusFirstInvalid(root: ParentNode | null | undefined): HTMLElement | null {
  if (!root) return null;
  const candidates = root.querySelectorAll<HTMLElement>(invalidSelector);
  for (const element of candidates) {
    // Skip fieldsets and forms (they match :invalid too) and anything that cannot take focus.
    if (element.matches('form, fieldset') || element.matches(':disabled')) continue;
    element.focus();
    if (element.ownerDocument.activeElement === element) {
      element.scrollIntoView?.({ block: 'center' });
      return element;
    }
  }
  return null;
}
