import {
  forwardRef,
  useEffect,
  useId,
  useRef,
  type HTMLAttributes,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { cx } from '../../lib/cx';
import { mergeRefs } from '../../lib/mergeRefs';
import { useAnnouncement } from '../../lib/useAnnouncement';

export interface FormError {
  /** The id of the invalid control; its link moves focus there. Omit for a form-wide error. */
  fieldId?: string;
  message: ReactNode;
}

export interface ErrorSummaryProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  errors: ReadonlyArray<FormError>;
  title?: ReactNode;
  /** Take focus when it appears (default). Remount it (`key`) on each failed submit to refocus. */
  autoFocus?: boolean;
}

/**
 * The list of what went wrong, shown above a form after a failed submit (GOV.UK pattern). It
 * takes focus when it appears and its words are spoken (assertive), so every error is heard at
 * once; each error links to its field: Enter on a link moves focus to that field. Renders nothing
 * when there are no errors.
 */
export const ErrorSummary = forwardRef<HTMLDivElement, ErrorSummaryProps>(function ErrorSummary(
  { errors, title = 'There is a problem', autoFocus = true, className, ...rest },
  ref,
) {
  const titleId = `cv-error-summary${useId().replace(/:/g, '')}`;
  const own = useRef<HTMLDivElement>(null);
  const hasErrors = errors.length > 0;

  useEffect(() => {
    if (autoFocus && hasErrors) own.current?.focus();
  }, [autoFocus, hasErrors]);
  // Spoken whole when it appears, as GOV.UK's summary is (its words are an alert): focus alone
  // reads only the region's name. The words of its first render: a field fixed since then takes
  // its link away without the rest being said again.
  const firstWords = useRef<string | undefined>(undefined);
  useAnnouncement(() => (firstWords.current ??= own.current?.innerText), 'assertive');

  if (!hasErrors) return null;

  const goTo = (event: MouseEvent<HTMLAnchorElement>, fieldId: string) => {
    const target = event.currentTarget.ownerDocument.getElementById(fieldId);
    if (!target) return;
    // Focus the field itself (not only scroll to it), with its label in view.
    event.preventDefault();
    target.focus();
    target.scrollIntoView?.({ block: 'center' });
  };

  return (
    <div
      ref={mergeRefs(own, ref)}
      tabIndex={-1}
      // A named region, so it can be found again by landmark after focus moves on.
      role="region"
      aria-labelledby={titleId}
      className={cx('cv-error-summary', className)}
      {...rest}
    >
      <h2 id={titleId} className="cv-error-summary__title">
        {title}
      </h2>
      <ul className="cv-error-summary__list">
        {errors.map((error, index) => (
          <li key={error.fieldId ?? index}>
            {error.fieldId ? (
              <a href={`#${error.fieldId}`} onClick={(event) => goTo(event, error.fieldId ?? '')}>
                {error.message}
              </a>
            ) : (
              error.message
            )}
          </li>
        ))}
      </ul>
    </div>
  );
});
