import { staffSignInRequestSchema, type StaffSignInResponse } from '@corvane/contract';
import { Alert, Button, ErrorSummary, Field, PasswordInput, TextInput } from '@corvane/ui';
import { useState, type FormEvent } from 'react';
import { staffApi } from '../../api/staffApi';
import { checkForm, useChecked } from '../../lib/formErrors';
import { useAction } from '../../lib/useAction';

const ids = { email: 'sign-in-email', password: 'sign-in-password' } as const;
const idOf = (name: string) => ids[name as keyof typeof ids] ?? name;

/** Step one: email and password. What is typed stays after any refusal. */
export function PasswordStep({
  onPassed,
}: {
  onPassed: (next: StaffSignInResponse['next']) => void;
}) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const { checked, show: showChecked } = useChecked();
  const action = useAction();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = checkForm(staffSignInRequestSchema, { email, password }, idOf);
    showChecked(result);
    if (!result.value) return;
    const answer = await action.run(() =>
      staffApi.post<StaffSignInResponse>('/sign-in', result.value, { expectUnauthorised: true }),
    );
    if (answer) onPassed(answer.next);
  };

  return (
    <form className="console-form" noValidate onSubmit={(event) => void submit(event)}>
      <ErrorSummary key={checked.attempt} errors={checked.summary} />
      {action.error ? (
        <Alert key={action.attempt} tone="error">
          {action.error.message}
        </Alert>
      ) : null}
      <Field label="Email" id={ids.email} error={checked.fields.email} required>
        <TextInput
          type="email"
          name="email"
          autoComplete="username"
          spellCheck={false}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
      </Field>
      <Field label="Password" id={ids.password} error={checked.fields.password} required>
        <PasswordInput
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
      </Field>
      <div className="console-form__actions">
        <Button type="submit" loading={action.pending}>
          Continue
        </Button>
      </div>
    </form>
  );
}
