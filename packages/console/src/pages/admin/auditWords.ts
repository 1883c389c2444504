import type { AuditEntry } from '@corvane/contract';
import { ROLE_NAMES } from '../../shell/areas';
import { isRole } from '../account/roleDuties';
import { TARGET_NAMES } from './auditActions';

// An audit entry's parts in words: who did it, to what, and its details as "key: value".

/** "ana@example.com (Admin)", "Command line (deploy)", "The server (retention)", "Not signed in". */
export function actorText({ actor }: AuditEntry): string {
  switch (actor.type) {
    case 'staff': {
      const role = actor.role && isRole(actor.role) ? ROLE_NAMES[actor.role] : actor.role;
      return role ? `${actor.email ?? 'Unknown'} (${role})` : (actor.email ?? 'Unknown');
    }
    case 'command':
      return actor.systemUser ? `Command line (${actor.systemUser})` : 'Command line';
    case 'system':
      return actor.systemUser ? `The server (${actor.systemUser})` : 'The server';
    case 'anonymous':
      return 'Not signed in';
  }
}

/** "Staff account ana@example.com", "Job 5f1c…"; staff accounts by address when known. */
export function targetText({ target }: AuditEntry, emails: ReadonlyMap<string, string>): string {
  if (!target) return '';
  const kind = TARGET_NAMES[target.type] ?? target.type;
  const id = (target.type === 'staff' && emails.get(target.id)) || target.id;
  return `${kind} ${id}`;
}

/** "sessionsEnded" → "sessions ended". */
const keyWords = (key: string) => key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();

function valueText(value: unknown): string {
  if (value === null || value === undefined) return 'none';
  if (Array.isArray(value)) return value.length ? value.map(valueText).join(', ') : 'none';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** "from: recruiter; to: admin". */
export function detailsText({ details }: AuditEntry): string {
  return Object.entries(details)
    .map(([key, value]) => `${keyWords(key)}: ${valueText(value)}`)
    .join('; ');
}
