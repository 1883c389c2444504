import { forwardRef, type InputHTMLAttributes } from 'react';
import { cx } from '../../lib/cx';
import { ChevronDownIcon } from '../../lib/icons';
import { useFieldControl, type FieldControlProps } from '../Field/Field';
import { filterKeepingCaret } from '../../lib/filterKeepingCaret';
import { useControllableState } from '../../lib/useControllableState';
import { callingCodeValue, defaultCallingCodes, digitsOnly, type CallingCode } from './phone';

type NativeInput = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'value' | 'defaultValue' | 'onChange' | 'size'
>;

export interface PhoneInputProps extends NativeInput, FieldControlProps {
  /** The country-code choices; a short, checked default list when not given. */
  codes?: ReadonlyArray<CallingCode>;
  /** The chosen country-code option value, e.g. 'United Kingdom (+44)' (controlled). */
  countryCode?: string;
  defaultCountryCode?: string;
  onCountryCodeChange?: (value: string) => void;
  /** The number's digits (controlled). */
  value?: string;
  defaultValue?: string;
  /** Called with the digits only, after anything else typed or pasted is dropped. */
  onValueChange?: (digits: string) => void;
  /** The form field name of the country-code select. */
  countryCodeName?: string;
  /** Accessible name of the country-code select. */
  countryCodeLabel?: string;
  /** The empty first choice of the country-code select. */
  countryCodePlaceholder?: string;
}

/**
 * A phone number as two controls: a country-code select (option values like
 * 'United Kingdom (+44)') and a number input that keeps only digits, whether typed or pasted.
 * Inside a `Field`, the field's label names the number input. `className` goes on the wrapper;
 * the ref and other props on the number input.
 */
export const PhoneInput = forwardRef<HTMLInputElement, PhoneInputProps>(function PhoneInput(
  {
    className,
    codes = defaultCallingCodes,
    countryCode,
    defaultCountryCode = '',
    onCountryCodeChange,
    value,
    defaultValue = '',
    onValueChange,
    countryCodeName,
    countryCodeLabel = 'Country code',
    countryCodePlaceholder = 'Code',
    ...props
  },
  ref,
) {
  const control = useFieldControl(props);
  const [code, setCode] = useControllableState(
    countryCode,
    defaultCountryCode,
    onCountryCodeChange,
  );
  const [digits, setDigits] = useControllableState(
    value === undefined ? undefined : digitsOnly(value),
    digitsOnly(defaultValue),
    onValueChange,
  );

  return (
    <span className={cx('cv-phone', className)}>
      <span className="cv-select cv-phone__code">
        <select
          className="cv-input cv-input--full cv-select__control"
          aria-label={countryCodeLabel}
          name={countryCodeName}
          value={code}
          required={control.required}
          disabled={control.disabled}
          aria-invalid={control['aria-invalid']}
          onChange={(event) => setCode(event.target.value)}
        >
          <option value="">{countryCodePlaceholder}</option>
          {codes.map((entry) => {
            const optionValue = callingCodeValue(entry);
            return (
              <option key={optionValue} value={optionValue}>
                {optionValue}
              </option>
            );
          })}
        </select>
        <ChevronDownIcon className="cv-select__chevron" />
      </span>
      {/* type="text": HTML allows `tel-national` (the number without its country code, which the
          select holds) only on a text control; `type="tel"` takes the whole number, "tel". */}
      <input
        ref={ref}
        type="text"
        inputMode="numeric"
        autoComplete="tel-national"
        {...control}
        // Digits read left to right in right-to-left pages too.
        dir="ltr"
        className="cv-input cv-input--full cv-phone__number"
        value={digits}
        onChange={(event) => setDigits(filterKeepingCaret(event.target, digitsOnly))}
      />
    </span>
  );
});
