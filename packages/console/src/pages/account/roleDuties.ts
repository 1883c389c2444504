import { STAFF_ROLE_NAMES, type StaffRoleName } from '@corvane/contract';
import type { RadioOption } from '@corvane/ui';
import { ROLE_NAMES } from '../../shell/areas';

// What each role may do (decision 107), in the words the console shows beside a role: on the
// person's own account page and wherever an admin chooses someone's role.

export const ROLE_DUTIES: Record<StaffRoleName, string> = {
  admin:
    'Staff accounts, the audit log and requests about personal data, and everything a recruiter or marketing member may do.',
  recruiter: 'Jobs and the applications sent for them.',
  marketing:
    'The newsletter, the website’s analytics and the messages sent through the contact form.',
};

/** The roles as radio buttons: each one's name, and what it may do under it. */
export const ROLE_OPTIONS: readonly RadioOption[] = STAFF_ROLE_NAMES.map((role) => ({
  value: role,
  label: ROLE_NAMES[role],
  hint: ROLE_DUTIES[role],
}));

export const isRole = (value: string): value is StaffRoleName =>
  (STAFF_ROLE_NAMES as readonly string[]).includes(value);
