import { useRef } from 'react';

/**
 * The APG carousel pattern's rule for a component that moves by itself (carousel, marquee):
 * focus arriving on any element in it, its pause/play button included, stops the motion, and only
 * activating that button starts it again; it then keeps moving while focus stays on the button.
 */
export function useMotionControl(moving: boolean, setMoving: (moving: boolean) => void) {
  // A pointer press focuses the button (which stops the motion) before its click: the click does
  // what the button offered when it was pressed.
  const movingAtPress = useRef<boolean | null>(null);
  return {
    /** For the component's root: focus arriving anywhere in it stops the motion. */
    stopOnFocus: () => {
      if (moving) setMoving(false);
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
