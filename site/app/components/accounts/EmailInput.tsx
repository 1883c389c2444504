import { TextInput } from '@corvane/ui';

/** The email field of every account form: inside a `Field`, which gives it its label. */
export function EmailInput(props: {
  name?: string;
  value: string;
  onValueChange: (value: string) => void;
  /** Marked in error by the form's message (`useFieldsInError`). */
  invalid?: boolean;
  'aria-describedby'?: string;
}) {
  const { name = 'email', value, onValueChange, ...inError } = props;
  return (
    <TextInput
      {...inError}
      type="email"
      name={name}
      autoComplete="email"
      spellCheck={false}
      value={value}
      onChange={(event) => onValueChange(event.target.value)}
    />
  );
}
