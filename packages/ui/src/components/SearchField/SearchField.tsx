import {
  forwardRef,
  useEffect,
  useRef,
  useState,
  type ChangeEvent,
  type InputHTMLAttributes,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { announce, prepareAnnouncer } from '../../lib/announcer';
import { cx } from '../../lib/cx';
import { StrokeIcon } from '../../lib/icons';
import { mergeRefs } from '../../lib/mergeRefs';
import { Field } from '../Field/Field';
import { TextInput } from '../TextField/TextInput';

export interface SearchFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'size' | 'value' | 'defaultValue'
> {
  /** The visible label (it names the search box). */
  label: ReactNode;
  /** Help under the label, read with the box: what it searches. */
  hint?: ReactNode;
  /** Hides the label visually; it stays the box's name. Prefer a visible label. */
  labelHidden?: boolean;
  /** The text (controlled). */
  value?: string;
  /** The first text (uncontrolled). */
  defaultValue?: string;
  /** Called with the new text on every change: typing, the clear button and Escape. */
  onValueChange?: (value: string) => void;
  /** The clear button's name. */
  clearLabel?: string;
  /**
   * Said (politely) when the text is cleared, by the button or Escape: the box looks the same
   * to a screen reader before and after, so it is told. `null` says nothing.
   */
  clearedMessage?: string | null;
  /** Class of the outer `Field`; the ref and the other props go to the `<input>`. */
  className?: string;
}

/**
 * Sets the field's text as the browser does and fires `input`, so React's `onChange` (and
 * anything else listening) sees a real change event, in controlled and uncontrolled use alike.
 */
function setTextAsTyped(input: HTMLInputElement, text: string) {
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  setValue?.call(input, text);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * A labelled search box (`<input type="search">` in a `Field`) with a clear button that shows
 * while there is text. Clearing (the button, or Escape in any browser) empties it, fires
 * `onChange` and `onValueChange`, leaves focus in the box and says so ("Search cleared").
 */
export const SearchField = forwardRef<HTMLInputElement, SearchFieldProps>(function SearchField(
  {
    label,
    hint,
    labelHidden,
    value,
    defaultValue = '',
    onChange,
    onValueChange,
    onKeyDown,
    clearLabel = 'Clear search',
    clearedMessage = 'Search cleared',
    className,
    id,
    disabled,
    required,
    ...props
  },
  ref,
) {
  const input = useRef<HTMLInputElement>(null);
  const controlled = value !== undefined;
  const [ownText, setOwnText] = useState(defaultValue);
  const text = controlled ? value : ownText;

  const change = (event: ChangeEvent<HTMLInputElement>) => {
    if (!controlled) setOwnText(event.target.value);
    onChange?.(event);
    onValueChange?.(event.target.value);
  };
  // The page's announcer is made on mounting, so the first "cleared" is not said too early.
  useEffect(prepareAnnouncer, []);
  const clear = () => {
    if (!input.current) return;
    setTextAsTyped(input.current, '');
    input.current.focus();
    if (clearedMessage) announce(clearedMessage);
  };
  const keyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    onKeyDown?.(event);
    // Escape with text clears it (Chromium does so natively, Firefox does not: same everywhere
    // now); with none it is left to what is around the box, such as a dialog that closes.
    if (event.key === 'Escape' && text && !event.defaultPrevented) {
      event.preventDefault();
      event.stopPropagation();
      clear();
    }
  };

  return (
    <Field
      label={label}
      hint={hint}
      labelHidden={labelHidden}
      id={id}
      disabled={disabled}
      required={required}
      className={cx('cv-search-field', className)}
    >
      <span className="cv-search-field__box">
        <StrokeIcon className="cv-search-field__icon">
          <circle cx="11" cy="11" r="7" />
          <path d="m20 20-3.5-3.5" />
        </StrokeIcon>
        <TextInput
          ref={mergeRefs(ref, input)}
          type="search"
          enterKeyHint="search"
          autoComplete="off"
          {...props}
          {...(controlled ? { value } : { defaultValue })}
          className="cv-search-field__input"
          onChange={change}
          onKeyDown={keyDown}
        />
        {text && !disabled ? (
          <button type="button" className="cv-search-field__clear" onClick={clear}>
            <StrokeIcon>
              <path d="M18 6 6 18M6 6l12 12" />
            </StrokeIcon>
            <span className="cv-visually-hidden">{clearLabel}</span>
          </button>
        ) : null}
      </span>
    </Field>
  );
});
