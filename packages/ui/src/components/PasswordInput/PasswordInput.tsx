import { forwardRef, useState, type InputHTMLAttributes } from 'react';
import { cx } from '../../lib/cx';
import { StrokeIcon } from '../../lib/icons';
import { useFieldControl, type FieldControlProps } from '../Field/Field';

export interface PasswordInputProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'size'>, FieldControlProps {
  /** The toggle's accessible name; its pressed state says whether the password is shown. */
  showLabel?: string;
  /** Start with the password shown. */
  defaultShown?: boolean;
  onShownChange?: (shown: boolean) => void;
}

/**
 * A password input with a show/hide toggle button (`aria-pressed`), so the visitor can check what
 * they typed. `autoComplete` passes through: use "current-password" to sign in and
 * "new-password" to register. `className` goes on the wrapper; ref and other props on the input.
 */
export const PasswordInput = forwardRef<HTMLInputElement, PasswordInputProps>(
  function PasswordInput(
    { className, showLabel = 'Show password', defaultShown = false, onShownChange, ...props },
    ref,
  ) {
    const control = useFieldControl(props);
    const [shown, setShown] = useState(defaultShown);
    return (
      <span className={cx('cv-password', className)}>
        <input
          ref={ref}
          // Never let the browser "fix" a password, whichever way it is shown.
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          {...control}
          type={shown ? 'text' : 'password'}
          className="cv-input cv-input--full cv-password__input"
        />
        <button
          type="button"
          className="cv-password__toggle"
          aria-pressed={shown}
          aria-controls={control.id}
          disabled={control.disabled}
          onClick={() => {
            setShown(!shown);
            onShownChange?.(!shown);
          }}
        >
          <StrokeIcon>
            <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" />
            <circle cx="12" cy="12" r="3" />
            {shown ? null : <path d="m3 3 18 18" />}
          </StrokeIcon>
          <span className="cv-visually-hidden">{showLabel}</span>
        </button>
      </span>
    );
  },
);
