import { forwardRef, type ReactNode, type SelectHTMLAttributes } from 'react';
import { cx } from '../../lib/cx';
import { ChevronDownIcon } from '../../lib/icons';
import { useFieldControl, type FieldControlProps } from '../Field/Field';

export interface SelectOption {
  value: string;
  /** Shown in the list; the value when not given. */
  label?: string;
  disabled?: boolean;
}

export interface SelectProps
  extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'multiple'>, FieldControlProps {
  /** The choices; or pass `<option>` children instead. */
  options?: ReadonlyArray<SelectOption>;
  /**
   * A first, empty choice such as "Select visa status". With `required`, leaving it chosen fails
   * the browser's check, so the visitor must pick a real option.
   */
  placeholder?: string;
  children?: ReactNode;
}

/**
 * A native `<select>` with the form kit's look: the platform's own keyboard and screen-reader
 * support, and its own picker on phones. `className` goes on the outer wrapper; the ref and other
 * props go on the `<select>`.
 */
export const Select = forwardRef<HTMLSelectElement, SelectProps>(function Select(
  { className, options, placeholder, children, ...props },
  ref,
) {
  const control = useFieldControl(props);
  return (
    <span className={cx('cv-select', className)}>
      <select ref={ref} className="cv-input cv-input--full cv-select__control" {...control}>
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options?.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label ?? option.value}
          </option>
        ))}
        {children}
      </select>
      <ChevronDownIcon className="cv-select__chevron" />
    </span>
  );
});
