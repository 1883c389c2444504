import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationFields, RESUMES, submitForm, zip } from './forms';
import { post, startTestServer, type TestServer } from './helpers';
import { mailWith } from './mailbox';
import { attachments, header, plainText } from './mail-parts';

let server: TestServer;
let jobId: string;
beforeAll(async () => {
  // A low attachment cap, so one test can send a resume above it.
  server = await startTestServer({
    CAREERS_MAILBOX: 'hiring@corvane.test',
    MAX_ATTACH_BYTES: '4096',
  });
  jobId = (await server.app.inject({ url: '/api/jobs/list' })).json().jobs[0]._id;
});
afterAll(() => server.close());

// Stored resumes (uploads/.incoming holds files whose row is not yet saved).
const uploads = () =>
  readdirSync(join(server.dataDir, 'uploads')).filter((name) => !name.startsWith('.'));

describe('POST /api/applications/submit', () => {
  it.each([
    ['pdf', 'cv.pdf'],
    ['doc', 'cv.doc'],
    ['docx', 'cv.docx'],
  ] as const)(
    'accepts a %s resume, stores it under a random name and mails it to careers',
    async (kind, name) => {
      const email = `applicant.${kind}@example.com`;
      const res = await submitForm(server.app, applicationFields(jobId, { email }), {
        data: RESUMES[kind],
        name,
      });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toEqual({
        success: true,
        message: 'Application submitted successfully!',
        msg: 'Application submitted successfully!',
      });

      const stored = uploads().filter((f) => f.endsWith(`.${kind}`));
      expect(stored.length).toBeGreaterThan(0);
      expect(stored).not.toContain(name);
      const file = stored.find((f) =>
        readFileSync(join(server.dataDir, 'uploads', f)).equals(RESUMES[kind]),
      );
      expect(file).toMatch(/^[0-9a-f-]{36}\.(pdf|doc|docx)$/);

      const mail = await mailWith(server.dataDir, 'hiring@corvane.test', email);
      expect(header(mail, 'Subject')).toMatch(/^New application: .+ - Tomás García$/);
      expect(header(mail, 'Reply-To')).toBe(email);
      // Attached whole, under the applicant's name and the type its content showed.
      const attached = `Tomas-Garcia-resume.${kind}`;
      expect(plainText(mail)).toContain(`Resume: attached as ${attached}`);
      expect(attachments(mail)).toEqual([{ name: attached, data: RESUMES[kind] }]);
    },
  );

  it('names a resume over the attachment cap in the mail instead of attaching it', async () => {
    const email = 'big.resume@example.com';
    const big = Buffer.concat([RESUMES.pdf, Buffer.alloc(5000)]);
    const res = await submitForm(server.app, applicationFields(jobId, { email }), {
      data: big,
      name: 'cv.pdf',
    });
    expect(res.statusCode).toBe(201);
    const mail = await mailWith(server.dataDir, 'hiring@corvane.test', email);
    expect(plainText(mail)).toMatch(
      /Resume: not attached: at 5 KB it is larger than the 4 KB a mail may carry\. It is stored on the server as uploads\/[0-9a-f-]{36}\.pdf\./,
    );
    expect(attachments(mail)).toEqual([]);
  });

  it('never serves uploaded files', async () => {
    const [file] = uploads();
    expect((await server.app.inject({ url: `/uploads/${file}` })).statusCode).toBe(404);
    expect((await server.app.inject({ url: `/api/uploads/${file}` })).statusCode).toBe(404);
  });

  it('judges the resume by its content, not its name', async () => {
    for (const data of [
      Buffer.from('just some text, renamed'),
      zip({ 'xl/workbook.xml': '<x/>' }),
    ]) {
      const res = await submitForm(server.app, applicationFields(jobId), {
        data,
        name: 'resume.docx',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('The resume must be a PDF, DOC or DOCX file.');
    }
  });

  it('requires a resume that is not empty', async () => {
    const none = await submitForm(server.app, applicationFields(jobId));
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe('Please attach your resume (PDF, DOC or DOCX).');
    const empty = await submitForm(server.app, applicationFields(jobId), {
      data: Buffer.alloc(0),
      name: 'cv.pdf',
    });
    expect(empty.json().message).toBe('The resume file is empty.');
  });

  it('refuses a resume over 5 MB', async () => {
    const big = Buffer.concat([RESUMES.pdf, Buffer.alloc(5 * 1024 * 1024)]);
    const res = await submitForm(server.app, applicationFields(jobId), {
      data: big,
      name: 'cv.pdf',
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('The resume must be at most 5 MB.');
  });

  it('refuses a job that is not listed', async () => {
    const res = await submitForm(server.app, applicationFields('no-such-job'), {
      data: RESUMES.pdf,
      name: 'cv.pdf',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('This job is no longer open. Please choose another listing.');
  });

  it.each([
    ['firstName', { firstName: undefined }, 'First name is required.'],
    ['email', { email: 'nope' }, 'Enter a valid email address.'],
    ['phone', { phone: 'call me' }, 'Enter a valid phone number.'],
    ['visaStatus', { visaStatus: 'Tourist' }, 'Choose a visa status.'],
    ['jobId', { jobId: undefined }, 'Choose a job to apply for.'],
    [
      'coverLetter',
      { coverLetter: 'x'.repeat(5001) },
      'Cover letter must be at most 5000 characters.',
    ],
  ])('validates %s', async (_field, change, message) => {
    const res = await submitForm(server.app, applicationFields(jobId, change), {
      data: RESUMES.pdf,
      name: 'cv.pdf',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].msg).toBe(message);
    expect(res.json().message).toBe(message);
  });

  it('answers malformed multipart and non-multipart bodies with a readable 4xx', async () => {
    const cut = await server.app.inject({
      method: 'POST',
      url: '/api/applications/submit',
      headers: { 'content-type': 'multipart/form-data; boundary=XYZ' },
      payload: '--XYZ\r\nContent-Disposition: form-data; name="firstName"\r\n\r\nAnn',
    });
    expect(cut.statusCode).toBe(400);
    expect(cut.json().message).toMatch(/could not be read/);
    expect(cut.body).not.toMatch(/at .*\.(js|ts):\d+/);

    const json = await post(server.app, '/api/applications/submit', applicationFields(jobId));
    expect(json.statusCode).toBe(415);
    expect(json.json().message).toBe('Send the application as a multipart form.');
  });
});
