import { Alert, Button } from '@corvane/ui';
import { useState } from 'react';
import { useSession, useStaff } from '../../session/session';
import { ROLE_NAMES } from '../../shell/areas';
import { Page } from '../../shell/Page';
import { ConfirmDialog } from '../../shell/ConfirmDialog';
import { ROLE_DUTIES } from './roleDuties';
import './AccountPage.css';

/**
 * "Your account" (every role): who is signed in, what their role may do, and signing out, here
 * or on every device at once.
 */
export function AccountPage() {
  const me = useStaff();
  const { signOut } = useSession();
  const [asking, setAsking] = useState(false);
  const [signingOut, setSigningOut] = useState(false);
  const [failed, setFailed] = useState<{ message: string; attempt: number }>();

  const here = async () => {
    setSigningOut(true);
    try {
      await signOut();
    } catch (error) {
      // Still signed in: say so, rather than seem signed out with the session alive.
      setFailed({ message: (error as Error).message, attempt: (failed?.attempt ?? 0) + 1 });
      setSigningOut(false);
    }
  };

  return (
    <Page title="Your account">
      <section className="console-section" aria-labelledby="account-who">
        <h2 id="account-who">Who you are</h2>
        <dl className="console-facts">
          <dt>Name</dt>
          <dd>{me.name || 'No name given'}</dd>
          <dt>Email</dt>
          <dd>{me.email}</dd>
          <dt>Role</dt>
          <dd>{ROLE_NAMES[me.role]}</dd>
          <dt>Your role may use</dt>
          <dd>{ROLE_DUTIES[me.role]}</dd>
        </dl>
        <p className="account-page__note">
          An admin can change your role, or make you a new set-password link when you forget your
          password.
        </p>
      </section>

      <section className="console-section" aria-labelledby="account-sign-out">
        <h2 id="account-sign-out">Signing out</h2>
        <p className="account-page__note">
          Sign out here when you leave this computer. If you may still be signed in elsewhere, such
          as a computer you no longer use or a lost laptop, sign out everywhere.
        </p>
        {failed ? (
          <Alert key={failed.attempt} tone="error" title="You are still signed in">
            {failed.message}
          </Alert>
        ) : null}
        <div className="console-form__actions">
          <Button loading={signingOut} onClick={() => void here()}>
            Sign out
          </Button>
          <Button variant="outline" onClick={() => setAsking(true)}>
            Sign out everywhere
          </Button>
        </div>
      </section>

      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title="Sign out everywhere?"
        description="Every session of your account ends at once: on this computer, and in every other browser where you are signed in."
        confirmLabel="Sign out everywhere"
        cancelLabel="Stay signed in"
        onConfirm={() => signOut(true)}
      >
        <p>To come back you sign in again with your password and your authenticator app.</p>
      </ConfirmDialog>
    </Page>
  );
}
