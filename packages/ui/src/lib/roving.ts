// What the tab strip and the accordion share about arrow-key movement (Radix moves the focus).

export type Orientation = 'horizontal' | 'vertical';

/** A key pressed with a modifier belongs to the browser or assistive technology, not to us. */
export const hasModifier = (event: {
  altKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
}): boolean => event.altKey || event.ctrlKey || event.metaKey || event.shiftKey;
