import { passwordProblem, type StaffSetPasswordResponse } from '@corvane/contract';
import { Alert, Button, ErrorSummary, Field, PasswordHints, PasswordInput } from '@corvane/ui';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { staffApi } from '../../api/staffApi';
import { useAction } from '../../lib/useAction';
import { SignInFrame } from './SignInFrame';

const ids = { password: 'new-password', retype: 'retype-new-password' } as const;

/** The token after `#token=`: in the fragment, so it never reaches a server log or a Referer. */
const tokenOf = (hash: string) => new URLSearchParams(hash.replace(/^#/, '')).get('token') ?? '';

/**
 * The page a set-password link opens (decision 107): a new account's first password, or a new
 * one an admin sent a link for. The visitors' password policy, shown as the person types.
 */
export function SetPasswordPage() {
  const [token] = useState(() => tokenOf(window.location.hash));
  const [password, setPassword] = useState('');
  const [retype, setRetype] = useState('');
  const [errors, setErrors] = useState<{ password?: string; retype?: string; attempt: number }>({
    attempt: 0,
  });
  const [done, setDone] = useState<StaffSetPasswordResponse>();
  const action = useAction();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = {
      password: password ? passwordProblem(password) : 'Enter a password.',
      retype: password && retype !== password ? 'The passwords do not match.' : undefined,
    };
    setErrors({ ...found, attempt: errors.attempt + 1 });
    if (found.password || found.retype) return;
    const answer = await action.run(() =>
      staffApi.post<StaffSetPasswordResponse>('/set-password', { token, password }),
    );
    if (answer) setDone(answer);
  };

  if (!token)
    return (
      <SignInFrame title="This link is incomplete" step="no-token">
        <p>
          Open the whole link from the message you were sent. If it still does not work, ask an
          admin for a new one.
        </p>
      </SignInFrame>
    );

  if (done)
    return (
      <SignInFrame title="Your password is set" step="done">
        <Alert tone="success" title="Password saved">
          Sign in as {done.email}. At your first sign-in you set up an authenticator app.
        </Alert>
        <p>
          <Link to="/sign-in">Sign in to the staff console</Link>
        </p>
      </SignInFrame>
    );

  const summary = [
    ...(errors.password ? [{ fieldId: ids.password, message: errors.password }] : []),
    ...(errors.retype ? [{ fieldId: ids.retype, message: errors.retype }] : []),
  ];
  return (
    <SignInFrame title="Choose your password" step="form">
      <form className="console-form" noValidate onSubmit={(event) => void submit(event)}>
        <ErrorSummary key={errors.attempt} errors={summary} />
        {action.error ? (
          <Alert key={action.attempt} tone="error">
            {action.error.message}
          </Alert>
        ) : null}
        <Field label="New password" id={ids.password} error={errors.password} required>
          <PasswordInput
            name="password"
            autoComplete="new-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        </Field>
        <PasswordHints password={password} />
        <Field label="Retype the password" id={ids.retype} error={errors.retype} required>
          <PasswordInput
            name="retype"
            autoComplete="new-password"
            value={retype}
            onChange={(event) => setRetype(event.target.value)}
          />
        </Field>
        <div className="console-form__actions">
          <Button type="submit" loading={action.pending}>
            Save password
          </Button>
        </div>
      </form>
    </SignInFrame>
  );
}
