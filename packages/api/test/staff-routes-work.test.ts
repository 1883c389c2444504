import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentDisposition } from '../src/http/attachment';
import { runAs } from './commands';
import { applicationFields, RESUMES, submitForm } from './forms';
import { freshIp, startTestServer, uniqueEmail, type TestServer } from './helpers';
import { rememberSecret } from './log-secrets';
import { linkToken, signedInStaff, STAFF_PASSWORD } from './staff-fixtures';
import { call, newBrowser, type Browser } from './staff-http';

// The staff console's work through HTTP (issue 47 items 2, 5-8): a recruiter's jobs and
// applications, and an admin's accounts, audit log and privacy requests. Who may call what is
// staff-routes-access.test.ts; the services' own rules are in the recruiting-* and staff-* tests.

let server: TestServer;
let recruiter: Browser;
let admin: Browser;
beforeAll(async () => {
  server = await startTestServer();
  const browserOf = async (role: 'recruiter' | 'admin') => {
    const member = await signedInStaff(server, role);
    return { cookie: member.token, csrfToken: member.csrfToken, ip: freshIp() };
  };
  recruiter = await browserOf('recruiter');
  admin = await browserOf('admin');
});
afterAll(() => server.close());

const JOB = {
  title: 'Platform Engineer',
  employmentType: 'Full-time',
  location: 'Leeds, UK (hybrid)',
  overview: 'Keep our clients’ platforms fast and boring.',
  responsibilities: ['Run Kubernetes clusters', 'Write runbooks'],
  qualifications: ['Three years of Linux in production'],
};

const careersTitles = async () =>
  ((await server.app.inject({ url: '/api/jobs/list' })).json().jobs as { title: string }[]).map(
    (job) => job.title,
  );

async function postJob(title: string) {
  const answer = await call(server, recruiter, {
    method: 'POST',
    url: '/api/staff/jobs',
    payload: { ...JOB, title },
  });
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json() as { _id: string; title: string; applicants: Record<string, number> };
}

async function apply(jobId: string, person: Record<string, string>, resume = RESUMES.pdf) {
  const answer = await submitForm(server.app, applicationFields(jobId, person), {
    data: resume,
    name: 'cv.pdf',
  });
  expect(answer.statusCode, answer.body).toBe(201);
}

async function applicationsOf(jobId: string, query = '') {
  const answer = await call(server, recruiter, {
    method: 'GET',
    url: `/api/staff/applications?job=${jobId}${query}`,
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json() as {
    rows: { id: string; firstName: string; email: string; status: string }[];
    total: number;
    page: number;
    pageSize: number;
  };
}

describe('jobs', () => {
  it('are posted, edited, closed and reopened, and /careers follows', async () => {
    const job = await postJob('Site Reliability Engineer');
    expect(job.applicants).toMatchObject({ new: 0, total: 0 });
    expect(await careersTitles()).toContain('Site Reliability Engineer');
    const edit = await call(server, recruiter, {
      method: 'PUT',
      url: `/api/staff/jobs/${job._id}`,
      payload: { ...JOB, title: 'Senior Site Reliability Engineer', salaryRange: '£70k-£80k' },
    });
    expect(edit.json()).toMatchObject({
      title: 'Senior Site Reliability Engineer',
      closedAt: null,
    });
    expect(await careersTitles()).toContain('Senior Site Reliability Engineer');
    const close = await call(server, recruiter, {
      method: 'POST',
      url: `/api/staff/jobs/${job._id}/close`,
    });
    expect(close.json().closedAt).toEqual(expect.any(String));
    expect(await careersTitles()).not.toContain('Senior Site Reliability Engineer');
    await call(server, recruiter, { method: 'POST', url: `/api/staff/jobs/${job._id}/reopen` });
    expect(await careersTitles()).toContain('Senior Site Reliability Engineer');
  });

  it('are listed with their applicants counted by status', async () => {
    const job = await postJob('Data Engineer');
    await apply(job._id, { email: uniqueEmail('applicant') });
    const list = await call(server, recruiter, { method: 'GET', url: '/api/staff/jobs' });
    const listed = (list.json().jobs as (typeof job)[]).find((row) => row._id === job._id);
    expect(listed?.applicants).toMatchObject({ new: 1, reviewing: 0, total: 1 });
    // One job alone, as the console's edit screen reads it; an unknown id is a 404.
    const one = await call(server, recruiter, { method: 'GET', url: `/api/staff/jobs/${job._id}` });
    expect(one.json()).toEqual(listed);
    const none = await call(server, recruiter, {
      method: 'GET',
      url: `/api/staff/jobs/${'0'.repeat(24)}`,
    });
    expect(none.statusCode).toBe(404);
  });

  it('refuse a job without its required fields, field by field', async () => {
    const answer = await call(server, recruiter, {
      method: 'POST',
      url: '/api/staff/jobs',
      payload: { ...JOB, title: '', responsibilities: [] },
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().errors.map((e: { path: string }) => e.path)).toEqual([
      'title',
      'responsibilities',
    ]);
  });
});

describe('applications', () => {
  it('are filtered and paged on the server', async () => {
    const job = await postJob('QA Analyst');
    for (const firstName of ['Amara', 'Bilal', 'Chen']) {
      await apply(job._id, { firstName, email: uniqueEmail(firstName.toLowerCase()) });
    }
    const first = await applicationsOf(job._id, '&pageSize=2&sort=name&direction=asc');
    expect(first).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(first.rows).toHaveLength(2);
    const second = await applicationsOf(job._id, '&pageSize=2&page=2');
    expect(second.rows).toHaveLength(1);
    const search = await applicationsOf(job._id, '&search=bil');
    expect(search.rows.map((row) => row.firstName)).toEqual(['Bilal']);
    const none = await applicationsOf(job._id, '&status=hired');
    expect(none.total).toBe(0);
  });

  it('take a status and a note, which the application and the audit log show', async () => {
    const job = await postJob('Scrum Master');
    await apply(job._id, { email: uniqueEmail('scrum') });
    const [row] = (await applicationsOf(job._id)).rows;
    const status = await call(server, recruiter, {
      method: 'PUT',
      url: `/api/staff/applications/${row!.id}/status`,
      payload: { status: 'interview' },
    });
    expect(status.json()).toEqual({ status: 'interview' });
    const note = await call(server, recruiter, {
      method: 'POST',
      url: `/api/staff/applications/${row!.id}/notes`,
      payload: { text: 'Strong on facilitation; second interview with the client.' },
    });
    expect(note.statusCode).toBe(201);
    const one = await call(server, recruiter, {
      method: 'GET',
      url: `/api/staff/applications/${row!.id}`,
    });
    expect(one.json()).toMatchObject({
      status: 'interview',
      visaStatus: 'H1B',
      notes: [{ text: 'Strong on facilitation; second interview with the client.' }],
    });
    const audit = await call(server, admin, {
      method: 'GET',
      url: `/api/staff/audit?target=application:${row!.id}`,
    });
    const lines = audit.json().entries as { action: string; details: object }[];
    expect(lines.map((line) => line.action)).toEqual([
      'application.viewed',
      'application.note_added',
      'application.status_changed',
    ]);
    expect(lines[2]!.details).toEqual({ from: 'new', to: 'interview' });
  });

  it('give the resume as it was uploaded, as an attachment that is not cached', async () => {
    const job = await postJob('Business Analyst');
    await apply(job._id, { firstName: 'Zoë', lastName: 'Adébáyọ̀', email: uniqueEmail() });
    const [row] = (await applicationsOf(job._id)).rows;
    const download = await call(server, recruiter, {
      method: 'GET',
      url: `/api/staff/applications/${row!.id}/resume`,
    });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(RESUMES.pdf)).toBe(true);
    expect(download.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-disposition': 'attachment; filename="Zoe-Adebayo-resume.pdf"',
      'x-content-type-options': 'nosniff',
      'cache-control': 'no-store',
      'x-robots-tag': 'noindex',
    });
  });

  it('export as the CSV of npm run applications -- export', async () => {
    const job = await postJob('Java Developer');
    await apply(job._id, { email: uniqueEmail('java') });
    const csv = await call(server, recruiter, {
      method: 'GET',
      url: `/api/staff/applications/export?job=${job._id}`,
    });
    const command = await runAs(server, 'applications.export', { jobId: job._id, by: 'vitest' });
    expect(csv.rawPayload.equals(command.file!.bytes)).toBe(true);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe('attachment; filename="applications.csv"');
  });
});

describe('staff accounts', () => {
  it('an admin adds a recruiter, who sets a password with the link and signs in', async () => {
    const email = uniqueEmail('new.recruiter');
    const added = await call(server, admin, {
      method: 'POST',
      url: '/api/staff/accounts',
      payload: { email, role: 'recruiter', name: 'Nia Okafor' },
    });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json().account).toMatchObject({ email, role: 'recruiter', state: 'invited' });
    const token = linkToken(added.json().link.url);
    expect(added.json().link.url).toMatch(/\/staff\/set-password#token=/);
    rememberSecret(STAFF_PASSWORD);
    const browser = newBrowser();
    const set = await call(server, browser, {
      method: 'POST',
      url: '/api/staff/set-password',
      payload: { token, password: STAFF_PASSWORD },
    });
    expect(set.json()).toEqual({ ok: true, email });
    const signIn = await call(server, browser, {
      method: 'POST',
      url: '/api/staff/sign-in',
      payload: { email, password: STAFF_PASSWORD },
    });
    expect(signIn.json()).toEqual({ next: 'enrol' });
    const list = await call(server, admin, { method: 'GET', url: '/api/staff/accounts' });
    expect(list.json().accounts).toContainEqual(
      expect.objectContaining({ email, state: 'active' }),
    );
  });

  it('disabling a signed-in recruiter ends their session at once', async () => {
    const member = await signedInStaff(server, 'recruiter');
    const browser = { cookie: member.token, csrfToken: member.csrfToken, ip: freshIp() };
    expect((await call(server, browser, { method: 'GET', url: '/api/staff/me' })).statusCode).toBe(
      200,
    );
    const disabled = await call(server, admin, {
      method: 'POST',
      url: `/api/staff/accounts/${member.id}/disable`,
    });
    expect(disabled.json()).toMatchObject({ account: { state: 'disabled' }, sessionsEnded: 1 });
    expect(
      (await call(server, browser, { method: 'GET', url: '/api/staff/jobs' })).statusCode,
    ).toBe(401);
  });
});

describe("a person's data", () => {
  it('is exported as one JSON file, then erased, as an admin', async () => {
    const job = await postJob('Privacy Analyst');
    const email = uniqueEmail('subject');
    await apply(job._id, { email });
    const exported = await call(server, admin, {
      method: 'POST',
      url: '/api/staff/privacy/export',
      payload: { email },
    });
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-disposition']).toMatch(
      /^attachment; filename="subject-access-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const file = exported.json();
    expect(file).toMatchObject({ format: 'corvane.subject-access.v1', subject: email });
    expect(Buffer.from(file.applications[0].resume.base64, 'base64').equals(RESUMES.pdf)).toBe(
      true,
    );
    const erased = await call(server, admin, {
      method: 'POST',
      url: '/api/staff/privacy/erase',
      payload: { email },
    });
    expect(erased.json()).toMatchObject({ applications: 1, resumeFiles: 1 });
    expect((await applicationsOf(job._id)).total).toBe(0);
  });
});

describe('every staff reply', () => {
  it('is neither cached nor indexed, a refusal included', async () => {
    for (const browser of [admin, newBrowser()]) {
      const answer = await call(server, browser, { method: 'GET', url: '/api/staff/audit' });
      expect(answer.headers['cache-control']).toBe('no-store');
      expect(answer.headers['x-robots-tag']).toBe('noindex');
    }
  });
});

describe('a download’s file name', () => {
  it('is plain when it is ASCII, with an RFC 5987 copy when it is not', () => {
    expect(contentDisposition('applications.csv')).toBe('attachment; filename="applications.csv"');
    expect(contentDisposition('Zoë "Z".pdf')).toBe(
      `attachment; filename="Zoe _Z_.pdf"; filename*=UTF-8''Zo%C3%AB%20%22Z%22.pdf`,
    );
  });
});
