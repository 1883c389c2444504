import { cva } from 'class-variance-authority';
import { forwardRef, type HTMLAttributes } from 'react';
import { cx } from '../../lib/cx';

const spinnerVariants = cva('cv-spinner', {
  variants: { size: { sm: 'cv-spinner--sm', md: 'cv-spinner--md', lg: 'cv-spinner--lg' } },
  defaultVariants: { size: 'md' },
});

export interface SpinnerProps extends HTMLAttributes<HTMLSpanElement> {
  size?: 'sm' | 'md' | 'lg';
  /**
   * What is loading, announced politely when the spinner appears (through the page's live regions)
   * and hidden visually. Pass `null` when something else already says it (a busy button), to make
   * the spinner decorative.
   */
  label?: string | null;
  /** Shows the label beside the spinner as well. */
  showLabel?: boolean;
}

/**
 * The spinner as seen, saying nothing when it appears: for a busy `Button`, whose own state says
 * it, so that every button does not bring the page's announcer along.
 */
export const SpinnerRing = forwardRef<HTMLSpanElement, SpinnerProps>(function SpinnerRing(
  { size, label = 'Loading...', showLabel = false, className, ...rest },
  ref,
) {
  const decorative = label === null || label === '';
  return (
    <span
      ref={ref}
      aria-hidden={decorative || undefined}
      className={cx(spinnerVariants({ size }), className)}
      {...rest}
    >
      <svg className="cv-spinner__ring" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <circle
          cx="12"
          cy="12"
          r="9"
          fill="none"
          stroke="currentColor"
          strokeWidth="3"
          opacity="0.25"
        />
        <path
          d="M21 12a9 9 0 0 0-9-9"
          fill="none"
          stroke="currentColor"
          strokeWidth="3"
          strokeLinecap="round"
        />
      </svg>
      {decorative ? null : (
        <span className={showLabel ? 'cv-spinner__label' : 'cv-visually-hidden'}>{label}</span>
      )}
    </span>
  );
});
