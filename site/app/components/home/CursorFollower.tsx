import { useEffect, useRef, type RefObject } from 'react';

/**
 * A soft light that follows a mouse pointer inside `container` while `active`. Decorative only:
 * hidden from assistive technology, and never shown for touch or with reduced motion.
 */
export function CursorFollower(props: {
  container: RefObject<HTMLElement | null>;
  active: boolean;
}) {
  const { container, active } = props;
  const lightRef = useRef<HTMLSpanElement>(null);

  useEffect(() => {
    const area = container.current;
    const light = lightRef.current;
    if (!active || !area || !light) return;
    if (window.matchMedia('(prefers-reduced-motion: reduce), (pointer: coarse)').matches) return;
    let frame = 0;
    let x = 0;
    let y = 0;
    const onMove = (event: PointerEvent) => {
      const box = area.getBoundingClientRect();
      x = event.clientX - box.left;
      y = event.clientY - box.top;
      if (!frame) {
        frame = requestAnimationFrame(() => {
          frame = 0;
          light.style.transform = `translate(${x}px, ${y}px)`;
        });
      }
    };
    area.addEventListener('pointermove', onMove, { passive: true });
    light.dataset.visible = '';
    return () => {
      cancelAnimationFrame(frame);
      area.removeEventListener('pointermove', onMove);
      delete light.dataset.visible;
    };
  }, [container, active]);

  return <span ref={lightRef} className="cursor-follower" aria-hidden="true" />;
}
