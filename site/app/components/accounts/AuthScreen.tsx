import { MESSAGES } from '@corvane/contract/client';
import { Spinner } from '@corvane/ui';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { successNotice, type Notice } from '../../auth/messages';
import { useSession } from '../../auth/session';
import { readToken } from '../../auth/token';
import { authCopy as copy } from '../../content/accounts';
import { NoticeBox } from './NoticeBox';
import { SignInForm } from './SignInForm';

// Register (with the country list) and the OTP step load when they are first needed.
const loadRegister = () => import('./RegisterForm');
const RegisterForm = lazy(loadRegister);
const OtpStep = lazy(() => import('./OtpStep'));

/** Spec section 9: the home page follows a successful sign-in after 500 ms. */
const REDIRECT_AFTER_SIGN_IN_MS = 500;

type Mode = 'signin' | 'register' | 'otp';

/** /loginsignup (spec 2.12 and section 4): sign-in, register and OTP verify in one screen. */
export function AuthScreen() {
  const session = useSession();
  const navigate = useNavigate();
  const [mode, setMode] = useState<Mode>('signin');
  const [email, setEmail] = useState('');
  const [notice, setNotice] = useState<Notice | null>(null);
  const noticeId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const focusHeading = useRef(false);
  const signingIn = useRef(false);
  const leaveTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  // A visitor who is already signed in (here or in another tab) goes to the home page.
  useEffect(() => {
    if (signingIn.current) return;
    if (session.status === 'signed-in' || readToken()) void navigate('/', { replace: true });
  }, [session.status, navigate]);

  useEffect(() => () => clearTimeout(leaveTimer.current), []);

  // After a step the visitor did not choose (registered, verified, must verify), focus moves to
  // the new step's heading so it is read first; the toggle keeps focus when it is used.
  useEffect(() => {
    if (!focusHeading.current) return;
    focusHeading.current = false;
    headingRef.current?.focus();
  }, [mode]);

  const switchTo = (next: Mode, nextNotice: Notice | null, moveFocus: boolean) => {
    focusHeading.current = moveFocus && next !== mode;
    setMode(next);
    setNotice(nextNotice);
  };

  const signedIn = (token: string, message: string) => {
    signingIn.current = true;
    session.signIn(token);
    setNotice({ tone: 'success', text: message });
    leaveTimer.current = setTimeout(() => void navigate('/'), REDIRECT_AFTER_SIGN_IN_MS);
  };

  const pending = (
    <p className="auth-pending">
      <Spinner size="sm" label={null} /> Loading...
    </p>
  );

  return (
    <section className="auth-card" aria-labelledby="auth-heading">
      <div className="auth-toggle" role="group" aria-label={copy.toggleLabel}>
        <button
          type="button"
          className="auth-toggle__option"
          aria-pressed={mode === 'signin'}
          onClick={() => switchTo('signin', null, false)}
        >
          {copy.login}
        </button>
        <button
          type="button"
          className="auth-toggle__option"
          aria-pressed={mode === 'register'}
          onPointerEnter={loadRegister}
          onFocus={loadRegister}
          onClick={() => switchTo('register', null, false)}
        >
          {copy.register}
        </button>
      </div>
      <h2 id="auth-heading" ref={headingRef} tabIndex={-1} className="auth-card__heading">
        {copy.headings[mode]}
      </h2>
      <NoticeBox notice={notice} id={noticeId} />
      {mode === 'signin' ? (
        <SignInForm
          email={email}
          onEmailChange={setEmail}
          onNotice={setNotice}
          noticeId={noticeId}
          onNeedsOtp={() => switchTo('otp', { tone: 'info', text: MESSAGES.enterOtp }, true)}
          onSignedIn={signedIn}
        />
      ) : null}
      {mode === 'register' ? (
        <Suspense fallback={pending}>
          <RegisterForm
            email={email}
            onEmailChange={setEmail}
            onNotice={setNotice}
            noticeId={noticeId}
            onRegistered={(message) => switchTo('otp', successNotice(message), true)}
          />
        </Suspense>
      ) : null}
      {mode === 'otp' ? (
        <Suspense fallback={pending}>
          <OtpStep
            email={email}
            onVerified={(message) => switchTo('signin', successNotice(message), true)}
            onCodeSent={() => setNotice(null)}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
