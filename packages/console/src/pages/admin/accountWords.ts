import type { StaffAccount } from '@corvane/contract';
import { formatDateTime } from '../../lib/dates';

// An account's state and second factor in words, as the table and the details panel show them.

export const STATE_NAMES: Record<StaffAccount['state'], string> = {
  invited: 'Invited',
  active: 'Active',
  disabled: 'Disabled',
};

/** What the state means, for the details panel. */
export const STATE_MEANINGS: Record<StaffAccount['state'], string> = {
  invited: 'The set-password link has not been used yet.',
  active: 'The password is set: this person can sign in.',
  disabled: 'This person cannot sign in.',
};

/** "Locked until 24 Nov 2025, 10:15" while failed sign-ins keep the account locked; else null. */
export function lockText(account: StaffAccount, now = Date.now()): string | null {
  if (!account.lockedUntil || new Date(account.lockedUntil).getTime() <= now) return null;
  return `Locked until ${formatDateTime(account.lockedUntil)}`;
}

export const secondFactorText = (account: StaffAccount) =>
  account.enrolled ? 'Set up' : 'Not set up';

export const lastSignInText = (account: StaffAccount) =>
  account.lastSignInAt ? formatDateTime(account.lastSignInAt) : 'Never';

/** How the screens name a person: their name, or their address when it has none. */
export const personOf = (account: StaffAccount) => account.name || account.email;

/** "1 session" / "3 sessions". */
export const sessionsText = (count: number) => `${count} ${count === 1 ? 'session' : 'sessions'}`;
