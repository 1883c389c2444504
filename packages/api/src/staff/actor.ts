import type { StaffRole } from '../db/staff-schema';
import { ServiceError } from '../services/errors';

// Who asks a staff service to do something, and what each role may use (issue 47 item 4). Every
// service method that reads personal data or changes something takes an Actor and writes it to
// the audit log; a staff actor is also checked against its role there, whatever the route did.

/** Where a request came from, as the audit log keeps it. */
export interface RequestOrigin {
  ip?: string;
  userAgent?: string;
}

export interface StaffActor extends RequestOrigin {
  kind: 'staff';
  id: string;
  email: string;
  name: string;
  role: StaffRole;
}

export type Actor =
  | StaffActor
  /** `npm run staff`, `privacy`, `applications`...: whoever may run commands on the server. */
  | { kind: 'command'; systemUser: string }
  /** The server itself (the daily retention sweep). */
  | { kind: 'system'; job: string }
  /** Someone not signed in: a failed sign-in, a set-password link. */
  | ({ kind: 'anonymous' } & RequestOrigin);

/** The staff member an account row is, acting from `origin`. */
export const asStaffActor = (
  row: { id: string; email: string; displayName: string; role: StaffRole },
  origin: RequestOrigin,
): StaffActor => ({
  kind: 'staff',
  id: row.id,
  email: row.email,
  name: row.displayName,
  role: row.role,
  ip: origin.ip,
  userAgent: origin.userAgent,
});

export const commandLine = (systemUser: string | undefined): Actor => ({
  kind: 'command',
  systemUser: systemUser?.trim() || 'unknown',
});

/** The parts of the console; a role sees and calls only its own. */
export const AREAS = [
  'staff',
  'audit',
  'privacy',
  'jobs',
  'applications',
  'newsletter',
  'analytics',
  'contact',
] as const;
export type Area = (typeof AREAS)[number];

const AREAS_BY_ROLE: Record<StaffRole, readonly Area[]> = {
  admin: AREAS,
  recruiter: ['jobs', 'applications'],
  marketing: ['newsletter', 'analytics', 'contact'],
};

export const areasOf = (role: StaffRole): readonly Area[] => AREAS_BY_ROLE[role];

export const mayUse = (role: StaffRole, area: Area): boolean => AREAS_BY_ROLE[role].includes(area);

export const FORBIDDEN = 'Your role does not give access to this.';

/** Staff only within their role; the command line and the server itself may do anything. */
export function authorise(actor: Actor, area: Area): void {
  if (actor.kind === 'command' || actor.kind === 'system') return;
  if (actor.kind === 'staff' && mayUse(actor.role, area)) return;
  throw new ServiceError(403, FORBIDDEN);
}

/** How a note or a list names the actor: the staff member's name, or the command line's user. */
export function actorName(actor: Actor): string {
  switch (actor.kind) {
    case 'staff':
      return actor.name;
    case 'command':
      return `Command line (${actor.systemUser})`;
    case 'system':
      return `Server (${actor.job})`;
    case 'anonymous':
      return 'Not signed in';
  }
}
