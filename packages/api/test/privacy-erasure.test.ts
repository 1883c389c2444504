import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  applications,
  contactMessages,
  mailOutbox,
  newsletterDeliveries,
  newsletterIssues,
  newsletterSubscribers,
  otpCodes,
  users,
} from '../src/db/schema';
import { SUBJECT_EXPORT_FORMAT } from '../src/privacy/subject-export';
import { expectedRunner, runAs } from './commands';
import { applicationFields, RESUMES, submitForm } from './forms';
import { post, registration, startTestServer, type TestServer } from './helpers';
import { COMMAND_LINE, signedInStaff, type SignedInStaff } from './staff-fixtures';

// A data subject's rights (issue 47 item 8, UK GDPR): everything held about one address in one
// file, and erased on request; each run in the audit log with counts, never the data. Another
// person's data is untouched.

const SUBJECT = 'zoe.adams@example.com';
const OTHER = 'sam.other@example.com';

let server: TestServer;
let admin: SignedInStaff;
let recruiter: SignedInStaff;
let jobId: string;

async function apply(email: string, resume: Buffer, name: string): Promise<string> {
  const res = await submitForm(
    server.app,
    applicationFields(jobId, { email, firstName: 'Zoë', lastName: 'Adams' }),
    { data: resume, name },
  );
  expect(res.statusCode).toBe(201);
  const rows = await server.db
    .select({ id: applications.id })
    .from(applications)
    .where(eq(applications.email, email));
  return rows.at(-1)!.id;
}

const n = (rows: { n: number }[]) => rows[0]!.n;

/** How many rows about a person each table holds. */
async function heldAbout(email: string) {
  const lower = email.toLowerCase();
  const db = server.db;
  return {
    applications: n(
      await db
        .select({ n: count() })
        .from(applications)
        .where(sql`lower(${applications.email}) = ${lower}`),
    ),
    contactMessages: n(
      await db
        .select({ n: count() })
        .from(contactMessages)
        .where(sql`lower(${contactMessages.email}) = ${lower}`),
    ),
    subscribers: n(
      await db
        .select({ n: count() })
        .from(newsletterSubscribers)
        .where(eq(newsletterSubscribers.email, lower)),
    ),
    users: n(await db.select({ n: count() }).from(users).where(eq(users.email, lower))),
    mail: n(
      await db
        .select({ n: count() })
        .from(mailOutbox)
        .where(sql`lower(${mailOutbox.recipient}) = ${lower}`),
    ),
  };
}

/** The mail the site sent the address (its codes, its confirmation link) has gone out. */
const mailSent = (email: string) =>
  vi.waitFor(
    async () => {
      const rows = await server.db
        .select({ kind: mailOutbox.kind, state: mailOutbox.state })
        .from(mailOutbox)
        .where(eq(mailOutbox.recipient, email));
      expect(rows.filter((row) => row.kind !== 'newsletter-issue' && row.state !== 'sent')).toEqual(
        [],
      );
    },
    { timeout: 10_000, interval: 50 },
  );

beforeAll(async () => {
  server = await startTestServer();
  admin = await signedInStaff(server, 'admin');
  recruiter = await signedInStaff(server, 'recruiter');
  jobId = (
    (await server.app.inject({ url: '/api/jobs/list' })).json().jobs as { _id: string }[]
  )[0]!._id;

  for (const email of [SUBJECT, OTHER]) {
    const id = await apply(email, RESUMES.pdf, 'cv.pdf');
    await server.services.recruiting.applications.addNote(
      recruiter.actor,
      id,
      `Spoke to ${email}.`,
    );
    await server.services.contact.send({
      name: 'Zoë Adams',
      email,
      subject: 'Hello',
      message: 'A question.',
    });
    await server.services.newsletter.subscribe(email);
    expect((await post(server.app, '/api/user/register', registration({ email }))).statusCode).toBe(
      201,
    );
  }
  // A second application, the address typed in capitals, with a DOCX.
  await apply(SUBJECT.toUpperCase(), RESUMES.docx, 'cv.docx');
  // An issue queued for the subscriber, held back (a slow mail server): waiting mail.
  const [subscriber] = await server.db
    .select({ id: newsletterSubscribers.id })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.email, SUBJECT));
  await server.db
    .insert(newsletterIssues)
    .values({ id: '2025-11', subject: 'News', contentHash: 'x' });
  const [queued] = await server.db
    .insert(mailOutbox)
    .values({
      kind: 'newsletter-issue',
      recipient: SUBJECT,
      message: Buffer.from('sealed'),
      nextAttemptAt: new Date(Date.now() + 86_400_000),
    })
    .returning({ id: mailOutbox.id });
  await server.db
    .insert(newsletterDeliveries)
    .values({ issueId: '2025-11', subscriberId: subscriber!.id, outboxId: queued!.id });
});
afterAll(() => server.close());

describe('npm run privacy -- export', () => {
  it('writes everything held about the address into one JSON file, resumes included', async () => {
    const answer = await runAs(server, 'privacy.export', {
      email: 'Zoe.Adams@Example.com',
      by: 'dpo',
    });
    expect(answer.runner).toBe(expectedRunner(server));
    expect(answer.file!.name).toMatch(/^subject-access-\d{4}-\d\d-\d\d\.json$/);
    expect(answer.file!.summary).toBe(
      `everything held about ${SUBJECT}: 2 applications, 2 resumes, 1 note, 1 contact message, the newsletter address, the visitor account`,
    );
    const file = JSON.parse(answer.file!.bytes.toString('utf8'));
    expect(file).toMatchObject({
      format: SUBJECT_EXPORT_FORMAT,
      subject: SUBJECT,
      contactMessages: [{ email: SUBJECT, subject: 'Hello', message: 'A question.' }],
      newsletter: { email: SUBJECT, state: 'waiting for confirmation', confirmedAt: null },
      visitorAccount: { email: SUBJECT, firstName: 'Priya', isVerified: false },
    });
    expect(file.applications).toHaveLength(2);
    const [first, second] = file.applications;
    expect(first).toMatchObject({
      email: SUBJECT,
      firstName: 'Zoë',
      job: { id: jobId },
      status: 'new',
      notes: [{ author: recruiter.email.split('@')[0], text: `Spoke to ${SUBJECT}.` }],
      resume: {
        fileName: 'Zoe-Adams-resume.pdf',
        uploadedAs: 'cv.pdf',
        mimeType: 'application/pdf',
      },
    });
    expect(Buffer.from(first.resume.base64, 'base64').equals(RESUMES.pdf)).toBe(true);
    expect(Buffer.from(second.resume.base64, 'base64').equals(RESUMES.docx)).toBe(true);
    expect(second.email).toBe(SUBJECT.toUpperCase());
    expect(file.mailWaiting.map((mail: { kind: string }) => mail.kind)).toContain(
      'newsletter-issue',
    );
    // Nothing of the other person, and no secret of the account.
    const text = answer.file!.bytes.toString('utf8');
    expect(text).not.toContain(OTHER);
    expect(text).not.toMatch(/argon2|passwordHash|codeHash/);

    const [line] = (await server.services.audit.read(COMMAND_LINE, { action: 'privacy.exported' }))
      .entries;
    expect(line).toMatchObject({
      actor: { type: 'command', systemUser: 'dpo' },
      target: { type: 'data_subject', id: expect.stringMatching(/^subject:[0-9a-f]{32}$/) },
      details: {
        applications: 2,
        resumes: 2,
        notes: 1,
        contactMessages: 1,
        newsletterAddress: 1,
        visitorAccount: 1,
      },
    });
  });

  it('is for admins only', async () => {
    await expect(
      server.services.privacy.subjectExport.export(recruiter.actor, SUBJECT),
    ).rejects.toMatchObject({
      statusCode: 403,
    });
    await expect(
      server.services.privacy.erasure.erase(recruiter.actor, SUBJECT),
    ).rejects.toMatchObject({
      statusCode: 403,
    });
  });
});

describe('npm run privacy -- erase', () => {
  it('erases everything held about the address, and nothing of anyone else', async () => {
    const files = await server.db
      .select({ email: applications.email, file: applications.resumeFile })
      .from(applications);
    const visitor = (await server.db.select().from(users).where(eq(users.email, SUBJECT)))[0]!;
    expect(await heldAbout(SUBJECT)).toMatchObject({
      applications: 2,
      contactMessages: 1,
      subscribers: 1,
      users: 1,
    });
    const before = await heldAbout(OTHER);

    await mailSent(SUBJECT);
    const answer = await runAs(server, 'privacy.erase', {
      email: ` ${SUBJECT.toUpperCase()} `,
      by: 'dpo',
    });
    expect(answer.text!.split('\n')).toEqual([
      `Erased everything held about ${SUBJECT}:`,
      '  2 applications (with 1 note and 2 resume files)',
      '  1 contact message',
      '  the newsletter address, with any issue queued for it',
      '  1 mail waiting to be sent to it',
      '  the visitor account (with 1 one-time code)',
    ]);
    expect(await heldAbout(SUBJECT)).toEqual({
      applications: 0,
      contactMessages: 0,
      subscribers: 0,
      users: 0,
      mail: 0,
    });
    expect(await server.db.select().from(otpCodes).where(eq(otpCodes.userId, visitor.id))).toEqual(
      [],
    );
    expect(await server.db.select().from(newsletterDeliveries)).toEqual([]);
    const uploads = join(server.dataDir, 'uploads');
    for (const { email, file } of files) {
      expect(existsSync(join(uploads, file))).toBe(email.toLowerCase() !== SUBJECT);
    }
    expect(await heldAbout(OTHER)).toEqual(before);

    const page = await server.services.audit.read(COMMAND_LINE, { action: 'privacy.erased' });
    expect(page.entries[0]!.details).toMatchObject({
      applications: 2,
      notes: 1,
      resumeFiles: 2,
      contactMessages: 1,
      newsletterAddress: 1,
      visitorAccount: 1,
      visitorCodes: 1,
    });
    // The log names the subject by a keyed hash: the same as the export's, never the address.
    const exported = await server.services.audit.read(COMMAND_LINE, { action: 'privacy.exported' });
    expect(page.entries[0]!.target).toEqual(exported.entries[0]!.target);
    const everything = await server.services.audit.read(COMMAND_LINE, { pageSize: 1000 });
    expect(JSON.stringify(everything.entries).toLowerCase()).not.toContain(SUBJECT);
  });

  it('says so when nothing is held', async () => {
    const answer = await runAs(server, 'privacy.erase', { email: SUBJECT });
    expect(answer.text).toBe(`Nothing is held about ${SUBJECT}: nothing was erased.`);
  });

  it('an export after the erasure is empty', async () => {
    const exported = await server.services.privacy.subjectExport.export(admin.actor, SUBJECT);
    expect(exported.counts).toEqual({
      applications: 0,
      notes: 0,
      resumes: 0,
      contactMessages: 0,
      newsletterAddress: 0,
      visitorAccount: 0,
      waitingMail: 0,
    });
  });
});
