import { emailField, requiredText } from '@corvane/contract';
import { and, asc, count, eq, isNull, ne } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/client';
import { STAFF_ROLES, staffAccounts, type StaffRole } from '../db/staff-schema';
import { ServiceError } from '../services/errors';
import { parseInput } from '../services/input';
import { authorise, type Actor } from './actor';
import type { AuditLog } from './audit';
import type { PasswordLinks } from './password-links';
import type { RecoveryCodes } from './recovery-codes';
import type { StaffSessions } from './sessions';

// Staff accounts (issue 47 item 2): created only on the server, by the command line or an
// admin; never deleted, disabled instead (the audit log and notes keep naming them). Each change
// ends what it must at once (disabling ends every session) and writes its audit line in the same
// transaction.

export type StaffAccountState = 'invited' | 'active' | 'disabled';

export interface StaffAccountView {
  id: string;
  email: string;
  name: string;
  role: StaffRole;
  /** invited: the set-password link is not used yet. */
  state: StaffAccountState;
  enrolled: boolean;
  lockedUntil: Date | null;
  lastSignInAt: Date | null;
  createdAt: Date;
}

export interface NewStaffAccount {
  account: StaffAccountView;
  /** The single-use set-password link, valid 24 hours. */
  link: { url: string; expiresAt: Date };
}

const a = staffAccounts;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
export const NO_SUCH_ACCOUNT = 'There is no such staff account.';
type AccountRow = typeof staffAccounts.$inferSelect;

const roleField = z.enum(STAFF_ROLES, { error: 'The role must be admin, recruiter or marketing.' });
const addSchema = z.object({
  email: emailField,
  role: roleField,
  name: requiredText('Name', 80).optional(),
});

function view(row: AccountRow): StaffAccountView {
  return {
    id: row.id,
    email: row.email,
    name: row.displayName,
    role: row.role,
    state: row.disabledAt ? 'disabled' : row.passwordHash ? 'active' : 'invited',
    enrolled: row.enrolledAt !== null,
    lockedUntil: row.lockedUntil,
    lastSignInAt: row.lastSignInAt,
    createdAt: row.createdAt,
  };
}

const target = (row: { id: string }) => ({ type: 'staff', id: row.id });

export class StaffAccounts {
  constructor(
    private readonly d: {
      db: Db;
      now: () => number;
      audit: AuditLog;
      sessions: StaffSessions;
      links: PasswordLinks;
      recovery: RecoveryCodes;
    },
  ) {}

  /** Every account, by email (a company has tens of staff, not thousands). */
  async list(actor: Actor): Promise<StaffAccountView[]> {
    authorise(actor, 'staff');
    const rows = await this.d.db.select().from(a).orderBy(asc(a.email));
    return rows.map(view);
  }

  async find(actor: Actor, email: string): Promise<StaffAccountView> {
    authorise(actor, 'staff');
    return view(await this.row(this.d.db, email));
  }

  /** The account with this id (the console names accounts by id, the command line by email). */
  async byId(actor: Actor, id: string): Promise<StaffAccountView> {
    authorise(actor, 'staff');
    const [row] = UUID.test(id) ? await this.d.db.select().from(a).where(eq(a.id, id)) : [];
    if (!row) throw new ServiceError(404, NO_SUCH_ACCOUNT);
    return view(row);
  }

  async add(actor: Actor, input: { email: string; role: string; name?: string }) {
    authorise(actor, 'staff');
    const data = parseInput(addSchema, input);
    const email = data.email.toLowerCase();
    return this.d.db.transaction(async (tx): Promise<NewStaffAccount> => {
      const [row] = await tx
        .insert(a)
        .values({
          email,
          displayName: data.name ?? email.split('@')[0]!,
          role: data.role,
          createdBy: actor.kind === 'staff' ? actor.id : null,
          createdAt: new Date(this.d.now()),
          updatedAt: new Date(this.d.now()),
        })
        .onConflictDoNothing({ target: a.email })
        .returning();
      if (!row) throw new ServiceError(409, `There is already a staff account for ${email}.`);
      const link = await this.d.links.issue(tx, row.id);
      await this.d.audit.write(tx, actor, {
        action: 'staff.created',
        target: target(row),
        details: { role: row.role },
      });
      return { account: view(row), link };
    });
  }

  async changeRole(actor: Actor, email: string, role: string): Promise<StaffAccountView> {
    authorise(actor, 'staff');
    const newRole = parseInput(roleField, role);
    return this.d.db.transaction(async (tx) => {
      const row = await this.row(tx, email);
      if (row.role === newRole) return view(row);
      if (row.role === 'admin') await this.keepAnAdmin(tx, row);
      const [changed] = await tx
        .update(a)
        .set({ role: newRole, updatedAt: new Date(this.d.now()) })
        .where(eq(a.id, row.id))
        .returning();
      await this.d.audit.write(tx, actor, {
        action: 'staff.role_changed',
        target: target(row),
        details: { from: row.role, to: newRole },
      });
      return view(changed!);
    });
  }

  /** Disabled at once: every session ends and an unused link stops working. */
  async disable(
    actor: Actor,
    email: string,
  ): Promise<{ account: StaffAccountView; sessionsEnded: number }> {
    authorise(actor, 'staff');
    return this.d.db.transaction(async (tx) => {
      const row = await this.row(tx, email);
      if (actor.kind === 'staff' && actor.id === row.id) {
        throw new ServiceError(409, 'You cannot disable your own account.');
      }
      if (row.disabledAt) return { account: view(row), sessionsEnded: 0 };
      if (row.role === 'admin') await this.keepAnAdmin(tx, row);
      const [changed] = await tx
        .update(a)
        .set({ disabledAt: new Date(this.d.now()), updatedAt: new Date(this.d.now()) })
        .where(eq(a.id, row.id))
        .returning();
      const sessionsEnded = await this.d.sessions.endAll(tx, row.id);
      await this.d.links.revoke(tx, row.id);
      await this.d.audit.write(tx, actor, {
        action: 'staff.disabled',
        target: target(row),
        details: { sessionsEnded },
      });
      return { account: view(changed!), sessionsEnded };
    });
  }

  async enable(actor: Actor, email: string): Promise<StaffAccountView> {
    authorise(actor, 'staff');
    return this.d.db.transaction(async (tx) => {
      const row = await this.row(tx, email);
      if (!row.disabledAt) return view(row);
      const [changed] = await tx
        .update(a)
        .set({
          disabledAt: null,
          failedSignIns: 0,
          lockedUntil: null,
          updatedAt: new Date(this.d.now()),
        })
        .where(eq(a.id, row.id))
        .returning();
      await this.d.audit.write(tx, actor, { action: 'staff.enabled', target: target(row) });
      return view(changed!);
    });
  }

  /** A new set-password link (a forgotten password, an expired link); the earlier one stops. */
  async issueLink(actor: Actor, email: string): Promise<NewStaffAccount> {
    authorise(actor, 'staff');
    return this.d.db.transaction(async (tx) => {
      const row = await this.row(tx, email);
      if (row.disabledAt) {
        throw new ServiceError(409, `${row.email} is disabled: enable the account first.`);
      }
      const link = await this.d.links.issue(tx, row.id);
      await this.d.audit.write(tx, actor, {
        action: 'staff.password_link_issued',
        target: target(row),
      });
      return { account: view(row), link };
    });
  }

  /** For a lost authenticator: the account enrols again at its next sign-in. */
  async resetSecondFactor(actor: Actor, email: string): Promise<StaffAccountView> {
    authorise(actor, 'staff');
    return this.d.db.transaction(async (tx) => {
      const row = await this.row(tx, email);
      const [changed] = await tx
        .update(a)
        .set({
          totpSecret: null,
          totpLastStep: null,
          enrolledAt: null,
          updatedAt: new Date(this.d.now()),
        })
        .where(eq(a.id, row.id))
        .returning();
      await this.d.recovery.removeAll(tx, row.id);
      const sessionsEnded = await this.d.sessions.endAll(tx, row.id);
      await this.d.audit.write(tx, actor, {
        action: 'staff.second_factor_reset',
        target: target(row),
        details: { sessionsEnded },
      });
      return view(changed!);
    });
  }

  private async row(db: Db, email: string): Promise<AccountRow> {
    const address = email.trim().toLowerCase();
    const [row] = await db.select().from(a).where(eq(a.email, address));
    if (!row) throw new ServiceError(404, `There is no staff account for ${address}.`);
    return row;
  }

  /** Refuses to leave the console without an enabled admin. */
  private async keepAnAdmin(db: Db, row: AccountRow): Promise<void> {
    const [others] = await db
      .select({ n: count() })
      .from(a)
      .where(and(eq(a.role, 'admin'), isNull(a.disabledAt), ne(a.id, row.id)));
    if (!others?.n && !row.disabledAt) {
      throw new ServiceError(409, `${row.email} is the only admin: make another admin first.`);
    }
  }
}

/** Staff accounts' lookup for sign-in (no actor: nobody is signed in yet). */
export async function accountByEmail(db: Db, email: string): Promise<AccountRow | undefined> {
  const [row] = await db.select().from(a).where(eq(a.email, email.trim().toLowerCase()));
  return row;
}
