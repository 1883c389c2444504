import type { StaffAccount, StaffAccountsResponse } from '@corvane/contract';
import { Button, DataTable } from '@corvane/ui';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { staffApi } from '../../api/staffApi';
import { Page } from '../../shell/Page';
import { AccountPanel } from './AccountPanel';
import { accountColumns, manageButtonId } from './accountColumns';
import { AddStaffForm } from './AddStaffForm';
import './AccountsPage.css';

interface Loaded {
  /** The load this answers: a newer one shows the table as loading. */
  attempt: number;
  accounts: StaffAccount[];
  error?: string;
}

const ADD_ID = 'add-staff';

/**
 * "Staff accounts" (admin): everyone who may sign in to the console, with a details panel per
 * account for its actions, and the form that adds a staff member.
 */
export function AccountsPage() {
  const [attempt, setAttempt] = useState(0);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [openId, setOpenId] = useState<string | null>(null);

  useEffect(() => {
    const abort = new AbortController();
    staffApi.get<StaffAccountsResponse>('/accounts', { signal: abort.signal }).then(
      ({ accounts }) => setLoaded({ attempt, accounts }),
      (error: Error) => {
        if (abort.signal.aborted) return;
        setLoaded((last) => ({ attempt, accounts: last?.accounts ?? [], error: error.message }));
      },
    );
    return () => abort.abort();
  }, [attempt]);

  /** The server's answer to a change (or a new account) replaces the row. */
  const show = useCallback((account: StaffAccount) => {
    setLoaded((last) => {
      const accounts = last?.accounts ?? [];
      const known = accounts.some((each) => each.id === account.id);
      return {
        attempt: last?.attempt ?? 0,
        accounts: known
          ? accounts.map((each) => (each.id === account.id ? account : each))
          : [...accounts, account].sort((a, b) => a.email.localeCompare(b.email)),
      };
    });
  }, []);

  const close = useCallback(() => {
    const id = openId;
    setOpenId(null);
    if (id) document.getElementById(manageButtonId({ id }))?.focus();
  }, [openId]);

  const columns = useMemo(
    () => accountColumns(openId, (account) => setOpenId(account.id)),
    [openId],
  );
  const current = loaded?.attempt === attempt;
  const accounts = loaded?.accounts ?? [];
  const open = accounts.find((account) => account.id === openId);

  return (
    <Page
      title="Staff accounts"
      intro="Everyone who may sign in to the console. Choose a name for that account’s details and what you can change. Accounts are never deleted: disable one to stop it signing in."
      actions={
        <Button variant="secondary" href={`#${ADD_ID}`}>
          Add a staff member
        </Button>
      }
    >
      <DataTable
        caption="Staff accounts"
        captionHidden
        columns={columns}
        data={accounts}
        getRowId={(account) => account.id}
        density="compact"
        locale="en-GB"
        loading={!current}
        error={current ? loaded?.error : undefined}
        onRetry={() => setAttempt((n) => n + 1)}
        emptyMessage="There are no staff accounts yet."
        texts={{ loading: 'Loading the staff accounts…' }}
      />
      {open ? <AccountPanel key={open.id} account={open} onChanged={show} onClose={close} /> : null}
      <section className="console-section" aria-labelledby={`${ADD_ID}-title`} id={ADD_ID}>
        <h2 id={`${ADD_ID}-title`}>Add a staff member</h2>
        <p>
          They get a set-password link to choose their password, then set up an authenticator app at
          their first sign-in.
        </p>
        <AddStaffForm onAdded={show} />
      </section>
    </Page>
  );
}
