import type { StaffAccount } from '@corvane/contract';
import { Badge, Button, defineColumns, type BadgeTone } from '@corvane/ui';
import { ROLE_NAMES } from '../../shell/areas';
import { lastSignInText, lockText, personOf, secondFactorText, STATE_NAMES } from './accountWords';
import { DATE_TIME } from '../../lib/dates';

// The staff accounts table's columns: who (their name a button that opens the account's details
// and actions below the table), their role and state.

const STATE_TONES: Record<StaffAccount['state'], BadgeTone> = {
  invited: 'info',
  active: 'success',
  disabled: 'danger',
};

export function StateBadges({ account }: { account: StaffAccount }) {
  const locked = lockText(account);
  return (
    <span className="accounts-state">
      <Badge tone={STATE_TONES[account.state]}>{STATE_NAMES[account.state]}</Badge>
      {locked ? <Badge tone="danger">{locked}</Badge> : null}
    </span>
  );
}

/** The id of an account's name button, where focus goes back when its details close. */
export const manageButtonId = (account: { id: string }) => `manage-${account.id}`;

export const ACCOUNT_DETAILS_ID = 'account-details';

export function accountColumns(openId: string | null, onManage: (account: StaffAccount) => void) {
  return defineColumns<StaffAccount>()([
    {
      id: 'name',
      header: 'Name',
      value: personOf,
      // The name opens the account's details and actions, below the table.
      cell: (account) => (
        <Button
          id={manageButtonId(account)}
          variant="ghost"
          size="sm"
          className="accounts-name"
          aria-expanded={openId === account.id}
          aria-controls={openId === account.id ? ACCOUNT_DETAILS_ID : undefined}
          onClick={() => onManage(account)}
        >
          {personOf(account)}
        </Button>
      ),
      rowHeader: true,
      sortable: true,
    },
    { id: 'email', header: 'Email', value: (account) => account.email, sortable: true },
    {
      id: 'role',
      header: 'Role',
      value: (account) => ROLE_NAMES[account.role],
      sortable: true,
    },
    {
      id: 'state',
      header: 'State',
      value: (account) =>
        [STATE_NAMES[account.state], lockText(account)].filter(Boolean).join(', '),
      cell: (account) => <StateBadges account={account} />,
      sortable: true,
    },
    {
      id: 'secondFactor',
      header: 'Second factor',
      value: secondFactorText,
      sortable: true,
    },
    {
      id: 'lastSignIn',
      header: 'Last sign-in',
      value: (account) => (account.lastSignInAt ? new Date(account.lastSignInAt) : null),
      cell: lastSignInText,
      dateFormat: DATE_TIME,
      sortable: true,
    },
  ]);
}
