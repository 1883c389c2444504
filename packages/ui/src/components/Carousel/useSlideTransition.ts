import { useEffect, useRef, type RefObject } from 'react';
import type { SlideDirection } from './carouselMath';

/*
 * The spec's slide spring (stiffness 80, damping 20, mass 1) is overdamped: no overshoot, settling
 * in about 0.7 s. A strong ease-out over 700 ms approximates it without an animation library.
 */
const SPRING_APPROXIMATION = { duration: 700, easing: 'cubic-bezier(0.16, 1, 0.3, 1)' };
const CROSS_FADE = { duration: 300, easing: 'linear' };
const SHIFT_PERCENT = 12;
const SCALE = 0.96;

/**
 * Animates the slide change with the Web Animations API: the new slide comes in from the side it
 * lies on (by `direction`, mirrored in right-to-left text) while the old one leaves the other way,
 * both fading with a slight scale. With reduced motion they only cross-fade.
 */
export function useSlideTransition(
  slides: RefObject<Array<HTMLElement | null>>,
  index: number,
  direction: SlideDirection,
  reducedMotion: boolean,
): void {
  const previous = useRef(index);

  useEffect(() => {
    const from = previous.current;
    previous.current = index;
    const incoming = slides.current?.[index];
    const outgoing = slides.current?.[from];
    if (from === index || !incoming || typeof incoming.animate !== 'function') return;

    const rtl = getComputedStyle(incoming).direction === 'rtl';
    const shift = SHIFT_PERCENT * direction * (rtl ? -1 : 1);
    const away = reducedMotion ? 'none' : `translateX(${-shift}%) scale(${SCALE})`;
    const toward = reducedMotion ? 'none' : `translateX(${shift}%) scale(${SCALE})`;
    const timing = reducedMotion ? CROSS_FADE : SPRING_APPROXIMATION;

    const running = [
      incoming.animate(
        [
          { opacity: 0, transform: toward },
          { opacity: 1, transform: 'none' },
        ],
        timing,
      ),
    ];
    if (outgoing) {
      // The old slide is already hidden by its class; keep it visible while it fades out.
      running.push(
        outgoing.animate(
          [
            { opacity: 1, transform: 'none', visibility: 'visible' },
            { opacity: 0, transform: away, visibility: 'visible' },
          ],
          timing,
        ),
      );
    }
    return () => running.forEach((animation) => animation.cancel());
  }, [slides, index, direction, reducedMotion]);
}
