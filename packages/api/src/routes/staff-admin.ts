import {
  erasureCountsSchema,
  staffAccountLinkResponseSchema,
  staffAccountSchema,
  staffAccountsResponseSchema,
  staffAuditQuerySchema,
  staffAuditResponseSchema,
  staffDisabledResponseSchema,
  staffNewAccountRequestSchema,
  staffRoleRequestSchema,
  staffSubjectRequestSchema,
  subjectAccessExportSchema,
} from '@corvane/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { StaffRole } from '../db/staff-schema';
import { sendAttachment } from '../http/attachment';
import { staffOperation, type StaffGuard } from '../http/staff-operation';
import { staffOf } from '../http/staff-guard';
import { ValidationError } from '../services/errors';
import { NO_SUCH_ACCOUNT, type StaffAccountView } from '../staff/accounts';
import type { StaffActor } from '../staff/actor';
import { isAuditAction, type AuditEntry, type AuditFilter } from '../staff/audit';
import type { StaffServices } from '../staff/services';

// The admin's screens (issue 47 items 2, 5 and 8): staff accounts, the audit log, and a person's
// data (a subject access export, an erasure). Admins only; the services check the role again.

const ADMIN: readonly [StaffRole, ...StaffRole[]] = ['admin'];
const DAY_MS = 86_400_000;
const idParams = z.object({ id: z.string().min(1).max(64) });
const iso = (date: Date) => date.toISOString();
const isoOrNull = (date: Date | null) => date && iso(date);

const accountReply = (account: StaffAccountView) => ({
  ...account,
  lockedUntil: isoOrNull(account.lockedUntil),
  lastSignInAt: isoOrNull(account.lastSignInAt),
  createdAt: iso(account.createdAt),
});

const linkReply = (made: {
  account: StaffAccountView;
  link: { url: string; expiresAt: Date };
}) => ({
  account: accountReply(made.account),
  link: { url: made.link.url, expiresAt: iso(made.link.expiresAt) },
});

const entryReply = (entry: AuditEntry) => ({ ...entry, at: iso(entry.at) });

/** A UTC day's start; with `end`, the next day's (the filter's `to` is inclusive). */
function dayStart(value: string, path: string, end = false): Date {
  const date = new Date(`${value}T00:00:00.000Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value) {
    throw new ValidationError([{ path, msg: `${value} is not a date of the calendar.` }]);
  }
  return end ? new Date(date.getTime() + DAY_MS) : date;
}

function auditFilter(query: z.output<typeof staffAuditQuerySchema>): AuditFilter {
  const { actor, action, target, from, to, page, pageSize } = query;
  if (action && !isAuditAction(action)) {
    throw new ValidationError([{ path: 'action', msg: `There is no action ${action}.` }]);
  }
  const [targetType, ...rest] = target?.split(':') ?? [];
  return {
    ...(actor ? { actorEmail: actor } : {}),
    ...(action && isAuditAction(action) ? { action } : {}),
    ...(targetType ? { targetType } : {}),
    ...(rest.length > 0 ? { targetId: rest.join(':') } : {}),
    ...(from ? { from: dayStart(from, 'from') } : {}),
    ...(to ? { to: dayStart(to, 'to', true) } : {}),
    page,
    pageSize,
  };
}

export async function staffAdminRoutes(
  app: FastifyInstance,
  { services, guard }: { services: StaffServices; guard: StaffGuard<StaffRole> },
): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { accounts } = services.staff;
  /** The account a path names, by its id. */
  const emailOf = async (actor: StaffActor, id: string) => (await accounts.byId(actor, id)).email;

  api.route({
    url: '/api/staff/accounts',
    ...staffOperation(guard, {
      method: 'GET',
      roles: ADMIN,
      operationId: 'staffListAccounts',
      summary: 'Every staff account, with its role and state',
      tag: 'Staff',
      replies: { 200: { schema: staffAccountsResponseSchema, description: 'By email.' } },
    }),
    handler: async (request) => ({
      accounts: (await accounts.list(staffOf(request).actor)).map(accountReply),
    }),
  });

  api.route({
    url: '/api/staff/accounts',
    ...staffOperation(guard, {
      method: 'POST',
      roles: ADMIN,
      operationId: 'staffAddAccount',
      summary: 'Add a staff account: its single-use set-password link (24 hours)',
      description: 'The link is in this reply only: pass it on to the person by hand.',
      tag: 'Staff',
      body: staffNewAccountRequestSchema,
      replies: { 201: { schema: staffAccountLinkResponseSchema, description: 'Added.' } },
      refusals: { 409: ['There is already a staff account for ana@example.com.'] },
    }),
    handler: async (request, reply) =>
      reply.code(201).send(linkReply(await accounts.add(staffOf(request).actor, request.body))),
  });

  api.route({
    url: '/api/staff/accounts/:id/role',
    ...staffOperation(guard, {
      method: 'PUT',
      roles: ADMIN,
      operationId: 'staffChangeRole',
      summary: "Change a staff member's role (from their next request)",
      tag: 'Staff',
      params: idParams,
      body: staffRoleRequestSchema,
      replies: { 200: { schema: staffAccountSchema, description: 'Changed.' } },
      refusals: {
        404: [NO_SUCH_ACCOUNT],
        409: ['ana@example.com is the only admin: make another admin first.'],
      },
    }),
    handler: async (request) => {
      const { actor } = staffOf(request);
      const email = await emailOf(actor, request.params.id);
      return accountReply(await accounts.changeRole(actor, email, request.body.role));
    },
  });

  api.route({
    url: '/api/staff/accounts/:id/disable',
    ...staffOperation(guard, {
      method: 'POST',
      roles: ADMIN,
      operationId: 'staffDisableAccount',
      summary: 'Disable an account: every session of it ends at once',
      tag: 'Staff',
      params: idParams,
      replies: { 200: { schema: staffDisabledResponseSchema, description: 'Disabled.' } },
      refusals: {
        404: [NO_SUCH_ACCOUNT],
        409: [
          'You cannot disable your own account.',
          'ana@example.com is the only admin: make another admin first.',
        ],
      },
    }),
    handler: async (request) => {
      const { actor } = staffOf(request);
      const done = await accounts.disable(actor, await emailOf(actor, request.params.id));
      return { account: accountReply(done.account), sessionsEnded: done.sessionsEnded };
    },
  });

  api.route({
    url: '/api/staff/accounts/:id/enable',
    ...staffOperation(guard, {
      method: 'POST',
      roles: ADMIN,
      operationId: 'staffEnableAccount',
      summary: 'Enable a disabled account again',
      tag: 'Staff',
      params: idParams,
      replies: { 200: { schema: staffAccountSchema, description: 'Enabled.' } },
      refusals: { 404: [NO_SUCH_ACCOUNT] },
    }),
    handler: async (request) => {
      const { actor } = staffOf(request);
      return accountReply(await accounts.enable(actor, await emailOf(actor, request.params.id)));
    },
  });

  api.route({
    url: '/api/staff/accounts/:id/link',
    ...staffOperation(guard, {
      method: 'POST',
      roles: ADMIN,
      operationId: 'staffIssuePasswordLink',
      summary: 'A new set-password link (a forgotten password); the last one stops working',
      tag: 'Staff',
      params: idParams,
      replies: { 200: { schema: staffAccountLinkResponseSchema, description: 'A new link.' } },
      refusals: {
        404: [NO_SUCH_ACCOUNT],
        409: ['ana@example.com is disabled: enable the account first.'],
      },
    }),
    handler: async (request) => {
      const { actor } = staffOf(request);
      return linkReply(await accounts.issueLink(actor, await emailOf(actor, request.params.id)));
    },
  });

  api.route({
    url: '/api/staff/accounts/:id/reset-factor',
    ...staffOperation(guard, {
      method: 'POST',
      roles: ADMIN,
      operationId: 'staffResetSecondFactor',
      summary: 'Remove the authenticator app (a lost phone): enrol again at the next sign-in',
      tag: 'Staff',
      params: idParams,
      replies: { 200: { schema: staffAccountSchema, description: 'Removed; signed out.' } },
      refusals: { 404: [NO_SUCH_ACCOUNT] },
    }),
    handler: async (request) => {
      const { actor } = staffOf(request);
      const email = await emailOf(actor, request.params.id);
      return accountReply(await accounts.resetSecondFactor(actor, email));
    },
  });

  api.route({
    url: '/api/staff/audit',
    ...staffOperation(guard, {
      method: 'GET',
      roles: ADMIN,
      operationId: 'staffReadAudit',
      summary: 'The audit log, newest first, filtered',
      tag: 'Staff',
      querystring: staffAuditQuerySchema,
      replies: { 200: { schema: staffAuditResponseSchema, description: 'A page of lines.' } },
    }),
    handler: async (request) => {
      const page = await services.audit.read(staffOf(request).actor, auditFilter(request.query));
      return { ...page, entries: page.entries.map(entryReply) };
    },
  });

  api.route({
    url: '/api/staff/privacy/export',
    ...staffOperation(guard, {
      method: 'POST',
      roles: ADMIN,
      operationId: 'staffExportSubject',
      summary: 'Everything held about one email address, as one JSON file',
      description: 'For a subject access request (UK GDPR article 15); logged, by a keyed hash.',
      tag: 'Staff',
      body: staffSubjectRequestSchema,
      replies: {
        200: {
          schema: subjectAccessExportSchema,
          description: 'The file, as an attachment.',
          headers: { 'content-disposition': 'attachment; filename="subject-access-<day>.json"' },
        },
      },
    }),
    handler: async (request, reply) => {
      const file = await services.privacy.subjectExport.export(
        staffOf(request).actor,
        request.body.email,
      );
      return sendAttachment(reply, { ...file, contentType: 'application/json; charset=utf-8' });
    },
  });

  api.route({
    url: '/api/staff/privacy/erase',
    ...staffOperation(guard, {
      method: 'POST',
      roles: ADMIN,
      operationId: 'staffEraseSubject',
      summary: 'Erase everything held about one email address',
      description:
        'Applications with their notes and resumes, contact messages, the newsletter address, waiting mail and a visitor account (UK GDPR article 17); logged, by a keyed hash.',
      tag: 'Staff',
      body: staffSubjectRequestSchema,
      replies: { 200: { schema: erasureCountsSchema, description: 'Erased: what, counted.' } },
    }),
    handler: async (request) =>
      services.privacy.erasure.erase(staffOf(request).actor, request.body.email),
  });
}
