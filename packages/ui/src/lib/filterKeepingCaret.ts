/**
 * Cleans an input's value in place (digits-only fields) and keeps the caret where the visitor was
 * typing; otherwise the browser jumps it to the end. Done at once in the change handler, because
 * when the dropped character leaves the value unchanged React does not render again.
 * `filter` must keep order (it only removes or maps characters). Returns the cleaned value.
 */
export function filterKeepingCaret(input: HTMLInputElement, filter: (raw: string) => string) {
  const raw = input.value;
  const cleaned = filter(raw);
  if (cleaned === raw) return cleaned;
  const caret = Math.min(
    filter(raw.slice(0, input.selectionStart ?? raw.length)).length,
    cleaned.length,
  );
  input.value = cleaned;
  if (input.ownerDocument.activeElement === input) input.setSelectionRange(caret, caret);
  return cleaned;
}
