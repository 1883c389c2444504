import type { StaffSignedInResponse } from '@corvane/contract';
import { Alert } from '@corvane/ui';
import { useCallback, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { useSession } from '../../session/session';
import { CodeStep } from './CodeStep';
import { EnrolStep } from './EnrolStep';
import { PasswordStep } from './PasswordStep';
import { RecoveryCodesStep } from './RecoveryCodesStep';
import { SignInFrame } from './SignInFrame';

type Step =
  | { name: 'password'; notice?: string }
  | { name: 'code' }
  | { name: 'enrol' }
  | { name: 'recovery-codes'; codes: string[] };

const TITLES: Record<Step['name'], string> = {
  password: 'Sign in',
  code: 'Enter your code',
  enrol: 'Set up your authenticator app',
  'recovery-codes': 'Keep your recovery codes',
};

/** Where the guard sent the person from, and whether their session had ended. */
interface Arrival {
  from?: string;
  ended?: boolean;
}

/**
 * Signing in (decision 107): email and password, then a code from the authenticator app (or a
 * recovery code); at the first sign-in, setting the app up and keeping the recovery codes. Then
 * the screen that was asked for.
 */
export function SignInPage() {
  const { state, refresh } = useSession();
  const navigate = useNavigate();
  const arrival = (useLocation().state ?? {}) as Arrival;
  const [step, setStep] = useState<Step>({
    name: 'password',
    ...(arrival.ended ? { notice: 'Your session has ended. Please sign in again.' } : {}),
  });
  const [leaving, setLeaving] = useState(false);

  const enter = useCallback(async () => {
    setLeaving(true);
    await refresh();
    navigate(arrival.from && arrival.from !== '/sign-in' ? arrival.from : '/', { replace: true });
  }, [refresh, navigate, arrival.from]);
  const expired = useCallback(
    (message: string) => setStep({ name: 'password', notice: message }),
    [],
  );

  // Already signed in (a bookmark, Back after signing in): straight to the console.
  if (state.status === 'signed-in' && !leaving && step.name === 'password')
    return <Navigate to="/" replace />;

  return (
    <SignInFrame title={TITLES[step.name]} step={step.name}>
      {step.name === 'password' ? (
        <>
          {step.notice ? (
            <Alert tone="info" className="sign-in__notice">
              {step.notice}
            </Alert>
          ) : null}
          <PasswordStep
            onPassed={(next) => setStep(next === 'enrol' ? { name: 'enrol' } : { name: 'code' })}
          />
        </>
      ) : null}
      {step.name === 'code' ? (
        <CodeStep
          onSignedIn={(_answer: StaffSignedInResponse) => void enter()}
          onExpired={expired}
        />
      ) : null}
      {step.name === 'enrol' ? (
        <EnrolStep
          onEnrolled={(codes) => setStep({ name: 'recovery-codes', codes })}
          onExpired={expired}
        />
      ) : null}
      {step.name === 'recovery-codes' ? (
        <RecoveryCodesStep codes={step.codes} onDone={() => void enter()} />
      ) : null}
    </SignInFrame>
  );
}
