import { Field, TextInput } from '@corvane/ui';

/** The six digits from the authenticator app: one field, digits only, filled by the phone's keyboard. */
export function CodeField({
  id,
  value,
  onChange,
  error,
  label = 'Code from your authenticator app',
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  label?: string;
}) {
  return (
    <Field label={label} hint="6 digits, such as 123 456." id={id} error={error} required>
      <TextInput
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        spellCheck={false}
        fullWidth={false}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </Field>
  );
}
