import { forwardRef, useEffect, useState, type HTMLAttributes, type ReactNode } from 'react';
import { cx } from '../../lib/cx';
import { useAnnouncement } from '../../lib/useAnnouncement';
import {
  checkPassword,
  defaultPasswordHintMessages,
  hintText,
  type PasswordHintMessages,
} from './passwordRules';

export interface PasswordHintsProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** The password as typed so far. */
  password: string;
  /** Replace any hint text. */
  messages?: Partial<PasswordHintMessages>;
  title?: ReactNode;
  /** Read after a met / unmet hint by screen readers. */
  metLabel?: string;
  unmetLabel?: string;
  allMetText?: string;
  stillNeededText?: (hints: string[]) => string;
  /** Milliseconds of no typing before the state is announced, so each key is not read out. */
  announceDelay?: number;
}

/**
 * The live password checklist of the register form. Advisory only: it never blocks submitting.
 * Each hint shows met or not as an icon and in words; when typing pauses, what is still needed is
 * announced politely. Give it an `id` and add that id to the password input's `aria-describedby`.
 */
export const PasswordHints = forwardRef<HTMLDivElement, PasswordHintsProps>(function PasswordHints(
  {
    password,
    messages,
    title = 'Password hints',
    metLabel = 'done',
    unmetLabel = 'not yet',
    allMetText = 'Your password meets all the hints.',
    stillNeededText = (hints) => `Password still needs: ${hints.join('; ')}.`,
    announceDelay = 1000,
    className,
    ...rest
  },
  ref,
) {
  const texts = { ...defaultPasswordHintMessages, ...messages };
  const check = checkPassword(password);
  const items = check.rules.map((rule) => ({ ...rule, text: hintText(rule, check, texts) }));
  const summary = check.allMet
    ? allMetText
    : stillNeededText(items.filter((item) => !item.met).map((item) => item.text));
  const [announced, setAnnounced] = useState('');
  useAnnouncement(announced);

  // Only after the visitor has typed something, and only once they pause.
  useEffect(() => {
    const timer = setTimeout(() => setAnnounced(password ? summary : ''), announceDelay);
    return () => clearTimeout(timer);
  }, [password, summary, announceDelay]);

  return (
    <div ref={ref} className={cx('cv-password-hints', className)} {...rest}>
      {title ? <p className="cv-password-hints__title">{title}</p> : null}
      <ul className="cv-password-hints__list">
        {items.map((item) => (
          <li key={item.id} className="cv-password-hints__item" data-met={item.met || undefined}>
            <svg
              className="cv-password-hints__icon"
              viewBox="0 0 20 20"
              width="18"
              height="18"
              aria-hidden="true"
              focusable="false"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
            >
              {item.met ? (
                <>
                  <circle cx="10" cy="10" r="8.5" fill="currentColor" stroke="none" />
                  <path d="m6 10.5 2.5 2.5L14 7.5" stroke="#fff" />
                </>
              ) : (
                <circle cx="10" cy="10" r="7.5" />
              )}
            </svg>
            <span>
              {item.text}
              <span className="cv-visually-hidden">, {item.met ? metLabel : unmetLabel}</span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
});
