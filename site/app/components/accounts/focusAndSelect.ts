/**
 * Focuses a field the form refused and selects what it holds: nothing typed is lost, and typing
 * again replaces it (decision 052).
 */
export function focusAndSelect(field: Element | RadioNodeList | null | undefined) {
  if (!(field instanceof HTMLInputElement)) return;
  field.focus();
  field.select();
}
