import { MESSAGES } from '@corvane/contract/client';
import { Field } from '@corvane/ui';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { api } from '../../auth/api';
import { failureText, successNotice, type Notice } from '../../auth/messages';
import { forgotCopy as copy } from '../../content/forgotPassword';
import { NoticeBox } from './NoticeBox';
import { EmailInput } from './EmailInput';
import { SubmitButton } from './SubmitButton';

/** Spec section 9: the reset screen follows after 2000 ms. */
const REDIRECT_AFTER_CODE_SENT_MS = 2000;

/** The state /reset-password reads: the email the code went to. */
export interface ResetState {
  email?: string;
}

/** /forgot-password (spec 2.13): an email, 'Send OTP', then on to /reset-password. */
export function ForgotPasswordForm() {
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setNotice(null);
    try {
      const reply = await api.forgotPassword({ email });
      setNotice(successNotice(reply.msg));
      const state: ResetState = { email };
      timer.current = setTimeout(
        () => void navigate('/reset-password', { state }),
        REDIRECT_AFTER_CODE_SENT_MS,
      );
    } catch (error) {
      setBusy(false);
      setNotice({ tone: 'error', text: failureText(error, MESSAGES.requestFailed) });
    }
  };

  return (
    <section className="auth-card" aria-labelledby="forgot-heading">
      <h2 id="forgot-heading" className="auth-card__heading">
        {copy.heading}
      </h2>
      <NoticeBox notice={notice} />
      <form className="auth-form" onSubmit={submit} aria-busy={busy || undefined}>
        <Field label={copy.email} hint={copy.emailHint} required>
          <EmailInput value={email} onValueChange={setEmail} />
        </Field>
        <SubmitButton busy={busy}>{copy.submit}</SubmitButton>
      </form>
      <p className="auth-card__footer">
        <Link to="/loginsignup">{copy.back}</Link>
      </p>
    </section>
  );
}
