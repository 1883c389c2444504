import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications, contactMessages } from '../src/db/schema';
import { applicationFields, RESUMES, submitForm } from './forms';
import { post, registration, startTestServer, uniqueEmail, type TestServer } from './helpers';

// PostgreSQL refuses NUL in text: before the contract refused control characters, each of these
// answered 500. Tab and newline are allowed; CR LF from a form post is cleaned to a newline.

let server: TestServer;
let jobId: string;
beforeAll(async () => {
  server = await startTestServer();
  jobId = (await server.app.inject({ url: '/api/jobs/list' })).json().jobs[0]._id;
});
afterAll(() => server.close());

const contact = {
  name: 'Grace Okafor',
  email: 'grace@example.com',
  subject: 'Staffing',
  message: 'Hello',
};

describe('control characters in text fields', () => {
  it.each([
    ['firstName', 'First name'],
    ['lastName', 'Last name'],
  ])('register refuses NUL in %s with a 400 msg', async (field, label) => {
    const res = await post(
      server.app,
      '/api/user/register',
      registration({ [field]: 'Ann\u0000' }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe(`${label} contains characters that are not allowed.`);
  });

  it.each([
    ['name', 'Name'],
    ['subject', 'Subject'],
    ['message', 'Message'],
  ])('contact refuses NUL, ESC and DEL in %s', async (field, label) => {
    for (const bad of ['a\u0000b', 'a\u001bb', 'a\u007fb', 'a\u0085b']) {
      const res = await post(server.app, '/api/contact', {
        ...contact,
        email: uniqueEmail(),
        [field]: bad,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().msg).toBe(`${label} contains characters that are not allowed.`);
    }
  });

  it('keeps tab and newline, and stores CR LF as a newline', async () => {
    const email = uniqueEmail('lines');
    const res = await post(server.app, '/api/contact', {
      ...contact,
      email,
      message: 'Line one\r\nLine two\twith a tab',
    });
    expect(res.statusCode).toBe(201);
    const rows = await server.db.select().from(contactMessages);
    expect(rows.find((row) => row.email === email)?.message).toBe('Line one\nLine two\twith a tab');
  });

  it.each(['firstName', 'lastName', 'phone', 'coverLetter', 'jobId'])(
    'an application refuses NUL in %s',
    async (field) => {
      const res = await submitForm(server.app, applicationFields(jobId, { [field]: 'x\u0000' }), {
        data: RESUMES.pdf,
        name: 'cv.pdf',
      });
      expect(res.statusCode).toBe(400);
      expect(typeof res.json().msg).toBe('string');
    },
  );

  it('cleans control characters out of the resume file name and stores the application', async () => {
    const email = uniqueEmail('filename');
    const res = await submitForm(server.app, applicationFields(jobId, { email }), {
      data: RESUMES.pdf,
      name: 'my\u0000cv\u0007.pdf',
    });
    expect(res.statusCode).toBe(201);
    const rows = await server.db.select().from(applications);
    expect(rows.find((row) => row.email === email)?.resumeOriginalName).toBe('mycv.pdf');
    expect(readdirSync(join(server.dataDir, 'uploads')).length).toBeGreaterThan(0);
  });
});
