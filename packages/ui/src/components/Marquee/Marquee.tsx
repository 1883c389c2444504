import {
  Children,
  forwardRef,
  useRef,
  useState,
  type CSSProperties,
  type HTMLAttributes,
  type ReactNode,
} from 'react';
import { cx } from '../../lib/cx';
import { reactMajor } from '../../lib/reactVersion';
import { useControllableState } from '../../lib/useControllableState';
import { MarqueeControl } from './MarqueeControl';

/**
 * `inert` as each React writes it, on the server and the client alike: React 19 knows it as a
 * boolean attribute (true renders `inert=""`; an empty string counts as false), React 18 does not
 * know it, drops `true` with a warning and writes a string as it is.
 */
const inert = (reactMajor >= 19 ? { inert: true } : { inert: '' }) as { inert?: boolean };

export interface MarqueeProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** The items (logos, names); each child is one item. */
  children: ReactNode;
  /** Which way the items travel. */
  direction?: 'left' | 'right';
  /** Seconds for one full loop (spec: 10). */
  duration?: number;
  /** How many copies of the items make the loop (spec: 3); copies beyond the first are hidden from assistive technology. */
  copies?: number;
  /** Names the list of items. */
  label?: string;
  /** Paused at first. */
  defaultPaused?: boolean;
  /** Paused (controlled), e.g. one button for several rows. */
  paused?: boolean;
  onPausedChange?: (paused: boolean) => void;
  /** Show the row's own pause/play button. */
  showControl?: boolean;
  pauseLabel?: string;
  playLabel?: string;
  /** Force reduced motion on or off; by default follows `prefers-reduced-motion`. */
  reducedMotion?: boolean;
}

/**
 * A row of items scrolling in a seamless loop with CSS alone. Focus arriving in it stops it until
 * its button plays it again; it holds while the pointer is on the items; with reduced motion it
 * stands still and wraps, so every item stays in view.
 */
export const Marquee = forwardRef<HTMLDivElement, MarqueeProps>(function Marquee(
  {
    children,
    direction = 'left',
    duration = 10,
    copies = 3,
    label,
    defaultPaused = false,
    paused: pausedProp,
    onPausedChange,
    showControl = true,
    pauseLabel = 'Pause scrolling',
    playLabel = 'Play scrolling',
    reducedMotion,
    className,
    style,
    onFocus,
    ...props
  },
  ref,
) {
  const [paused, setPaused] = useControllableState(pausedProp, defaultPaused, onPausedChange);
  // Hover is tracked here (not only by :hover) so it is the same signal for every pointer API.
  const [hovered, setHovered] = useState(false);
  const items = Children.toArray(children);
  const count = Math.max(2, Math.round(copies));

  const controlRef = useRef<HTMLButtonElement>(null);
  // Focus stops the motion only where something can start it again: the row's own button, or
  // the page's (a controlled row). A row with neither only holds while focus is on its items.
  const stopsOnFocus = showControl || pausedProp !== undefined;

  const list = (copy: number) => (
    <ul
      key={copy}
      className="cv-marquee__list"
      aria-label={copy === 0 ? label : undefined}
      // Copies exist only to close the loop: hidden from assistive technology and not focusable.
      aria-hidden={copy === 0 ? undefined : true}
      {...(copy === 0 ? undefined : inert)}
      data-copy={copy === 0 ? undefined : ''}
    >
      {items.map((item, position) => (
        <li key={position} className="cv-marquee__item">
          {item}
        </li>
      ))}
    </ul>
  );

  return (
    // Focus arriving on the root only stops the motion; every action sits on a real button.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div
      ref={ref}
      className={cx('cv-marquee', className)}
      data-direction={direction}
      data-paused={paused || undefined}
      data-hovered={hovered || undefined}
      data-motion={reducedMotion === undefined ? undefined : reducedMotion ? 'reduce' : 'full'}
      style={
        {
          '--cv-marquee-duration': `${duration}s`,
          '--cv-marquee-copies': count,
          ...style,
        } as CSSProperties
      }
      onFocus={(event) => {
        // Focus arriving anywhere stops the motion (APG); on the button, the button stops it.
        const onButton = controlRef.current?.contains(event.target as Node);
        if (stopsOnFocus && !onButton && !paused) setPaused(true);
        onFocus?.(event);
      }}
      {...props}
    >
      {showControl ? (
        <MarqueeControl
          ref={controlRef}
          paused={paused}
          onPausedChange={setPaused}
          pauseLabel={pauseLabel}
          playLabel={playLabel}
          reducedMotion={reducedMotion}
        />
      ) : null}
      {/* The pointer on the items holds the motion while it stays; on the button it does not,
          so Play starts it at once under the pointer. */}
      <div
        className="cv-marquee__viewport"
        onPointerEnter={() => setHovered(true)}
        onPointerLeave={() => setHovered(false)}
      >
        <div className="cv-marquee__track">
          {Array.from({ length: count }, (_, copy) => list(copy))}
        </div>
      </div>
    </div>
  );
});
