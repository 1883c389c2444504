import {
  forwardRef,
  useEffect,
  useRef,
  useState,
  type HTMLAttributes,
  type ReactNode,
} from 'react';
import { cx } from '../../lib/cx';
import { flipReducer, initialFlipState, isShown, type FlipEvent } from './flipState';

export interface FlipCardProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** The front's heading, e.g. the country; also names the flip button. */
  title: ReactNode;
  /** The heading element for `title`. */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  /** More content for the front, under the title. */
  front?: ReactNode;
  /** The back: contact details, rendered inside an `<address>`. */
  back: ReactNode;
  /** The flip button's visible text. */
  flipLabel?: string;
  /** Show the back at first. */
  defaultFlipped?: boolean;
  /** Called when the shown face changes (true: the back). */
  onFlippedChange?: (flipped: boolean) => void;
  /** Force reduced motion (cross-fade) on or off; by default follows `prefers-reduced-motion`. */
  reducedMotion?: boolean;
}

/**
 * A card with a front and an address on the back. A real toggle button flips it (pointer, touch,
 * keyboard) and is pressed exactly while it holds the back; hovering, or focusing a link on the
 * back, shows the back for the eye only. Escape turns it back (WCAG 1.4.13).
 */
export const FlipCard = forwardRef<HTMLDivElement, FlipCardProps>(function FlipCard(
  {
    title,
    headingLevel = 3,
    front,
    back,
    flipLabel = 'Show address',
    defaultFlipped = false,
    onFlippedChange,
    reducedMotion,
    className,
    onPointerEnter,
    onPointerLeave,
    onFocus,
    onBlur,
    onKeyDown,
    ...props
  },
  ref,
) {
  const [state, setState] = useState(() => initialFlipState(defaultFlipped));
  const send = (event: FlipEvent) => setState((current) => flipReducer(current, event));
  const shown = isShown(state);
  const Heading = `h${headingLevel}` as const;
  const backRef = useRef<HTMLDivElement>(null);

  const reported = useRef(shown);
  const onFlippedChangeRef = useRef(onFlippedChange);
  useEffect(() => {
    onFlippedChangeRef.current = onFlippedChange;
  });
  useEffect(() => {
    if (reported.current === shown) return;
    reported.current = shown;
    onFlippedChangeRef.current?.(shown);
  }, [shown]);

  // Escape dismisses a hover-revealed back even when focus is elsewhere on the page.
  useEffect(() => {
    if (!state.hovered) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') send('dismiss');
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [state.hovered]);

  return (
    // Hover, focus and Escape only reveal or dismiss the back; the state is the button's.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div
      ref={ref}
      className={cx('cv-flip-card', className)}
      data-flipped={shown || undefined}
      data-motion={reducedMotion === undefined ? undefined : reducedMotion ? 'reduce' : 'full'}
      onPointerEnter={(event) => {
        if (event.pointerType === 'mouse') send('hover');
        onPointerEnter?.(event);
      }}
      onPointerLeave={(event) => {
        send('unhover');
        onPointerLeave?.(event);
      }}
      onFocus={(event) => {
        send(backRef.current?.contains(event.target) ? 'focusBack' : 'focusElsewhere');
        onFocus?.(event);
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) send('blur');
        onBlur?.(event);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && shown) {
          // Handled here, so a dialog around the card does not close as well.
          event.stopPropagation();
          send('dismiss');
        }
        onKeyDown?.(event);
      }}
      {...props}
    >
      <div className="cv-flip-card__inner">
        <div className="cv-flip-card__face cv-flip-card__face--front">
          <Heading className="cv-flip-card__title">{title}</Heading>
          {front}
        </div>
        <div ref={backRef} className="cv-flip-card__face cv-flip-card__face--back">
          <p className="cv-flip-card__back-title" aria-hidden="true">
            {title}
          </p>
          <address className="cv-flip-card__address">{back}</address>
        </div>
      </div>
      <button
        type="button"
        className="cv-flip-card__button"
        aria-pressed={state.pressed}
        onClick={() => send('toggle')}
      >
        {flipLabel}
        <span className="cv-visually-hidden"> ({title})</span>
      </button>
    </div>
  );
});
