import type { AuditEntry } from './audit';

// How `npm run staff -- audit` prints the audit log: one line per entry, oldest first, so the
// latest is nearest the prompt.

/** 2025-11-24 10:00:12 UTC */
const utcSeconds = (date: Date) => `${date.toISOString().replace('T', ' ').slice(0, 19)} UTC`;

export function actorText(actor: AuditEntry['actor']): string {
  switch (actor.type) {
    case 'staff':
      return `${actor.email} (${actor.role})`;
    case 'command':
      return `command line (${actor.systemUser})`;
    case 'system':
      return `server (${actor.systemUser})`;
    case 'anonymous':
      return 'not signed in';
  }
}

export function auditLine(entry: AuditEntry): string {
  const parts = [utcSeconds(entry.at), entry.action.padEnd(30), actorText(entry.actor)];
  if (entry.ip) parts.push(`from ${entry.ip}`);
  if (entry.target) parts.push(`-> ${entry.target.type} ${entry.target.id}`);
  if (Object.keys(entry.details).length > 0) parts.push(JSON.stringify(entry.details));
  return parts.join('  ');
}

/** The entries as JSON for scripts: the same fields the console reads. */
export function auditJson(entries: AuditEntry[], total: number): string {
  return JSON.stringify(
    { total, entries: entries.map((entry) => ({ ...entry, at: entry.at.toISOString() })) },
    null,
    2,
  );
}
