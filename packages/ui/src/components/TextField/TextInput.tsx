import { forwardRef, type InputHTMLAttributes } from 'react';
import { cx } from '../../lib/cx';
import { useFieldControl, type FieldControlProps } from '../Field/Field';

export interface TextInputProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size'>, FieldControlProps {
  /** Grows to the width of its container (default) or keeps the width of its content. */
  fullWidth?: boolean;
}

/** A single-line text input (text, email, tel, url, search, number...). Use it in a `Field`. */
export const TextInput = forwardRef<HTMLInputElement, TextInputProps>(function TextInput(
  { className, fullWidth = true, type = 'text', ...props },
  ref,
) {
  const control = useFieldControl(props);
  return (
    <input
      ref={ref}
      type={type}
      className={cx('cv-input', fullWidth && 'cv-input--full', className)}
      {...control}
    />
  );
});
