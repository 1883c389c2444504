import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobFields } from '../src/recruiting/job-fields';
import { applicationFields, RESUMES, submitForm } from './forms';
import { startTestServer, type TestServer } from './helpers';
import { COMMAND_LINE, signedInStaff, type SignedInStaff } from './staff-fixtures';

// Jobs in the staff console (issue 47 item 6): every job with its applicant counts; create and
// edit with the fields of spec section 3; close and reopen, which /careers shows on its next load.

const JOB: JobFields = {
  title: 'Site Reliability Engineer',
  employmentType: 'Full-time',
  salaryRange: '£70,000 - £85,000',
  location: 'Melton Mowbray, UK (hybrid)',
  overview: 'Keep our clients’ platforms up, and make them cheaper to run.',
  responsibilities: ['Run the on-call rota', 'Automate what hurts'],
  qualifications: ['Linux', 'Terraform'],
};

let server: TestServer;
let recruiter: SignedInStaff;
let marketing: SignedInStaff;
beforeAll(async () => {
  server = await startTestServer();
  recruiter = await signedInStaff(server, 'recruiter');
  marketing = await signedInStaff(server, 'marketing');
});
afterAll(() => server.close());

const jobs = () => server.services.recruiting.jobs;
const careers = async () =>
  ((await server.app.inject({ url: '/api/jobs/list' })).json().jobs as { _id: string }[]).map(
    (job) => job._id,
  );

describe('creating and editing a job', () => {
  it('takes the fields of spec section 3, each required but the salary range', async () => {
    const { salaryRange: _salary, ...withoutSalary } = JOB;
    const created = await jobs().create(recruiter.actor, withoutSalary);
    expect(created).toMatchObject({ ...withoutSalary, salaryRange: '', closedAt: null });
    expect(created.applicants).toEqual({
      new: 0,
      reviewing: 0,
      interview: 0,
      offer: 0,
      hired: 0,
      rejected: 0,
      total: 0,
    });
    expect(await careers()).toContain(created._id);

    await expect(
      jobs().create(recruiter.actor, { ...JOB, title: '  ', responsibilities: [] }),
    ).rejects.toMatchObject({
      statusCode: 400,
      errors: [
        { path: 'title', msg: 'Title is required.' },
        { path: 'responsibilities', msg: 'Responsibilities needs at least one entry.' },
      ],
    });
  });

  it('an edit replaces the fields and logs which ones changed, not their values', async () => {
    const job = await jobs().create(recruiter.actor, JOB);
    const edited = await jobs().update(recruiter.actor, job._id, {
      ...JOB,
      location: 'Remote (UK)',
      qualifications: [...JOB.qualifications, 'Kubernetes'],
    });
    expect(edited).toMatchObject({
      location: 'Remote (UK)',
      qualifications: ['Linux', 'Terraform', 'Kubernetes'],
    });
    const careersJob = (await server.app.inject({ url: '/api/jobs/list' }))
      .json()
      .jobs.find((listed: { _id: string }) => listed._id === job._id);
    expect(careersJob.location).toBe('Remote (UK)');
    // The same fields again change nothing and log nothing.
    await jobs().update(recruiter.actor, job._id, edited);
    const lines = await server.services.audit.read(COMMAND_LINE, {
      targetType: 'job',
      targetId: job._id,
      order: 'oldest',
    });
    expect(lines.entries.map((entry) => [entry.action, entry.details])).toEqual([
      ['job.created', { title: JOB.title }],
      ['job.updated', { changed: ['location', 'qualifications'] }],
    ]);
    await expect(jobs().update(recruiter.actor, 'no-such-job', JOB)).rejects.toMatchObject({
      statusCode: 404,
    });
  });
});

describe('closing and reopening', () => {
  it('takes the job off /careers at once, refuses applications to it, and puts it back', async () => {
    const job = await jobs().create(recruiter.actor, JOB);
    expect(await careers()).toContain(job._id);

    const closed = await jobs().close(recruiter.actor, job._id);
    expect(closed.closedAt).toBeInstanceOf(Date);
    expect(await careers()).not.toContain(job._id);
    const refused = await submitForm(server.app, applicationFields(job._id), {
      data: RESUMES.pdf,
      name: 'cv.pdf',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().msg).toBe('This job is no longer open. Please choose another listing.');
    // Closing again changes nothing.
    expect((await jobs().close(recruiter.actor, job._id)).closedAt).toEqual(closed.closedAt);

    const reopened = await jobs().reopen(recruiter.actor, job._id);
    expect(reopened.closedAt).toBeNull();
    expect(await careers()).toContain(job._id);
    const lines = await server.services.audit.read(COMMAND_LINE, {
      targetId: job._id,
      order: 'oldest',
    });
    expect(lines.entries.map((entry) => entry.action)).toEqual([
      'job.created',
      'job.closed',
      'job.reopened',
    ]);
  });
});

describe('the list of jobs', () => {
  it('counts each job’s applicants by status, open jobs first', async () => {
    const open = await jobs().create(recruiter.actor, { ...JOB, title: 'Counted' });
    const closed = await jobs().create(recruiter.actor, { ...JOB, title: 'Closed one' });
    for (const email of ['a@example.com', 'b@example.com', 'c@example.com']) {
      const res = await submitForm(server.app, applicationFields(open._id, { email }), {
        data: RESUMES.pdf,
        name: 'cv.pdf',
      });
      expect(res.statusCode).toBe(201);
    }
    const first = await server.services.recruiting.applications.list(recruiter.actor, {
      jobId: open._id,
      sort: 'received',
      direction: 'asc',
    });
    await server.services.recruiting.applications.setStatus(
      recruiter.actor,
      first.rows[0]!.id,
      'interview',
    );
    await jobs().close(recruiter.actor, closed._id);

    const page = await jobs().list(recruiter.actor, { pageSize: 100 });
    const listed = page.jobs.find((job) => job._id === open._id)!;
    expect(listed.applicants).toMatchObject({ total: 3, new: 2, interview: 1, rejected: 0 });
    const states = page.jobs.map((job) => job.closedAt === null);
    expect(states.indexOf(false)).toBeGreaterThan(states.lastIndexOf(true));
    expect(page.total).toBe(page.jobs.length);

    const closedOnly = await jobs().list(recruiter.actor, { state: 'closed' });
    expect(closedOnly.jobs.map((job) => job._id)).toEqual([closed._id]);
    const paged = await jobs().list(recruiter.actor, { page: 2, pageSize: 1 });
    expect(paged.jobs).toHaveLength(1);
    expect(paged.jobs[0]!._id).toBe(page.jobs[1]!._id);
  });

  it('is for recruiters and admins, not marketing', async () => {
    await expect(jobs().list(marketing.actor)).rejects.toMatchObject({ statusCode: 403 });
    await expect(jobs().create(marketing.actor, JOB)).rejects.toMatchObject({ statusCode: 403 });
  });
});
