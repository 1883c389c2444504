// The flip card's state as a pure reducer. The button's pressed state changes only when it is
// activated (or Escape turns the card back); hover and focus on the back's own links reveal the
// back for the eye without touching it.

export interface FlipState {
  /** The flip button's state: true shows the back until the button (or Escape) turns it back. */
  pressed: boolean;
  hovered: boolean;
  /** Focus is anywhere in the card. */
  focused: boolean;
  /** Focus is on something in the back face (a link there), which must be seen to be used. */
  focusInBack: boolean;
  /** Turned back by the button or Escape: hover reveals nothing until pointer and focus leave. */
  dismissed: boolean;
}

export type FlipEvent =
  'toggle' | 'dismiss' | 'hover' | 'unhover' | 'focusBack' | 'focusElsewhere' | 'blur';

export function initialFlipState(flipped: boolean): FlipState {
  return { pressed: flipped, hovered: false, focused: false, focusInBack: false, dismissed: false };
}

/** The back shows while pressed, or while hovered or focused in the back unless dismissed. */
export function isShown(state: FlipState): boolean {
  return state.pressed || (!state.dismissed && (state.hovered || state.focusInBack));
}

function next(state: FlipState, event: FlipEvent): FlipState {
  switch (event) {
    case 'toggle':
      // Un-pressing turns the card back even under the pointer: what shows matches the state.
      return { ...state, pressed: !state.pressed, dismissed: state.pressed };
    case 'dismiss':
      return { ...state, pressed: false, dismissed: true };
    case 'hover':
      return { ...state, hovered: true };
    case 'unhover':
      return { ...state, hovered: false };
    case 'focusBack':
      return { ...state, focused: true, focusInBack: true };
    case 'focusElsewhere':
      return { ...state, focused: true, focusInBack: false };
    case 'blur':
      return { ...state, focused: false, focusInBack: false };
  }
}

export function flipReducer(state: FlipState, event: FlipEvent): FlipState {
  const after = next(state, event);
  // A dismissal lasts until pointer and focus have both left; the next visit reveals again.
  if (after.dismissed && !after.hovered && !after.focused) return { ...after, dismissed: false };
  return after;
}
