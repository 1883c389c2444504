import { AUDIT_ACTIONS, type AuditAction } from '@corvane/contract';
import { and, asc, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { auditLog, type AuditActorType } from '../db/staff-schema';
import { ValidationError } from '../services/errors';
import { authorise, type Actor } from './actor';

// The audit log (issue 47 item 5, decision 107): who did what to what, when and from where.
// Writes go into the caller's transaction where there is one, so an action and its line commit
// together; the table refuses UPDATE and DELETE itself (drizzle/0006), so this file only adds.

// The fixed vocabulary of actions is the contract's: the console names each in words.
export { AUDIT_ACTIONS, type AuditAction } from '@corvane/contract';

export const isAuditAction = (value: string): value is AuditAction =>
  (AUDIT_ACTIONS as readonly string[]).includes(value);

export interface AuditEvent {
  action: AuditAction;
  target?: { type: string; id: string };
  /** Ids, counts and states: never a secret, as little personal data as will do. */
  details?: Record<string, unknown>;
}

export interface AuditFilter {
  actorEmail?: string;
  actorType?: AuditActorType;
  action?: AuditAction;
  targetType?: string;
  targetId?: string;
  /** From this moment (inclusive) to `to` (exclusive). */
  from?: Date;
  to?: Date;
  /** 1-based; `pageSize` up to MAX_AUDIT_PAGE. */
  page?: number;
  pageSize?: number;
  /** Newest first (the console) unless the command line asks for oldest first. */
  order?: 'newest' | 'oldest';
}

export interface AuditEntry {
  id: number;
  at: Date;
  actor: {
    type: AuditActorType;
    id: string | null;
    email: string | null;
    role: string | null;
    systemUser: string | null;
  };
  action: string;
  target: { type: string; id: string } | null;
  details: Record<string, unknown>;
  ip: string | null;
  userAgent: string | null;
}

export interface AuditPage {
  entries: AuditEntry[];
  total: number;
  page: number;
  pageSize: number;
}

export const MAX_AUDIT_PAGE = 1000;
const USER_AGENT_MAX = 300;

const t = auditLog;

function actorColumns(actor: Actor) {
  switch (actor.kind) {
    case 'staff':
      return {
        actorType: 'staff' as const,
        actorId: actor.id,
        actorEmail: actor.email,
        actorRole: actor.role,
        ip: actor.ip ?? null,
        userAgent: actor.userAgent?.slice(0, USER_AGENT_MAX) ?? null,
      };
    case 'command':
      return { actorType: 'command' as const, actorSystemUser: actor.systemUser };
    case 'system':
      return { actorType: 'system' as const, actorSystemUser: actor.job };
    case 'anonymous':
      return {
        actorType: 'anonymous' as const,
        ip: actor.ip ?? null,
        userAgent: actor.userAgent?.slice(0, USER_AGENT_MAX) ?? null,
      };
  }
}

export class AuditLog {
  constructor(private readonly d: { db: Db; now: () => number }) {}

  /** Adds one line; `db` is the caller's transaction where the action has one. */
  async write(db: Db, actor: Actor, event: AuditEvent): Promise<void> {
    await db.insert(t).values({
      at: new Date(this.d.now()),
      ...actorColumns(actor),
      action: event.action,
      targetType: event.target?.type ?? null,
      targetId: event.target?.id ?? null,
      details: event.details ?? {},
    });
  }

  /** Adds one line on its own (an action with no transaction to share). */
  record(actor: Actor, event: AuditEvent): Promise<void> {
    return this.write(this.d.db, actor, event);
  }

  /** A page of lines matching the filter, with the total; admins only. */
  async read(actor: Actor, filter: AuditFilter = {}): Promise<AuditPage> {
    authorise(actor, 'audit');
    const page = filter.page ?? 1;
    const pageSize = filter.pageSize ?? 50;
    if (!Number.isSafeInteger(page) || page < 1) {
      throw new ValidationError([{ path: 'page', msg: 'The page must be 1 or more.' }]);
    }
    if (!Number.isSafeInteger(pageSize) || pageSize < 1 || pageSize > MAX_AUDIT_PAGE) {
      throw new ValidationError([
        { path: 'pageSize', msg: `The page size must be 1 to ${MAX_AUDIT_PAGE}.` },
      ]);
    }
    const where = and(...conditions(filter));
    const order = filter.order === 'oldest' ? [asc(t.at), asc(t.id)] : [desc(t.at), desc(t.id)];
    const [rows, [total]] = await Promise.all([
      this.d.db
        .select()
        .from(t)
        .where(where)
        .orderBy(...order)
        .limit(pageSize)
        .offset((page - 1) * pageSize),
      this.d.db.select({ n: count() }).from(t).where(where),
    ]);
    return { entries: rows.map(toEntry), total: total?.n ?? 0, page, pageSize };
  }
}

function conditions(filter: AuditFilter): SQL[] {
  const where: SQL[] = [];
  if (filter.actorEmail) where.push(eq(t.actorEmail, filter.actorEmail.trim().toLowerCase()));
  if (filter.actorType) where.push(eq(t.actorType, filter.actorType));
  if (filter.action) where.push(eq(t.action, filter.action));
  if (filter.targetType) where.push(eq(t.targetType, filter.targetType));
  if (filter.targetId) where.push(eq(t.targetId, filter.targetId));
  if (filter.from) where.push(gte(t.at, filter.from));
  if (filter.to) where.push(lt(t.at, filter.to));
  return where;
}

function toEntry(row: typeof auditLog.$inferSelect): AuditEntry {
  return {
    id: row.id,
    at: row.at,
    actor: {
      type: row.actorType,
      id: row.actorId,
      email: row.actorEmail,
      role: row.actorRole,
      systemUser: row.actorSystemUser,
    },
    action: row.action,
    target: row.targetType && row.targetId ? { type: row.targetType, id: row.targetId } : null,
    details: row.details,
    ip: row.ip,
    userAgent: row.userAgent,
  };
}
