// The audit log's actions (the contract's fixed vocabulary) in the words the console shows:
// a new action in the contract fails the typecheck here until it has its words.

import { AUDIT_ACTIONS, type AuditAction } from '@corvane/contract';

export { AUDIT_ACTIONS };

export const AUDIT_ACTION_NAMES: Record<AuditAction, string> = {
  'staff.sign_in': 'Signed in',
  'staff.sign_in_failed': 'Sign-in failed',
  'staff.sign_out': 'Signed out',
  'staff.signed_out_everywhere': 'Signed out everywhere',
  'staff.created': 'Staff member added',
  'staff.role_changed': 'Role changed',
  'staff.disabled': 'Account disabled',
  'staff.enabled': 'Account enabled',
  'staff.password_link_issued': 'Set-password link made',
  'staff.password_set': 'Password set',
  'staff.second_factor_enrolled': 'Authenticator app set up',
  'staff.second_factor_reset': 'Second factor reset',
  'job.created': 'Job added',
  'job.updated': 'Job changed',
  'job.closed': 'Job closed',
  'job.reopened': 'Job reopened',
  'application.listed': 'Applications listed',
  'application.viewed': 'Application viewed',
  'application.status_changed': 'Application status changed',
  'application.note_added': 'Note added to an application',
  'application.resume_downloaded': 'Resume downloaded',
  'application.exported': 'Applications exported',
  'privacy.erased': 'Personal data erased',
  'privacy.exported': 'Personal data exported',
  'retention.swept': 'Old applications deleted',
};

export const isAuditAction = (value: string): value is AuditAction =>
  (AUDIT_ACTIONS as readonly string[]).includes(value);

/** The words for an action; its code when the console does not know it. */
export const actionName = (action: string) =>
  isAuditAction(action) ? AUDIT_ACTION_NAMES[action] : action;

/** The kinds of target the log names, in words. */
export const TARGET_NAMES: Record<string, string> = {
  staff: 'Staff account',
  job: 'Job',
  application: 'Application',
  data_subject: 'Person',
};
