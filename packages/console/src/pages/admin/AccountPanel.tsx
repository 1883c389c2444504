import type {
  StaffAccount,
  StaffAccountLinkResponse,
  StaffDisabledResponse,
  StaffRoleName,
} from '@corvane/contract';
import { Alert, Button, RadioGroup, type AlertTone } from '@corvane/ui';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { staffApi } from '../../api/staffApi';
import { useSession, useStaff } from '../../session/session';
import { ROLE_NAMES } from '../../shell/areas';
import { isRole, ROLE_OPTIONS } from '../account/roleDuties';
import { ACCOUNT_DETAILS_ID, StateBadges } from './accountColumns';
import {
  lastSignInText,
  personOf,
  secondFactorText,
  sessionsText,
  STATE_MEANINGS,
} from './accountWords';
import { ConfirmDialog } from '../../shell/ConfirmDialog';
import { formatDateTime } from '../../lib/dates';
import { OneTimeLink } from './OneTimeLink';
import './AccountPanel.css';

interface AccountPanelProps {
  account: StaffAccount;
  /** The server's answer to a change: the table shows it at once. */
  onChanged: (account: StaffAccount) => void;
  onClose: () => void;
}

interface Outcome {
  tone: AlertTone;
  text: string;
  /** A new Alert for each outcome, so the same words are heard again. */
  times: number;
}

type Asking = 'disable' | 'reset' | null;

/**
 * One account's details and what an admin may do to it: change its role, disable or enable it,
 * make a new set-password link, reset its second factor. Each outcome, or the server's refusal in
 * its own words, is shown at the top of the panel and heard.
 */
export function AccountPanel({ account, onChanged, onClose }: AccountPanelProps) {
  const me = useStaff();
  const { refresh } = useSession();
  const heading = useRef<HTMLHeadingElement>(null);
  const resetButton = useRef<HTMLButtonElement>(null);
  const headingId = useId();
  const [role, setRole] = useState<StaffRoleName>(account.role);
  const [busy, setBusy] = useState<'role' | 'enable' | 'link' | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [link, setLink] = useState<StaffAccountLinkResponse['link'] | null>(null);
  const [asking, setAsking] = useState<Asking>(null);
  const person = personOf(account);
  const yours = account.email === me.email;

  useEffect(() => {
    heading.current?.focus();
  }, []);

  const tell = (tone: AlertTone, text: string) =>
    setOutcome((last) => ({ tone, text, times: (last?.times ?? 0) + 1 }));

  /** Runs one action; a refusal is said in the server's words. */
  const run = async (which: NonNullable<typeof busy>, action: () => Promise<void>) => {
    setBusy(which);
    try {
      await action();
    } catch (error) {
      tell('error', (error as Error).message);
    } finally {
      setBusy(null);
    }
  };

  const changeRole = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    if (role === account.role) {
      tell('info', `${person} already has the ${ROLE_NAMES[role]} role.`);
      return;
    }
    void run('role', async () => {
      const changed = await staffApi.put<StaffAccount>(`/accounts/${account.id}/role`, { role });
      onChanged(changed);
      tell(
        'success',
        `${person} is now ${ROLE_NAMES[changed.role]}. It applies from their next action in the console.`,
      );
      // Your own role: the console shows what the new one allows.
      if (yours) await refresh();
    });
  };

  const enable = () =>
    run('enable', async () => {
      const enabled = await staffApi.post<StaffAccount>(`/accounts/${account.id}/enable`);
      onChanged(enabled);
      tell('success', `${person}’s account is enabled again.`);
    });

  const newLink = () =>
    run('link', async () => {
      const made = await staffApi.post<StaffAccountLinkResponse>(`/accounts/${account.id}/link`);
      onChanged(made.account);
      setLink(made.link);
      tell(
        'success',
        `There is a new set-password link for ${person}. Any earlier one has stopped working.`,
      );
    });

  const disable = async () => {
    const done = await staffApi.post<StaffDisabledResponse>(`/accounts/${account.id}/disable`);
    onChanged(done.account);
    setLink(null);
    tell(
      'success',
      done.sessionsEnded > 0
        ? `${person}’s account is disabled. ${sessionsText(done.sessionsEnded)} ended at once.`
        : `${person}’s account is disabled. They were not signed in anywhere.`,
    );
  };

  const resetFactor = async () => {
    const reset = await staffApi.post<StaffAccount>(`/accounts/${account.id}/reset-factor`);
    onChanged(reset);
    tell(
      'success',
      `${person}’s second factor is reset and their sessions have ended. They set up an authenticator app again when they next sign in.`,
    );
    // Your own sessions have ended: the console goes to sign in.
    if (yours) await refresh();
  };

  const disabled = account.state === 'disabled';
  return (
    <section id={ACCOUNT_DETAILS_ID} className="account-panel" aria-labelledby={headingId}>
      <div className="account-panel__head">
        <h2 id={headingId} ref={heading} tabIndex={-1} className="account-panel__title">
          Manage {person}
          {yours ? ' (you)' : ''}
        </h2>
        <Button variant="ghost" size="sm" onClick={onClose}>
          Close<span className="cv-visually-hidden"> the details of {person}</span>
        </Button>
      </div>

      {outcome ? (
        <Alert key={outcome.times} tone={outcome.tone}>
          {outcome.text}
        </Alert>
      ) : null}
      {link ? <OneTimeLink link={link} person={person} /> : null}

      <dl className="console-facts">
        <dt>Email</dt>
        <dd>{account.email}</dd>
        <dt>Role</dt>
        <dd>{ROLE_NAMES[account.role]}</dd>
        <dt>State</dt>
        <dd>
          <StateBadges account={account} /> {STATE_MEANINGS[account.state]}
        </dd>
        <dt>Second factor</dt>
        <dd>{secondFactorText(account)}</dd>
        <dt>Last sign-in</dt>
        <dd>{lastSignInText(account)}</dd>
        <dt>Added</dt>
        <dd>{formatDateTime(account.createdAt)}</dd>
      </dl>
      <p className="account-panel__audit">
        <Link to={`/audit?${new URLSearchParams({ target: `staff:${account.id}` })}`}>
          What was done to this account, in the audit log
        </Link>
      </p>

      <form className="console-form account-panel__part" onSubmit={changeRole}>
        <RadioGroup
          legend="Role"
          hint={
            yours
              ? 'This is your own account: without the Admin role you lose this screen at once.'
              : 'It applies from their next action in the console.'
          }
          options={ROLE_OPTIONS}
          value={role}
          onValueChange={(value) => isRole(value) && setRole(value)}
        />
        <div className="console-form__actions">
          <Button type="submit" variant="secondary" loading={busy === 'role'}>
            Change role
          </Button>
        </div>
      </form>

      <div className="account-panel__part">
        <h3 className="account-panel__subtitle">Signing in</h3>
        <div className="account-panel__action">
          <p>
            A new set-password link lets {person} choose a password again, for example when they
            have forgotten it. Any earlier link stops working.
          </p>
          <Button variant="secondary" loading={busy === 'link'} onClick={() => void newLink()}>
            Make a new set-password link
          </Button>
        </div>
        <div className="account-panel__action">
          {account.enrolled ? (
            <>
              <p>
                Resetting the second factor removes {person}’s authenticator app, for example after
                a lost phone. They set one up again at their next sign-in.
              </p>
              <Button ref={resetButton} variant="secondary" onClick={() => setAsking('reset')}>
                Reset second factor
              </Button>
            </>
          ) : (
            <p>No authenticator app is set up: {person} sets one up at their next sign-in.</p>
          )}
        </div>
        <div className="account-panel__action">
          {yours ? (
            <p>You cannot disable your own account.</p>
          ) : (
            <>
              <p>
                {disabled
                  ? `Enabling the account lets ${person} sign in again.`
                  : `Disabling the account stops ${person} signing in and ends their sessions at once. It can be enabled again later.`}
              </p>
              {/* One button for both, so focus stays on it when the state changes. */}
              <Button
                key="access"
                variant="secondary"
                loading={busy === 'enable'}
                onClick={() => (disabled ? void enable() : setAsking('disable'))}
              >
                {disabled ? 'Enable account' : 'Disable account'}
              </Button>
            </>
          )}
        </div>
      </div>

      <ConfirmDialog
        open={asking === 'disable'}
        onOpenChange={(open) => setAsking(open ? 'disable' : null)}
        title={`Disable ${person}’s account?`}
        description={`${person} (${account.email}) can no longer sign in, and every session of theirs ends at once.`}
        confirmLabel="Disable the account"
        cancelLabel="Keep it enabled"
        onConfirm={disable}
      >
        <p>
          An unused set-password link stops working too. You can enable the account again later.
        </p>
      </ConfirmDialog>
      <ConfirmDialog
        open={asking === 'reset'}
        onOpenChange={(open) => setAsking(open ? 'reset' : null)}
        title={`Reset ${person}’s second factor?`}
        description={`The authenticator app and recovery codes of ${person} (${account.email}) stop working, and every session of theirs ends at once.`}
        confirmLabel="Reset second factor"
        cancelLabel="Keep it"
        onConfirm={resetFactor}
        returnFocus={() => resetButton.current ?? heading.current}
      >
        <p>
          {yours
            ? 'This is your own account: you will be signed out now, and set up your app again when you sign in.'
            : `When ${person} next signs in with their password, they set up an authenticator app again.`}
        </p>
      </ConfirmDialog>
    </section>
  );
}
