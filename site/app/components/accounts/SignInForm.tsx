import { ApiError, MESSAGES } from '@corvane/contract/client';
import { Field, PasswordInput } from '@corvane/ui';
import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { api } from '../../auth/api';
import { failureText, type Notice } from '../../auth/messages';
import { authCopy as copy } from '../../content/accounts';
import { EmailInput } from './EmailInput';
import { focusAndSelect } from './focusAndSelect';
import { useFieldsInError } from './useFieldsInError';
import { SubmitButton } from './SubmitButton';

interface SignInFormProps {
  email: string;
  onEmailChange: (email: string) => void;
  onNotice: (notice: Notice | null) => void;
  /** The id of the form's message, which describes the fields it is about. */
  noticeId: string;
  /** The server refused because the email still needs its code (it has sent a fresh one). */
  onNeedsOtp: () => void;
  onSignedIn: (token: string, message: string) => void;
}

/** Sign-in (spec 2.12): email, password with show/hide, 'Forgot Password?'. */
export function SignInForm({
  email,
  onEmailChange,
  onNotice,
  noticeId,
  onNeedsOtp,
  onSignedIn,
}: SignInFormProps) {
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const passwordRef = useRef<HTMLInputElement>(null);
  const inError = useFieldsInError<'email' | 'password'>(noticeId);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    onNotice(null);
    inError.clear();
    try {
      const reply = await api.login({ email, password });
      // Stays busy: the page leaves for the home page in a moment.
      onSignedIn(reply.token, reply.msg || MESSAGES.loginSuccessful);
    } catch (error) {
      setBusy(false);
      if (error instanceof ApiError && error.isNotVerified) {
        onNeedsOtp();
        return;
      }
      // A refused password is kept (nothing typed is lost), focused and selected: typing again
      // replaces it, and show/hide lets the visitor check it. After a network failure it stays too.
      // The refusal names neither field ("email or password"), so both are marked.
      if (error instanceof ApiError && error.kind === 'http') {
        inError.mark('email', 'password');
        focusAndSelect(passwordRef.current);
      }
      onNotice({ tone: 'error', text: failureText(error, MESSAGES.operationFailed) });
    }
  };

  return (
    <form className="auth-form" onSubmit={submit} aria-busy={busy || undefined}>
      <Field label={copy.email} required>
        <EmailInput value={email} onValueChange={onEmailChange} {...inError.propsFor('email')} />
      </Field>
      <Field label={copy.password} hint={copy.caseSensitive} required>
        <PasswordInput
          ref={passwordRef}
          name="password"
          autoComplete="current-password"
          {...inError.propsFor('password')}
          showLabel={copy.showPassword}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
      </Field>
      <p className="auth-form__aside">
        <Link to="/forgot-password">{copy.forgotPassword}</Link>
      </p>
      <SubmitButton busy={busy}>{copy.signIn}</SubmitButton>
    </form>
  );
}
