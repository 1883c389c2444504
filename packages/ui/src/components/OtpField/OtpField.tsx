import { forwardRef, useState, type CSSProperties, type InputHTMLAttributes } from 'react';
import { cx } from '../../lib/cx';
import { useFieldControl, type FieldControlProps } from '../Field/Field';
import { filterKeepingCaret } from '../../lib/filterKeepingCaret';
import { useControllableState } from '../../lib/useControllableState';
import { activeSlot, normaliseOtp } from './otp';

type NativeInput = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'value' | 'defaultValue' | 'onChange' | 'size' | 'maxLength'
>;

export interface OtpFieldProps extends NativeInput, FieldControlProps {
  /** Number of digits. */
  length?: number;
  /** The digits (controlled). */
  value?: string;
  defaultValue?: string;
  /** Called with the cleaned digits on every change. */
  onValueChange?: (code: string) => void;
  /** Called once all `length` digits are in, e.g. to submit. */
  onComplete?: (code: string) => void;
}

/**
 * A one-time code: ONE real input (so SMS autofill, password managers and paste work) drawn as a
 * row of slots. Keeps digits only: "123-456" pasted becomes 123456. Digits run left to right in
 * right-to-left pages too. Keys: digits type, Backspace deletes, arrows and Home/End move the
 * caret as in any text input. `className` goes on the slot row; ref and other props on the input.
 */
export const OtpField = forwardRef<HTMLInputElement, OtpFieldProps>(function OtpField(
  { className, length = 6, value, defaultValue = '', onValueChange, onComplete, ...props },
  ref,
) {
  const control = useFieldControl(props);
  const [code, setCode] = useControllableState(
    value === undefined ? undefined : normaliseOtp(value, length),
    normaliseOtp(defaultValue, length),
    onValueChange,
  );
  const [focused, setFocused] = useState(false);
  const current = activeSlot(code, length);

  return (
    // The row is always left to right: a code is a number, not words.
    <div
      dir="ltr"
      className={cx('cv-otp', className)}
      style={{ '--cv-otp-length': length } as CSSProperties}
    >
      <input
        ref={ref}
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]*"
        spellCheck={false}
        autoCorrect="off"
        autoCapitalize="none"
        {...control}
        className="cv-otp__input"
        value={code}
        onChange={(event) => {
          const next = filterKeepingCaret(event.target, (raw) => normaliseOtp(raw, length));
          setCode(next);
          if (next.length === length && next !== code) onComplete?.(next);
        }}
        onFocus={(event) => {
          setFocused(true);
          props.onFocus?.(event);
        }}
        onBlur={(event) => {
          setFocused(false);
          props.onBlur?.(event);
        }}
      />
      {Array.from({ length }, (_, index) => (
        <span
          key={index}
          aria-hidden="true"
          className="cv-otp__slot"
          data-filled={index < code.length || undefined}
          data-active={(focused && index === current) || undefined}
        >
          {code[index] ?? ''}
          {focused && index === current && code.length < length ? (
            <span className="cv-otp__caret" />
          ) : null}
        </span>
      ))}
    </div>
  );
});
