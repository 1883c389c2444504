import { cva } from 'class-variance-authority';
import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { cx } from '../../lib/cx';
import { StrokeIcon } from '../../lib/icons';

export type AlertTone = 'success' | 'error' | 'info';

const alertVariants = cva('cv-alert', {
  variants: {
    tone: { success: 'cv-alert--success', error: 'cv-alert--error', info: 'cv-alert--info' },
  },
  defaultVariants: { tone: 'info' },
});

export interface AlertProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  tone?: AlertTone;
  /** A short bold first line, such as 'Application submitted successfully!'. */
  title?: ReactNode;
  /**
   * Errors interrupt (`alert`); success and info wait for a pause (`status`). Pass `none` when the
   * message is announced another way (for example, focus moves to it).
   */
  role?: 'alert' | 'status' | 'none';
  children?: ReactNode;
}

const icons: Record<AlertTone, ReactNode> = {
  success: <path d="m7 12.5 3 3 7-7" />,
  error: <path d="M12 7.5v5.5M12 16.5v.5" />,
  info: <path d="M12 11v6M12 7.5v.5" />,
};

/**
 * A message about what just happened: success, error or info. Colour is never the only signal:
 * each tone has its own icon, and the text says it.
 */
export const Alert = forwardRef<HTMLDivElement, AlertProps>(function Alert(
  { tone = 'info', title, role, className, children, ...rest },
  ref,
) {
  const resolvedRole = role ?? (tone === 'error' ? 'alert' : 'status');
  return (
    <div
      ref={ref}
      role={resolvedRole === 'none' ? undefined : resolvedRole}
      className={cx(alertVariants({ tone }), className)}
      {...rest}
    >
      <StrokeIcon className="cv-alert__icon">
        <circle cx="12" cy="12" r="10" />
        {icons[tone]}
      </StrokeIcon>
      <div className="cv-alert__body">
        {title ? <p className="cv-alert__title">{title}</p> : null}
        {children ? <div className="cv-alert__text">{children}</div> : null}
      </div>
    </div>
  );
});
