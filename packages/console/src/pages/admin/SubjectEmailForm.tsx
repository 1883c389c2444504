import { Button, Field, TextInput } from '@corvane/ui';
import type { FormEvent } from 'react';

interface SubjectEmailFormProps {
  /** The field's id, which the error summary links to. */
  id: string;
  email: string;
  onEmailChange: (email: string) => void;
  /** The address's problem, in the server's words. */
  error?: string | undefined;
  /** What the button does: "Export", "Erase their data". */
  submitLabel: string;
  busy?: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
}

/** The one field both personal-data tasks ask for: the person's email address. */
export function SubjectEmailForm({
  id,
  email,
  onEmailChange,
  error,
  submitLabel,
  busy = false,
  onSubmit,
}: SubjectEmailFormProps) {
  return (
    <form className="console-form privacy-form" noValidate onSubmit={onSubmit}>
      <Field label="Email address" id={id} error={error} required>
        <TextInput
          type="email"
          autoComplete="off"
          spellCheck={false}
          value={email}
          onChange={(event) => onEmailChange(event.target.value)}
        />
      </Field>
      <div className="console-form__actions">
        <Button type="submit" loading={busy}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
