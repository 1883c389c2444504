import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { cx } from '../../lib/cx';
import { employmentTypeTone, type BadgeTone } from './badgeTone';

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  /** The colour. Ignored when `employmentType` is given. */
  tone?: BadgeTone;
  /**
   * A job's employment type: shown as the text (unless children are given) in its own colour;
   * Full-time, Part-time, Contract, Freelance and Internship differ, anything else is neutral.
   */
  employmentType?: string;
  children?: ReactNode;
}

/**
 * A short label: a job's employment type, or a state such as Verified / Not Verified. The text
 * carries the meaning; colour only adds to it.
 */
export const Badge = forwardRef<HTMLSpanElement, BadgeProps>(function Badge(
  { tone = 'neutral', employmentType, className, children, ...rest },
  ref,
) {
  const resolved = employmentType !== undefined ? employmentTypeTone(employmentType) : tone;
  return (
    <span ref={ref} className={cx('cv-badge', `cv-badge--${resolved}`, className)} {...rest}>
      <span className="cv-badge__dot" aria-hidden="true" />
      {children ?? employmentType}
    </span>
  );
});
