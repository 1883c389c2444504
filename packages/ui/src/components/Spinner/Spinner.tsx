import { forwardRef } from 'react';
import { useAnnouncement } from '../../lib/useAnnouncement';
import { SpinnerRing, type SpinnerProps } from './SpinnerRing';

export type { SpinnerProps };

/**
 * A turning ring for work in progress, its label said politely when it appears. Under reduced
 * motion it turns slowly.
 */
export const Spinner = forwardRef<HTMLSpanElement, SpinnerProps>(function Spinner(
  { label = 'Loading...', ...rest },
  ref,
) {
  useAnnouncement(label);
  return <SpinnerRing ref={ref} label={label} {...rest} />;
});
