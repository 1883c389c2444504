import { randomUUID } from 'node:crypto';
import { RESUME_TYPES, type ApplicationData } from '@corvane/contract';
import type { Db } from '../db/client';
import { eq } from 'drizzle-orm';
import { applications } from '../db/schema';
import type { MailQueue } from '../outbox/queue';
import { ValidationError } from './errors';
import type { Jobs } from './jobs';
import { applicationMail } from '../mails/application';
import { resumeAttachmentName } from './resume-name';
import type { ResumeStore } from './resume-store';
import { detectResumeKind } from './resume-type';

export interface ResumeFile {
  data: Buffer;
  fileName: string;
}

export interface ApplicationsDeps {
  db: Db;
  jobs: Jobs;
  outbox: MailQueue;
  resumes: ResumeStore;
  careersMailbox: string;
  /** Larger resumes are not attached; the careers mail says so (MAX_ATTACH_BYTES). */
  maxAttachmentBytes: number;
}

const invalid = (path: string, msg: string) => new ValidationError([{ path, msg }]);

const NO_RESUME = 'Please attach your resume (PDF, DOC or DOCX).';
const EMPTY_RESUME = 'The resume file is empty.';
const NOT_A_RESUME = 'The resume must be a PDF, DOC or DOCX file.';
const JOB_CLOSED = 'This job is no longer open. Please choose another listing.';

/** The refusals of an application beyond its fields' own (field, text), for the API's document. */
export const APPLICATION_REFUSALS = [
  ['resume', NO_RESUME],
  ['resume', EMPTY_RESUME],
  ['resume', NOT_A_RESUME],
  ['jobId', JOB_CLOSED],
] as const;

/** Job applications: the resume is checked by content and stored under a random name. */
export class Applications {
  constructor(private readonly d: ApplicationsDeps) {}

  async submit(data: ApplicationData, resume: ResumeFile | undefined): Promise<void> {
    if (!resume) throw invalid('resume', NO_RESUME);
    if (resume.data.length === 0) throw invalid('resume', EMPTY_RESUME);
    const kind = detectResumeKind(resume.data);
    if (!kind) throw invalid('resume', NOT_A_RESUME);
    const job = await this.d.jobs.find(data.jobId);
    if (!job) throw invalid('jobId', JOB_CLOSED);

    // The name comes from us, never from the upload; the folder is never served.
    const type = RESUME_TYPES.find((t) => t.kind === kind)!;
    const file = `${randomUUID()}${type.extension}`;
    const bytes = resume.data.length;
    // Recruiters get the resume itself, under a name we build, up to the cap.
    const attachment =
      bytes <= this.d.maxAttachmentBytes
        ? {
            filename: resumeAttachmentName(data.firstName, data.lastName, kind),
            contentType: type.mimeType,
            content: resume.data,
          }
        : undefined;
    const mail = applicationMail(
      this.d.careersMailbox,
      data,
      { id: job._id, title: job.title },
      { file, bytes, attachment, capBytes: this.d.maxAttachmentBytes },
    );
    const pending = await this.d.resumes.write(file, resume.data);
    try {
      // The row and its careers mail commit together: an outage of the mail server delays
      // the mail, it never loses it (the outbox worker sends it).
      await this.d.db.transaction(async (tx) => {
        await tx.insert(applications).values({
          jobId: job._id,
          jobTitle: job.title,
          firstName: data.firstName,
          lastName: data.lastName,
          email: data.email,
          phone: data.phone,
          visaStatus: data.visaStatus,
          coverLetter: data.coverLetter,
          resumeFile: file,
          resumeOriginalName: resume.fileName,
          resumeType: kind,
          resumeBytes: bytes,
        });
        await this.d.outbox.add(tx, mail);
      });
    } catch (error) {
      await this.d.resumes.discard(pending);
      throw error;
    }
    await this.d.resumes.commit(pending);
    this.d.outbox.wake();
  }

  /** At start: resumes that crashed requests left half-stored are finished or removed. */
  async sweepInterruptedUploads(): Promise<void> {
    await this.d.resumes.sweep(async (file) => {
      const rows = await this.d.db
        .select({ id: applications.id })
        .from(applications)
        .where(eq(applications.resumeFile, file));
      return rows.length > 0;
    });
  }
}
