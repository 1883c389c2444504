/** Elements a Tab press can land on, unless hidden, inert or given a negative `tabindex`. */
export const TABBABLE =
  'a[href],button:not(:disabled),input:not(:disabled):not([type="hidden"]),select:not(:disabled),textarea:not(:disabled),summary,iframe,[contenteditable=""],[contenteditable="true"],[tabindex]:not([tabindex^="-"])';

/** The attributes that can make an element tabbable or not. */
export const TABBABLE_ATTRIBUTES = ['href', 'disabled', 'tabindex', 'contenteditable', 'type'];
