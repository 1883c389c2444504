import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { RESUME_TYPES, type ResumeKind } from '@corvane/contract';
import type { Db } from '../db/client';
import { resumeAttachmentName } from '../services/resume-name';
import { authorise, type Actor } from '../staff/actor';
import type { AuditLog } from '../staff/audit';
import { holdingsOf, subjectAddress, subjectReference, type Holdings } from './holdings';

// A subject access export (issue 47 item 8; UK GDPR article 15): everything held about one
// email address as one JSON file, resumes included as base64. The format is versioned and
// described in decision 107; the audit line keeps the counts, never the data.

export const SUBJECT_EXPORT_FORMAT = 'corvane.subject-access.v1';

export interface SubjectExportCounts {
  applications: number;
  notes: number;
  resumes: number;
  contactMessages: number;
  newsletterAddress: number;
  visitorAccount: number;
  waitingMail: number;
}

export interface SubjectExport {
  fileName: string;
  counts: SubjectExportCounts;
  stream: Readable;
}

const iso = (date: Date | null | undefined) => date?.toISOString() ?? null;

export class SubjectExporter {
  constructor(
    private readonly d: {
      db: Db;
      now: () => number;
      audit: AuditLog;
      uploadsDir: string;
      subjectKey: Buffer;
    },
  ) {}

  async export(actor: Actor, email: string): Promise<SubjectExport> {
    authorise(actor, 'privacy');
    const address = subjectAddress(email);
    const exportedAt = new Date(this.d.now());
    const { document, counts } = await this.d.db.transaction(async (tx) => {
      const held = await holdingsOf(tx, address);
      const document = await this.document(held, exportedAt);
      const counts: SubjectExportCounts = {
        applications: held.applications.length,
        notes: held.notes.length,
        resumes: document.applications.filter((app) => app.resume.base64 !== null).length,
        contactMessages: held.contactMessages.length,
        newsletterAddress: held.subscriber ? 1 : 0,
        visitorAccount: held.visitor ? 1 : 0,
        waitingMail: held.mail.length,
      };
      await this.d.audit.write(tx, actor, {
        action: 'privacy.exported',
        target: { type: 'data_subject', id: subjectReference(this.d.subjectKey, address) },
        details: { ...counts },
      });
      return { document, counts };
    });
    // A person has a few applications of at most a few megabytes each: one string will do.
    const text = `${JSON.stringify(document, null, 2)}\n`;
    return {
      fileName: `subject-access-${exportedAt.toISOString().slice(0, 10)}.json`,
      counts,
      stream: Readable.from([Buffer.from(text, 'utf8')]),
    };
  }

  private async document(held: Holdings, exportedAt: Date) {
    const applications = [];
    for (const row of held.applications) {
      const type = RESUME_TYPES.find((t) => t.kind === row.resumeType);
      const bytes = await readFile(join(this.d.uploadsDir, row.resumeFile)).catch(() => undefined);
      applications.push({
        id: row.id,
        receivedAt: iso(row.createdAt),
        job: { id: row.jobId, title: row.jobTitle },
        firstName: row.firstName,
        lastName: row.lastName,
        email: row.email,
        phone: row.phone,
        visaStatus: row.visaStatus,
        coverLetter: row.coverLetter,
        status: row.status,
        updatedAt: iso(row.updatedAt),
        notes: held.notes
          .filter((note) => note.applicationId === row.id)
          .map((note) => ({ at: iso(note.createdAt), author: note.authorName, text: note.text })),
        resume: {
          fileName: resumeAttachmentName(
            row.firstName,
            row.lastName,
            (type?.kind ?? 'pdf') as ResumeKind,
          ),
          uploadedAs: row.resumeOriginalName,
          mimeType: type?.mimeType ?? 'application/octet-stream',
          bytes: row.resumeBytes,
          sha256: bytes ? createHash('sha256').update(bytes).digest('hex') : null,
          /** Null when the file is not on this server's disk (its row is still listed). */
          base64: bytes ? bytes.toString('base64') : null,
        },
      });
    }
    const { subscriber, visitor } = held;
    return {
      format: SUBJECT_EXPORT_FORMAT,
      subject: held.email,
      exportedAt: exportedAt.toISOString(),
      applications,
      contactMessages: held.contactMessages.map((row) => ({
        id: row.id,
        sentAt: iso(row.createdAt),
        name: row.name,
        email: row.email,
        subject: row.subject,
        message: row.message,
      })),
      newsletter: subscriber
        ? {
            email: subscriber.email,
            state: subscriber.confirmedAt ? 'confirmed' : 'waiting for confirmation',
            signedUpAt: iso(subscriber.createdAt),
            confirmedAt: iso(subscriber.confirmedAt),
          }
        : null,
      visitorAccount: visitor
        ? {
            email: visitor.email,
            firstName: visitor.firstName,
            lastName: visitor.lastName,
            countryCode: visitor.countryCode,
            phoneNo: visitor.phoneNo,
            country: visitor.country,
            isVerified: visitor.isVerified,
            createdAt: iso(visitor.createdAt),
            passwordChangedAt: iso(visitor.passwordChangedAt),
          }
        : null,
      mailWaiting: held.mail.map((mail) => ({
        kind: mail.kind,
        queuedAt: iso(mail.createdAt),
        state: mail.state,
      })),
    };
  }
}
