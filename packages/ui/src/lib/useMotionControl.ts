import { useRef, type FocusEvent } from 'react';

/**
 * The APG carousel pattern's rule for a component that moves by itself (carousel, marquee):
 * keyboard focus arriving on any element in it, its pause/play button included, stops the motion,
 * and only activating that button starts it again; it then keeps moving while focus stays on the
 * button. Focus a mouse press or a tap gives (not `:focus-visible`) stops nothing: clicking a
 * carousel's indicator changes the slide and the rotation goes on from there, as the site's spec
 * asks ("the timer restarts on every change"), and the pointer over the slides still holds it.
 */
export function useMotionControl(moving: boolean, setMoving: (moving: boolean) => void) {
  // A pointer press focuses the button (which stops the motion) before its click: the click does
  // what the button offered when it was pressed.
  const movingAtPress = useRef<boolean | null>(null);
  return {
    /** For the component's root: keyboard focus arriving anywhere in it stops the motion. */
    stopOnFocus: (event: FocusEvent<Element>) => {
      if (moving && event.target.matches(':focus-visible')) setMoving(false);
    },
    /** For the pause/play button. */
    buttonProps: {
      onPointerDown: () => {
        movingAtPress.current = moving;
      },
      onKeyDown: () => {
        movingAtPress.current = null;
      },
      onClick: () => {
        const was = movingAtPress.current ?? moving;
        movingAtPress.current = null;
        setMoving(!was);
      },
    },
  };
}
