import { forwardRef, type CSSProperties, type HTMLAttributes } from 'react';
import { cx } from '../../lib/cx';

export interface SkeletonProps extends HTMLAttributes<HTMLSpanElement> {
  /** `text` lines (the last one shorter), a `rect` block or a `circle` (avatars). */
  shape?: 'text' | 'rect' | 'circle';
  /** Number of text lines. */
  lines?: number;
  /** CSS width, e.g. '12rem' or '100%'. */
  width?: string;
  /** CSS height of a rect or circle. */
  height?: string;
}

/**
 * The loading pulse: grey shapes where content will appear. It is hidden from assistive
 * technology; say what is loading in text nearby (a `Spinner` label or 'Loading job listings...')
 * and mark the region `aria-busy`. The pulse stops under reduced motion.
 */
export const Skeleton = forwardRef<HTMLSpanElement, SkeletonProps>(function Skeleton(
  { shape = 'text', lines = 1, width, height, className, style, ...rest },
  ref,
) {
  const size: CSSProperties = { width, height: shape === 'text' ? undefined : height, ...style };
  return (
    <span
      ref={ref}
      aria-hidden="true"
      className={cx('cv-skeleton', `cv-skeleton--${shape}`, className)}
      style={size}
      {...rest}
    >
      {shape === 'text'
        ? Array.from({ length: Math.max(1, lines) }, (_, index) => (
            <span key={index} className="cv-skeleton__line" />
          ))
        : null}
    </span>
  );
});
