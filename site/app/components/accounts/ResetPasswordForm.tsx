import { MESSAGES, passwordProblem } from '@corvane/contract/client';
import { Field, OtpField, PasswordInput } from '@corvane/ui';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { api } from '../../auth/api';
import { useHydrated } from '../../hooks/useHydrated';
import { failureText, successNotice, type Notice } from '../../auth/messages';
import { resetCopy as copy } from '../../content/resetPassword';
import type { ResetState } from './ForgotPasswordForm';
import { NoticeBox } from './NoticeBox';
import { EmailInput } from './EmailInput';
import { focusAndSelect } from './focusAndSelect';
import { SubmitButton } from './SubmitButton';
import { useFieldsInError } from './useFieldsInError';

/** Spec section 9: sign-in follows a reset after 2000 ms. */
const REDIRECT_AFTER_RESET_MS = 2000;

/** /reset-password (spec 2.14): email, code, new password with show/hide, 'Reset Password'. */
export function ResetPasswordForm() {
  const navigate = useNavigate();
  const location = useLocation();
  // Null until typed in: until then the email carried from /forgot-password shows.
  const [typedEmail, setEmail] = useState<string | null>(null);
  const [otp, setOtp] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const newPasswordRef = useRef<HTMLInputElement>(null);
  const noticeId = useId();
  const inError = useFieldsInError<'newPassword'>(noticeId);
  useEffect(() => () => clearTimeout(timer.current), []);

  // The email from /forgot-password, after hydration (the prerendered page has none).
  const hydrated = useHydrated();
  const carried = hydrated ? (location.state as ResetState | null)?.email : undefined;
  const email = typedEmail ?? carried ?? '';

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    inError.clear();
    // Spec section 5: the two rule messages, before any call. The password is kept, focused and
    // selected: typing again replaces it.
    const problem = passwordProblem(newPassword);
    if (problem) {
      setNotice({ tone: 'error', text: problem });
      inError.mark('newPassword');
      focusAndSelect(newPasswordRef.current);
      return;
    }
    setBusy(true);
    setNotice(null);
    try {
      const reply = await api.resetPassword({ email, otp, newPassword });
      setNotice(successNotice(reply.msg));
      timer.current = setTimeout(() => void navigate('/loginsignup'), REDIRECT_AFTER_RESET_MS);
    } catch (error) {
      setBusy(false);
      setNotice({ tone: 'error', text: failureText(error, MESSAGES.resetFailed) });
    }
  };

  return (
    <section className="auth-card" aria-labelledby="reset-heading">
      <h2 id="reset-heading" className="auth-card__heading">
        {copy.heading}
      </h2>
      <NoticeBox notice={notice} id={noticeId} />
      <form className="auth-form" onSubmit={submit} aria-busy={busy || undefined}>
        <Field label={copy.email} required>
          <EmailInput value={email} onValueChange={setEmail} />
        </Field>
        <Field label={copy.otp} hint={copy.otpHint} required>
          <OtpField name="otp" value={otp} onValueChange={setOtp} />
        </Field>
        <Field label={copy.newPassword} hint={copy.newPasswordHint} required>
          <PasswordInput
            ref={newPasswordRef}
            name="newPassword"
            {...inError.propsFor('newPassword')}
            autoComplete="new-password"
            showLabel={copy.showPassword}
            value={newPassword}
            onChange={(event) => setNewPassword(event.target.value)}
          />
        </Field>
        <SubmitButton busy={busy}>{copy.submit}</SubmitButton>
      </form>
      <p className="auth-card__footer">
        <Link to="/forgot-password">{copy.requestCode}</Link>
      </p>
    </section>
  );
}
