import type { ChangeEvent } from 'react';

interface SelectionCheckboxProps {
  label: string;
  checked: boolean;
  /** Some but not all of the rows it stands for are selected (the header checkbox). */
  mixed?: boolean;
  disabled?: boolean;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}

/**
 * A native checkbox named for what it selects. Its mixed state is the DOM's `indeterminate`
 * (there is no attribute for it), set on every render, so it is exposed as "mixed".
 */
export function SelectionCheckbox({
  label,
  checked,
  mixed = false,
  disabled,
  onChange,
}: SelectionCheckboxProps) {
  return (
    <input
      type="checkbox"
      className="cv-data-table__checkbox"
      aria-label={label}
      checked={checked}
      disabled={disabled}
      ref={(input) => {
        if (input) input.indeterminate = mixed;
      }}
      onChange={onChange}
    />
  );
}
