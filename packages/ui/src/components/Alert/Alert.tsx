import { cva } from 'class-variance-authority';
import {
  forwardRef,
  useImperativeHandle,
  useRef,
  type HTMLAttributes,
  type ReactNode,
} from 'react';
import type { Politeness } from '../../lib/announcer';
import { cx } from '../../lib/cx';
import { StrokeIcon } from '../../lib/icons';
import { useAnnouncement } from '../../lib/useAnnouncement';

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
   * How screen readers hear its words when it appears or they change: `assertive` interrupts
   * (errors, by default), `polite` waits for a pause (success and info, by default), `off` says
   * nothing (a note that is always there, or words already spoken another way).
   */
  announce?: Politeness | 'off';
  children?: ReactNode;
}

const icons: Record<AlertTone, ReactNode> = {
  success: <path d="m7 12.5 3 3 7-7" />,
  error: <path d="M12 7.5v5.5M12 16.5v.5" />,
  info: <path d="M12 11v6M12 7.5v.5" />,
};

/** Its words as read aloud: the title and the text, block by block. */
const wordsOf = (element: HTMLElement | null) => element?.innerText ?? '';

/**
 * A message about what just happened: success, error or info. Colour is never the only signal:
 * each tone has its own icon, and the text says it. Its words are spoken through the page's live
 * regions (decision 082) when it appears or they change, so render it when the message arrives.
 */
export const Alert = forwardRef<HTMLDivElement, AlertProps>(function Alert(
  { tone = 'info', title, announce, className, children, ...rest },
  ref,
) {
  const own = useRef<HTMLDivElement>(null);
  useImperativeHandle(ref, () => own.current!, []);
  const politeness = announce ?? (tone === 'error' ? 'assertive' : 'polite');
  useAnnouncement(
    politeness === 'off' ? null : () => wordsOf(own.current),
    politeness === 'off' ? undefined : politeness,
  );
  return (
    <div ref={own} className={cx(alertVariants({ tone }), className)} {...rest}>
      <StrokeIcon className="cv-alert__icon">
        <circle cx="12" cy="12" r="10" />
        {icons[tone]}
      </StrokeIcon>
      <div className="cv-alert__body">
        {/* The space keeps title and text two sentences where the text is read as one string
            (a live region's words, textContent). */}
        {title ? <p className="cv-alert__title">{title} </p> : null}
        {children ? <div className="cv-alert__text">{children}</div> : null}
      </div>
    </div>
  );
});
