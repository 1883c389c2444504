import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { cx } from '../../lib/cx';
import { FieldError, FieldHint, plainId } from '../../lib/fieldMessages';
import { joinIds } from '../../lib/fieldIds';
import { mergeRefs } from '../../lib/mergeRefs';

export interface CheckboxProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'checked' | 'defaultChecked' | 'size'
> {
  /** The visible label, after the box. Without one, name the box with `aria-label`. */
  label?: ReactNode;
  /** Help under the label, read with the box (`aria-describedby`). */
  hint?: ReactNode;
  /** The error message; sets `aria-invalid` on the box and is read with it. */
  error?: ReactNode;
  /** Marks the box invalid without a message of its own (one message for a whole list). */
  invalid?: boolean;
  /** Checked or not (controlled). */
  checked?: boolean;
  /** Checked at first (uncontrolled). */
  defaultChecked?: boolean;
  /** Called with the new state on every change, in both modes. */
  onCheckedChange?: (checked: boolean) => void;
  /**
   * Neither checked nor unchecked: "some of these" (a select-all box over a partly chosen list).
   * Drawn as a dash and read as "mixed". It is the app's to clear: a press toggles `checked` and
   * the box stays mixed until this is false.
   */
  indeterminate?: boolean;
  /** Read before the error message by screen readers only. */
  errorPrefix?: string;
}

/**
 * A native checkbox with our look: its label, hint and error tied to it, a dash for a mixed
 * state, and a focus ring. `className` goes on the outer wrapper; the ref and every other prop
 * go on the `<input>`.
 */
export const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox(
  {
    label,
    hint,
    error,
    invalid,
    checked,
    defaultChecked,
    onCheckedChange,
    onChange,
    indeterminate = false,
    errorPrefix = 'Error:',
    id,
    className,
    'aria-describedby': describedBy,
    ...rest
  },
  ref,
) {
  const autoId = useId();
  const inputId = id ?? plainId(autoId, 'cv-checkbox');
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const isInvalid = Boolean(error) || Boolean(invalid);
  // `indeterminate` is a DOM property only (no attribute): set as the input is committed, on
  // every render (a new callback each time), so it is right before any effect or test looks.
  const setMixed = (node: HTMLInputElement | null) => {
    if (node) node.indeterminate = indeterminate;
  };

  return (
    <div
      className={cx(
        'cv-checkbox',
        error ? 'cv-checkbox--invalid' : undefined,
        rest.disabled && 'cv-checkbox--disabled',
        className,
      )}
    >
      <div className="cv-checkbox__row">
        <span className="cv-checkbox__control">
          <input
            ref={mergeRefs(ref, setMixed)}
            type="checkbox"
            id={inputId}
            className="cv-checkbox__input"
            {...(checked !== undefined ? { checked } : { defaultChecked })}
            aria-describedby={joinIds(hintId, errorId, describedBy)}
            aria-invalid={isInvalid || undefined}
            onChange={(event) => {
              // A press clears the browser's mixed state; it is the app's to clear, so it is put
              // back until the app renders with `indeterminate={false}`.
              event.currentTarget.indeterminate = indeterminate;
              onChange?.(event);
              onCheckedChange?.(event.currentTarget.checked);
            }}
            {...rest}
          />
          <svg
            className="cv-checkbox__mark"
            viewBox="0 0 20 20"
            aria-hidden="true"
            focusable="false"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.5"
            strokeLinecap="round"
            strokeLinejoin="round"
          >
            <path className="cv-checkbox__tick" d="m5 10.5 3.5 3.5L15 6.5" />
            <path className="cv-checkbox__dash" d="M5.5 10h9" />
          </svg>
        </span>
        {label !== undefined ? (
          <label htmlFor={inputId} className="cv-checkbox__label">
            {label}
          </label>
        ) : null}
      </div>
      {hint ? <FieldHint id={hintId!}>{hint}</FieldHint> : null}
      {error ? (
        <FieldError id={errorId!} prefix={errorPrefix}>
          {error}
        </FieldError>
      ) : null}
    </div>
  );
});
