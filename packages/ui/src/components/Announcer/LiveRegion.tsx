import { forwardRef, type HTMLAttributes } from 'react';
import { cx } from '../../lib/cx';

export interface LiveRegionProps extends HTMLAttributes<HTMLDivElement> {
  /** Said at once, interrupting (an error); otherwise at the next pause. */
  assertive?: boolean;
}

/**
 * The place a message shows, made its live region (decision 100): render it with the form or
 * panel, empty, and put each message in it when it comes (an `Alert` with `announce="off"`; a new
 * `key` says the same words again). What enters it is spoken, and its words are in the page once.
 * Empty, it leaves the flow (`cv-live-region`): no gap in a grid or flex container.
 */
export const LiveRegion = forwardRef<HTMLDivElement, LiveRegionProps>(function LiveRegion(
  { assertive = false, className, ...rest },
  ref,
) {
  return (
    <div
      ref={ref}
      className={cx('cv-live-region', className)}
      aria-live={assertive ? 'assertive' : 'polite'}
      {...rest}
    />
  );
});
