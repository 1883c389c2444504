import {
  applicationStatusSchema,
  RESUME_TYPES,
  requiredText,
  type ResumeKind,
} from '@corvane/contract';
import { and, asc, count, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { applicationNotes, applications, type ApplicationStatus } from '../db/schema';
import { filterConditions } from '../services/application-filter';
import { ServiceError } from '../services/errors';
import { parseInput } from '../services/input';
import { resumeAttachmentName } from '../services/resume-name';
import { actorName, authorise, type Actor } from '../staff/actor';
import type { AuditLog } from '../staff/audit';
import {
  applicationListSchema,
  describeFilter,
  orderBy,
  toFilter,
  type ApplicationListInput,
} from './application-query';

// Applications as recruiters work through them in the console (issue 47 item 7): a page of the
// list at a time, one application with its notes, its status and new notes (the resume and the
// export are application-files.ts). Every read of personal data and every change writes its
// audit line, in the same transaction where there is one.

export interface ApplicationRow {
  id: string;
  receivedAt: Date;
  jobId: string;
  jobTitle: string;
  firstName: string;
  lastName: string;
  email: string;
  status: ApplicationStatus;
  updatedAt: Date;
}

export interface ApplicationNote {
  id: string;
  at: Date;
  authorName: string;
  text: string;
}

export interface ApplicationDetails extends ApplicationRow {
  phone: string;
  visaStatus: string;
  coverLetter: string;
  resume: { fileName: string; type: string; bytes: number };
  notes: ApplicationNote[];
}

const a = applications;
const n = applicationNotes;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const noteField = requiredText('Note', 4000);
const statusField = applicationStatusSchema;

const noSuchApplication = () => new ServiceError(404, 'There is no such application.');
const target = (id: string) => ({ type: 'application', id });

const rowColumns = {
  id: a.id,
  receivedAt: a.createdAt,
  jobId: a.jobId,
  jobTitle: a.jobTitle,
  firstName: a.firstName,
  lastName: a.lastName,
  email: a.email,
  status: a.status,
  updatedAt: a.updatedAt,
};

export class ApplicationsAdmin {
  constructor(private readonly d: { db: Db; now: () => number; audit: AuditLog }) {}

  /** One page, filtered and sorted on the server, with the total the filter matches. */
  async list(actor: Actor, input: ApplicationListInput = {}) {
    authorise(actor, 'applications');
    const query = parseInput(applicationListSchema, input);
    const where = and(...filterConditions(toFilter(query), this.d.now()));
    const [rows, [total]] = await Promise.all([
      this.d.db
        .select(rowColumns)
        .from(a)
        .where(where)
        .orderBy(...orderBy(query.sort, query.direction))
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize),
      this.d.db.select({ n: count() }).from(a).where(where),
    ]);
    await this.d.audit.write(this.d.db, actor, {
      action: 'application.listed',
      details: { ...describeFilter(query), page: query.page, rows: rows.length },
    });
    return { rows, total: total?.n ?? 0, page: query.page, pageSize: query.pageSize };
  }

  /** Everything about one application, with its notes oldest first. */
  async get(actor: Actor, id: string): Promise<ApplicationDetails> {
    authorise(actor, 'applications');
    if (!UUID.test(id)) throw noSuchApplication();
    return this.d.db.transaction(async (tx) => {
      const [row] = await tx
        .select({
          ...rowColumns,
          phone: a.phone,
          visaStatus: a.visaStatus,
          coverLetter: a.coverLetter,
          resumeFile: a.resumeFile,
          resumeType: a.resumeType,
          resumeBytes: a.resumeBytes,
        })
        .from(a)
        .where(eq(a.id, id.toLowerCase()));
      if (!row) throw noSuchApplication();
      const notes = await tx
        .select({ id: n.id, at: n.createdAt, authorName: n.authorName, text: n.text })
        .from(n)
        .where(eq(n.applicationId, row.id))
        .orderBy(asc(n.createdAt), asc(n.id));
      await this.d.audit.write(tx, actor, { action: 'application.viewed', target: target(row.id) });
      const { resumeFile: _stored, resumeType, resumeBytes, ...rest } = row;
      const kind = (RESUME_TYPES.find((t) => t.kind === resumeType)?.kind ?? 'pdf') as ResumeKind;
      return {
        ...rest,
        resume: {
          fileName: resumeAttachmentName(row.firstName, row.lastName, kind),
          type: resumeType,
          bytes: resumeBytes,
        },
        notes,
      };
    });
  }

  async setStatus(actor: Actor, id: string, status: string): Promise<ApplicationStatus> {
    authorise(actor, 'applications');
    const next = parseInput(statusField, status);
    if (!UUID.test(id)) throw noSuchApplication();
    return this.d.db.transaction(async (tx) => {
      const [row] = await tx
        .select({ status: a.status })
        .from(a)
        .where(eq(a.id, id.toLowerCase()))
        .for('update');
      if (!row) throw noSuchApplication();
      if (row.status === next) return next;
      await tx
        .update(a)
        .set({ status: next, updatedAt: new Date(this.d.now()) })
        .where(eq(a.id, id.toLowerCase()));
      await this.d.audit.write(tx, actor, {
        action: 'application.status_changed',
        target: target(id.toLowerCase()),
        details: { from: row.status, to: next },
      });
      return next;
    });
  }

  /** A dated note, signed with the author's name as it is today. */
  async addNote(actor: Actor, id: string, text: string): Promise<ApplicationNote> {
    authorise(actor, 'applications');
    const body = parseInput(noteField, text);
    if (!UUID.test(id)) throw noSuchApplication();
    return this.d.db.transaction(async (tx) => {
      const at = new Date(this.d.now());
      const touched = await tx
        .update(a)
        .set({ updatedAt: at })
        .where(eq(a.id, id.toLowerCase()))
        .returning({ id: a.id });
      if (touched.length === 0) throw noSuchApplication();
      const [note] = await tx
        .insert(n)
        .values({
          applicationId: touched[0]!.id,
          authorId: actor.kind === 'staff' ? actor.id : null,
          authorName: actorName(actor),
          text: body,
          createdAt: at,
        })
        .returning({ id: n.id, at: n.createdAt, authorName: n.authorName, text: n.text });
      await this.d.audit.write(tx, actor, {
        action: 'application.note_added',
        target: target(touched[0]!.id),
        details: { noteId: note!.id },
      });
      return note!;
    });
  }
}
