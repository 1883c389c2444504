import {
  Children,
  forwardRef,
  isValidElement,
  useCallback,
  useEffect,
  useId,
  useImperativeHandle,
  useRef,
  useState,
  type HTMLAttributes,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { cx } from '../../lib/cx';
import { useMotionControl } from '../../lib/useMotionControl';
import {
  directionBetween,
  indexForKey,
  nextIndex,
  wrapIndex,
  type SlideDirection,
} from './carouselMath';
import { useReducedMotion } from './useReducedMotion';
import { useAutoAdvance, useUnseen } from './useRotation';
import { useSlideTransition } from './useSlideTransition';

export interface CarouselSlideData {
  /** Names the slide's indicator (shown on hover and focus). */
  title: string;
  content: ReactNode;
}

export interface CarouselSlideProps {
  /** Names the slide's indicator (shown on hover and focus). */
  title: string;
  children?: ReactNode;
}

/** One slide, for giving slides as children: `<Carousel><CarouselSlide title="…">…</CarouselSlide></Carousel>`. */
export function CarouselSlide({ children }: CarouselSlideProps) {
  return <>{children}</>;
}

export interface CarouselProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /** Slides as data; or give `<CarouselSlide>` children. */
  slides?: CarouselSlideData[];
  children?: ReactNode;
  /** Names the carousel for assistive technology. */
  label?: string;
  /** Milliseconds each slide shows before the next (spec: 6000). */
  interval?: number;
  /** Rotate by itself at first. Never on by default with reduced motion; the play button still can. */
  autoPlay?: boolean;
  /** The slide shown first (and in the server's HTML). */
  defaultIndex?: number;
  /** Called on every change with the new index and the direction moved (1 forward, -1 backward). */
  onIndexChange?: (index: number, direction: SlideDirection) => void;
  /** Force reduced motion on or off; by default follows `prefers-reduced-motion`. */
  reducedMotion?: boolean;
  pauseLabel?: string;
  playLabel?: string;
  /** Names the list of indicator tabs. */
  tabListLabel?: string;
  /** Each slide's label, "1 of 4" by default. */
  slideLabel?: (position: number, total: number) => string;
}

function slidesFrom(slides: CarouselSlideData[] | undefined, children: ReactNode) {
  if (slides) return slides;
  return Children.toArray(children)
    .filter(isValidElement<CarouselSlideProps>)
    .map((child) => ({ title: child.props.title, content: child.props.children }));
}

/**
 * A rotating set of slides after the WAI-ARIA tabbed carousel pattern: a pause/play button first,
 * then indicator tabs, then the slides. Keyboard focus arriving anywhere in it stops rotation
 * until the button is activated; rotation holds while the pointer is on the indicators or slides,
 * the page is hidden or it is out of view, and the slide is announced only while it holds.
 */
export const Carousel = forwardRef<HTMLElement, CarouselProps>(function Carousel(
  {
    slides: slidesProp,
    children,
    label = 'Highlights',
    interval = 6000,
    autoPlay = true,
    defaultIndex = 0,
    onIndexChange,
    reducedMotion: forceReducedMotion,
    pauseLabel = 'Pause slide rotation',
    playLabel = 'Play slide rotation',
    tabListLabel = 'Choose a slide',
    slideLabel = (position, total) => `${position} of ${total}`,
    className,
    onPointerOver,
    onPointerLeave,
    onFocus,
    ...props
  },
  forwardedRef,
) {
  const slides = slidesFrom(slidesProp, children);
  const count = slides.length;
  const id = useId();
  const rootRef = useRef<HTMLElement>(null);
  useImperativeHandle(forwardedRef, () => rootRef.current as HTMLElement);
  const slideRefs = useRef<Array<HTMLElement | null>>([]);
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([]);
  const rotationRef = useRef<HTMLButtonElement>(null);

  const [index, setIndex] = useState(() => wrapIndex(defaultIndex, count));
  const [direction, setDirection] = useState<SlideDirection>(1);
  const [choice, setChoice] = useState<'play' | 'pause' | null>(null);
  const [hovered, setHovered] = useState(false);
  const [tipFor, setTipFor] = useState<number | null>(null);
  // Escape hides the title tip until pointer or focus moves on (WCAG 1.4.13: dismissible).
  const [tipDismissed, setTipDismissed] = useState(false);
  const reducedMotion = useReducedMotion(forceReducedMotion);
  const unseen = useUnseen(rootRef);

  const playing = choice ? choice === 'play' : autoPlay && !reducedMotion;
  const rotating = playing && !hovered && !unseen && count > 1;
  const control = useMotionControl(playing, (play) => setChoice(play ? 'play' : 'pause'));
  const current = wrapIndex(index, count);

  const goTo = useCallback(
    (target: number, moved: SlideDirection) => {
      setIndex(target);
      setDirection(moved);
      onIndexChange?.(target, moved);
    },
    [onIndexChange],
  );

  useAutoAdvance(rotating, interval, current, () => goTo(nextIndex(current, count), 1));
  useSlideTransition(slideRefs, current, direction, reducedMotion);

  const selectTab = (target: number, moveFocus: boolean) => {
    if (target !== current) goTo(target, directionBetween(current, target));
    if (moveFocus) tabRefs.current[target]?.focus();
  };

  // A tip shown by the pointer hides on Escape wherever focus is.
  useEffect(() => {
    if (tipFor === null) return;
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') setTipDismissed(true);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [tipFor]);

  const onTabKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'Escape') {
      setTipDismissed(true);
      return;
    }
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    // From the focused indicator, which need not be the selected one (APG tabs pattern).
    const focused = tabRefs.current.indexOf(event.currentTarget);
    const target = indexForKey(event.key, focused === -1 ? current : focused, count, rtl);
    if (target === null) return;
    event.preventDefault();
    selectTab(target, true);
  };

  // The pointer on the indicators or slides holds rotation while it stays; on the pause/play
  // button it does not, so Play starts motion at once under the pointer.
  const holdsRotation = (target: EventTarget) =>
    !(target instanceof Node && rotationRef.current?.contains(target));
  return (
    // Pointer and focus on the region only hold rotation; every action sits on a real button.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <section
      ref={rootRef}
      aria-roledescription="carousel"
      aria-label={label}
      className={cx('cv-carousel', className)}
      data-rotating={rotating || undefined}
      onPointerOver={(event) => {
        setHovered(holdsRotation(event.target));
        onPointerOver?.(event);
      }}
      onPointerLeave={(event) => {
        setHovered(false);
        onPointerLeave?.(event);
      }}
      onFocus={(event) => {
        // Keyboard focus arriving anywhere, the pause/play button included, stops rotation (APG).
        control.stopOnFocus(event);
        onFocus?.(event);
      }}
      {...props}
    >
      <div className="cv-carousel__controls">
        {count > 1 ? (
          <button
            ref={rotationRef}
            type="button"
            className="cv-carousel__rotation"
            {...control.buttonProps}
          >
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
              {playing ? (
                <path d="M8 5v14M16 5v14" stroke="currentColor" strokeWidth="3" />
              ) : (
                <path d="M7 4.5v15l13-7.5z" fill="currentColor" />
              )}
            </svg>
            <span className="cv-visually-hidden">{playing ? pauseLabel : playLabel}</span>
          </button>
        ) : null}
        <div role="tablist" aria-label={tabListLabel} className="cv-carousel__tabs">
          {slides.map((slide, position) => (
            <button
              key={position}
              ref={(element) => {
                tabRefs.current[position] = element;
              }}
              type="button"
              role="tab"
              id={`${id}-tab-${position}`}
              aria-selected={position === current}
              aria-controls={`${id}-slide-${position}`}
              tabIndex={position === current ? 0 : -1}
              className="cv-carousel__tab"
              data-tip={tipFor === position || undefined}
              data-tip-dismissed={tipDismissed || undefined}
              onPointerEnter={() => {
                setTipFor(position);
                setTipDismissed(false);
              }}
              onPointerLeave={() => setTipFor(null)}
              onFocus={() => setTipDismissed(false)}
              onClick={() => selectTab(position, false)}
              onKeyDown={onTabKeyDown}
            >
              <span className="cv-carousel__bar" aria-hidden="true" />
              <span className="cv-carousel__tab-title">{slide.title}</span>
            </button>
          ))}
        </div>
      </div>
      {/* Announced only while rotation holds, so a moving carousel does not talk over the page. */}
      <div className="cv-carousel__slides" aria-live={rotating ? 'off' : 'polite'}>
        {slides.map((slide, position) => (
          <div
            key={position}
            ref={(element) => {
              slideRefs.current[position] = element;
            }}
            role="tabpanel"
            id={`${id}-slide-${position}`}
            aria-roledescription="slide"
            aria-label={slideLabel(position + 1, count)}
            className="cv-carousel__slide"
            data-active={position === current || undefined}
          >
            {slide.content}
          </div>
        ))}
      </div>
    </section>
  );
});
