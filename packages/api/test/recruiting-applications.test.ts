import { buffer } from 'node:stream/consumers';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPLICATION_STATUSES, applications } from '../src/db/schema';
import { runAs } from './commands';
import { applicationFields, RESUMES, submitForm } from './forms';
import { startTestServer, type TestServer } from './helpers';
import { COMMAND_LINE, signedInStaff, type SignedInStaff } from './staff-fixtures';

// Applications in the staff console (issue 47 item 7): one application with its notes and
// status, the resume as the applicant sent it, and the export of a filtered list as exactly
// the CSV of `npm run applications -- export`. The list's filters, sorts and pages are in
// recruiting-application-list.test.ts.

let server: TestServer;
let recruiter: SignedInStaff;
let marketing: SignedInStaff;
let jobIds: string[];
let uploadedId: string;
beforeAll(async () => {
  server = await startTestServer();
  recruiter = await signedInStaff(server, 'recruiter');
  marketing = await signedInStaff(server, 'marketing');
  jobIds = (
    (await server.app.inject({ url: '/api/jobs/list' })).json().jobs as { _id: string }[]
  ).map((job) => job._id);
  const people = [
    { firstName: 'Zoë "Zed"', lastName: "O'Brien, Jr.", email: 'Zoe@Example.com' },
    { firstName: 'Wei', lastName: '=Zhang', email: 'wei@example.com' },
  ];
  for (const [i, person] of people.entries()) {
    const res = await submitForm(server.app, applicationFields(jobIds[i % 2]!, person), {
      data: i === 0 ? RESUMES.docx : RESUMES.pdf,
      name: i === 0 ? 'my cv.docx' : 'cv.pdf',
      type:
        i === 0
          ? 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'
          : undefined,
    });
    expect(res.statusCode).toBe(201);
  }
  const [row] = await server.db
    .select({ id: applications.id })
    .from(applications)
    .where(eq(applications.email, 'Zoe@Example.com'));
  uploadedId = row!.id;
});
afterAll(() => server.close());

const admin = () => server.services.recruiting.applications;
const files = () => server.services.recruiting.files;

describe('one application', () => {
  it('shows the contact details, visa status, cover letter and resume, and logs the view', async () => {
    const details = await admin().get(recruiter.actor, uploadedId.toUpperCase());
    expect(details).toMatchObject({
      id: uploadedId,
      jobId: jobIds[0],
      firstName: 'Zoë "Zed"',
      lastName: "O'Brien, Jr.",
      email: 'Zoe@Example.com',
      phone: '+1 (703) 555-0142',
      visaStatus: 'H1B',
      coverLetter: 'I have led three cloud migrations for public-sector clients.',
      status: 'new',
      resume: {
        fileName: 'Zoe-Zed-O-Brien-Jr-resume.docx',
        type: 'docx',
        bytes: RESUMES.docx.length,
      },
      notes: [],
    });
    const [viewed] = (
      await server.services.audit.read(COMMAND_LINE, {
        action: 'application.viewed',
        targetId: uploadedId,
      })
    ).entries;
    expect(viewed!.actor).toMatchObject({ email: recruiter.email, role: 'recruiter' });
    await expect(
      admin().get(recruiter.actor, '00000000-0000-4000-8000-000000000000'),
    ).rejects.toMatchObject({
      statusCode: 404,
      message: 'There is no such application.',
    });
    await expect(admin().get(recruiter.actor, 'nonsense')).rejects.toMatchObject({
      statusCode: 404,
    });
  });

  it('moves through the statuses, each change logged with from and to', async () => {
    expect(await admin().setStatus(recruiter.actor, uploadedId, 'reviewing')).toBe('reviewing');
    expect(await admin().setStatus(recruiter.actor, uploadedId, 'interview')).toBe('interview');
    // The same status again is no change.
    await admin().setStatus(recruiter.actor, uploadedId, 'interview');
    await expect(admin().setStatus(recruiter.actor, uploadedId, 'ghosted')).rejects.toThrow(
      `The status must be one of ${APPLICATION_STATUSES.join(', ')}.`,
    );
    const lines = await server.services.audit.read(COMMAND_LINE, {
      action: 'application.status_changed',
      targetId: uploadedId,
      order: 'oldest',
    });
    expect(lines.entries.map((entry) => entry.details)).toEqual([
      { from: 'new', to: 'reviewing' },
      { from: 'reviewing', to: 'interview' },
    ]);
    expect((await admin().get(recruiter.actor, uploadedId)).status).toBe('interview');
  });

  it('keeps dated notes signed by their author, oldest first', async () => {
    const first = await admin().addNote(
      recruiter.actor,
      uploadedId,
      '  Strong on Terraform.\r\nCall back Tuesday.  ',
    );
    server.advance(60_000);
    const second = await admin().addNote(COMMAND_LINE, uploadedId, 'Reference checked.');
    expect(first).toMatchObject({
      authorName: recruiter.email.split('@')[0],
      text: 'Strong on Terraform.\nCall back Tuesday.',
    });
    expect(second.authorName).toBe('Command line (vitest)');
    const { notes } = await admin().get(recruiter.actor, uploadedId);
    expect(notes.map((note) => note.text)).toEqual([
      'Strong on Terraform.\nCall back Tuesday.',
      'Reference checked.',
    ]);
    expect(notes[1]!.at.getTime() - notes[0]!.at.getTime()).toBeGreaterThanOrEqual(60_000);
    await expect(admin().addNote(recruiter.actor, uploadedId, '   ')).rejects.toThrow(
      'Note is required.',
    );
    const [line] = (
      await server.services.audit.read(COMMAND_LINE, {
        action: 'application.note_added',
        actorEmail: recruiter.email,
      })
    ).entries;
    // The note's id, never its text.
    expect(line!.details).toEqual({ noteId: first.id });
  });

  it('is for recruiters and admins only', async () => {
    await expect(admin().get(marketing.actor, uploadedId)).rejects.toMatchObject({
      statusCode: 403,
    });
    await expect(admin().list(marketing.actor)).rejects.toMatchObject({ statusCode: 403 });
    await expect(files().resume(marketing.actor, uploadedId)).rejects.toMatchObject({
      statusCode: 403,
    });
    await expect(files().export(marketing.actor)).rejects.toMatchObject({ statusCode: 403 });
  });
});

describe('the resume', () => {
  it('streams the bytes that were uploaded, with their type and a name of ours', async () => {
    const download = await files().resume(recruiter.actor, uploadedId);
    expect(download).toMatchObject({
      fileName: 'Zoe-Zed-O-Brien-Jr-resume.docx',
      contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      bytes: RESUMES.docx.length,
    });
    expect((await buffer(download.stream)).equals(RESUMES.docx)).toBe(true);
    const lines = await server.services.audit.read(COMMAND_LINE, {
      action: 'application.resume_downloaded',
      targetId: uploadedId,
    });
    expect(lines.entries[0]!.actor.email).toBe(recruiter.email);
  });
});

describe('the export', () => {
  it('is byte for byte the CSV of npm run applications -- export, and is logged', async () => {
    for (const jobId of [undefined, jobIds[1]!]) {
      const exported = await files().export(recruiter.actor, { jobId });
      const command = await runAs(server, 'applications.export', { jobId, by: 'vitest' });
      const bytes = await buffer(exported.stream);
      expect(bytes.equals(command.file!.bytes)).toBe(true);
      expect(exported.fileName).toBe(command.file!.name);
      expect(exported.rows).toBe(jobId ? 1 : 2);
    }
    const byStatus = await files().export(recruiter.actor, { status: 'interview' });
    const text = (await buffer(byStatus.stream)).toString('utf8');
    expect(text.trimEnd().split('\r\n')).toHaveLength(2);
    expect(text).toContain('Zoe@Example.com');
    const [line] = (
      await server.services.audit.read(COMMAND_LINE, {
        action: 'application.exported',
        actorEmail: recruiter.email,
      })
    ).entries;
    expect(line!.details).toEqual({
      jobId: null,
      statuses: ['interview'],
      from: null,
      to: null,
      searched: false,
      rows: 1,
    });
    const commandLines = await server.services.audit.read(COMMAND_LINE, {
      action: 'application.exported',
      actorType: 'command',
    });
    expect(commandLines.total).toBe(2);
    await expect(files().export(recruiter.actor, { jobId: 'no-such-job' })).rejects.toMatchObject({
      statusCode: 404,
      message: 'There is no job with the ID no-such-job.',
    });
  });
});
