import {
  createContext,
  forwardRef,
  useContext,
  useId,
  type AriaAttributes,
  type HTMLAttributes,
  type ReactNode,
} from 'react';
import { cx } from '../../lib/cx';
import { joinIds } from '../../lib/fieldIds';

interface FieldContextValue {
  controlId: string;
  describedBy: string | undefined;
  invalid: boolean;
  required: boolean | undefined;
  disabled: boolean | undefined;
}

const FieldContext = createContext<FieldContextValue | null>(null);

export interface FieldProps extends Omit<HTMLAttributes<HTMLDivElement>, 'id'> {
  /** The visible label, tied to the control with `for`/`id`. */
  label: ReactNode;
  /** Help shown under the label, before the control; read with the control (`aria-describedby`). */
  hint?: ReactNode;
  /** The error message; sets `aria-invalid` on the control and is read with it. */
  error?: ReactNode;
  /** Marks the control required (native `required`) and shows the required marker. */
  required?: boolean;
  /** Shows `optionalText` after the label, for forms where most fields are required. */
  optional?: boolean;
  disabled?: boolean;
  /** The control's id; generated when not given. */
  id?: string;
  /** Hides the label visually; it stays the control's accessible name. */
  labelHidden?: boolean;
  /** Shown after a required field's label. Hidden from screen readers: `required` says it. */
  requiredMarker?: ReactNode;
  optionalText?: ReactNode;
  /** Read before the error message by screen readers only. */
  errorPrefix?: string;
  children: ReactNode;
}

/**
 * A label, hint and error around one control. The control (any form-kit input, or your own via
 * `useFieldControl`) picks up its id, `aria-describedby`, `aria-invalid` and `required` from here.
 */
export const Field = forwardRef<HTMLDivElement, FieldProps>(function Field(
  {
    label,
    hint,
    error,
    required,
    optional,
    disabled,
    id,
    labelHidden,
    requiredMarker = '*',
    optionalText = '(optional)',
    errorPrefix = 'Error:',
    className,
    children,
    ...rest
  },
  ref,
) {
  const autoId = useId();
  const controlId = id ?? `cv-field${autoId.replace(/:/g, '')}`;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const context: FieldContextValue = {
    controlId,
    describedBy: joinIds(hintId, errorId),
    invalid: Boolean(error),
    required,
    disabled,
  };

  return (
    <div
      ref={ref}
      className={cx('cv-field', error ? 'cv-field--invalid' : undefined, className)}
      {...rest}
    >
      <label
        htmlFor={controlId}
        className={cx('cv-field__label', labelHidden && 'cv-visually-hidden')}
      >
        {label}
        {required ? (
          <span className="cv-field__required" aria-hidden="true">
            {' '}
            {requiredMarker}
          </span>
        ) : null}
        {optional && !required ? (
          <>
            {' '}
            <span className="cv-field__optional">{optionalText}</span>
          </>
        ) : null}
      </label>
      {hint ? (
        <div id={hintId} className="cv-field__hint">
          {hint}
        </div>
      ) : null}
      {error ? (
        <p id={errorId} className="cv-field__error">
          <svg viewBox="0 0 20 20" width="16" height="16" aria-hidden="true" focusable="false">
            <circle cx="10" cy="10" r="9" fill="currentColor" />
            <path d="M10 5.5v5.5M10 13.5v1" stroke="#fff" strokeWidth="2" strokeLinecap="round" />
          </svg>
          <span>
            <span className="cv-visually-hidden">{errorPrefix} </span>
            {error}
          </span>
        </p>
      ) : null}
      <FieldContext.Provider value={context}>{children}</FieldContext.Provider>
    </div>
  );
});

/** The props every form-kit control accepts for use without a `Field`. */
export interface FieldControlProps {
  id?: string;
  /** Marks the control invalid (`aria-invalid`) when it is used without a `Field`. */
  invalid?: boolean;
  required?: boolean;
  disabled?: boolean;
  'aria-describedby'?: string;
  'aria-invalid'?: AriaAttributes['aria-invalid'];
}

/**
 * Merges a control's own props with those of the surrounding `Field` (if any): the control's own
 * `id`, `required` and `disabled` win; descriptions are joined; invalid if either says so.
 * Use it to put your own control inside a `Field`.
 */
export function useFieldControl<P extends FieldControlProps>(props: P) {
  const field = useContext(FieldContext);
  const { invalid, ...rest } = props;
  const isInvalid =
    Boolean(invalid) ||
    (rest['aria-invalid'] !== undefined &&
      rest['aria-invalid'] !== false &&
      rest['aria-invalid'] !== 'false') ||
    Boolean(field?.invalid);
  return {
    ...rest,
    id: rest.id ?? field?.controlId,
    required: rest.required ?? field?.required,
    disabled: rest.disabled ?? field?.disabled,
    'aria-describedby': joinIds(field?.describedBy, rest['aria-describedby']),
    'aria-invalid': isInvalid ? (true as const) : undefined,
  };
}
