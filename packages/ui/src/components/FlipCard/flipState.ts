// The flip card's state as a pure reducer: what reveals the back and what turns it back.

export interface FlipState {
  hovered: boolean;
  focused: boolean;
  /** An explicit choice by button or Escape; null follows hover and focus. */
  choice: boolean | null;
}

export type FlipEvent = 'hover' | 'unhover' | 'focus' | 'blur' | 'pin' | 'dismiss';

export function initialFlipState(flipped: boolean): FlipState {
  return { hovered: false, focused: false, choice: flipped ? true : null };
}

/** The back shows when chosen, or while hovered or focused unless dismissed. */
export function isShown(state: FlipState): boolean {
  return state.choice ?? (state.hovered || state.focused);
}

export function flipReducer(state: FlipState, event: FlipEvent): FlipState {
  switch (event) {
    case 'pin':
      return { ...state, choice: true };
    case 'dismiss':
      return { ...state, choice: false };
    case 'hover':
    case 'focus':
      return { ...state, [event === 'hover' ? 'hovered' : 'focused']: true };
    case 'unhover':
    case 'blur': {
      const next = { ...state, [event === 'unhover' ? 'hovered' : 'focused']: false };
      // A dismissal lasts until pointer and focus have both left; the next visit reveals again.
      if (!next.hovered && !next.focused && next.choice === false) next.choice = null;
      return next;
    }
  }
}
