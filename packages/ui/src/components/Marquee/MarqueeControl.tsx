import { forwardRef, type ButtonHTMLAttributes } from 'react';
import { cx } from '../../lib/cx';
import { composeEventHandlers } from '@radix-ui/primitive';
import { useMotionControl } from '../../lib/useMotionControl';

export interface MarqueeControlProps extends Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'children' | 'type'
> {
  /** Whether the rows it controls stand still. */
  paused: boolean;
  onPausedChange: (paused: boolean) => void;
  pauseLabel?: string;
  playLabel?: string;
  /** Show the name beside the icon, for a button that stands apart from its rows. */
  showLabel?: boolean;
  /**
   * Force reduced motion on or off, as on the rows; by default follows `prefers-reduced-motion`.
   * With reduced motion the rows stand still, so the button is not shown.
   */
  reducedMotion?: boolean;
}

/**
 * The pause/play button of a marquee row, or of several rows at once (a page's logo rows share
 * one). Its name says what pressing it does, "Pause scrolling" or "Play scrolling", with no
 * pressed state; focus arriving on it stops the motion, and only pressing it starts it again
 * (the APG carousel pattern, as the Carousel's button). Under reduced motion, when nothing moves,
 * it is not shown.
 */
export const MarqueeControl = forwardRef<HTMLButtonElement, MarqueeControlProps>(
  function MarqueeControl(
    {
      paused,
      onPausedChange,
      pauseLabel = 'Pause scrolling',
      playLabel = 'Play scrolling',
      showLabel = false,
      reducedMotion,
      className,
      onFocus,
      onPointerDown,
      onKeyDown,
      onClick,
      ...props
    },
    ref,
  ) {
    const control = useMotionControl(!paused, (moving) => onPausedChange(!moving));
    const { buttonProps } = control;
    return (
      <button
        ref={ref}
        type="button"
        className={cx(
          'cv-marquee__control',
          showLabel && 'cv-marquee__control--labelled',
          className,
        )}
        data-paused={paused || undefined}
        data-motion={reducedMotion === undefined ? undefined : reducedMotion ? 'reduce' : 'full'}
        {...props}
        onFocus={composeEventHandlers(onFocus, control.stopOnFocus)}
        onPointerDown={composeEventHandlers(onPointerDown, buttonProps.onPointerDown)}
        onKeyDown={composeEventHandlers(onKeyDown, buttonProps.onKeyDown)}
        onClick={composeEventHandlers(onClick, buttonProps.onClick)}
      >
        <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
          {paused ? (
            <path d="M7 4.5v15l13-7.5z" fill="currentColor" />
          ) : (
            <path d="M8 5v14M16 5v14" stroke="currentColor" strokeWidth="3" />
          )}
        </svg>
        <span className={showLabel ? undefined : 'cv-visually-hidden'}>
          {paused ? playLabel : pauseLabel}
        </span>
      </button>
    );
  },
);
