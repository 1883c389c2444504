import { EMPLOYMENT_TYPES, jobsListResponseSchema } from '@corvane/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post, startTestServer, type TestServer } from './helpers';
import { mailsTo } from './mailbox';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ CAREERS_MAILBOX: 'Careers <careers@corvane.test>' });
});
afterAll(() => server.close());

describe('GET /api/jobs/list', () => {
  it('answers { success, jobs, message } with the seeded jobs, one per employment type', async () => {
    const res = await server.app.inject({ url: '/api/jobs/list' });
    expect(res.statusCode).toBe(200);
    const body = jobsListResponseSchema.parse(res.json());
    expect(body.success).toBe(true);
    expect(body.message).toBe('5 open positions.');
    expect(body.jobs.map((j) => j.employmentType).sort()).toEqual([...EMPLOYMENT_TYPES].sort());
    for (const job of body.jobs) {
      expect(job._id).toMatch(/^[0-9a-f]{24}$/);
      expect(job.responsibilities.length).toBeGreaterThan(0);
      expect(job.qualifications.length).toBeGreaterThan(0);
      expect(new Date(job.datePosted!).getTime()).not.toBeNaN();
    }
  });
});

describe('POST /api/contact', () => {
  const message = {
    name: 'Grace Okafor',
    email: 'grace@example.com',
    subject: 'Staffing for a SAP rollout',
    message: 'We need four SAP consultants from March. Can we talk this week?',
  };

  it('stores the message and mails it to the careers mailbox', async () => {
    const res = await post(server.app, '/api/contact', { ...message, extra: 'ignored' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      success: true,
      message: "Your message has been sent successfully. We'll respond soon!",
      msg: "Your message has been sent successfully. We'll respond soon!",
    });
    const [mail] = await mailsTo(server.dataDir, 'Careers <careers@corvane.test>');
    expect(mail).toContain('Subject: Website message: Staffing for a SAP rollout');
    expect(mail).toContain('Reply-To: grace@example.com');
    expect(mail).toContain('We need four SAP consultants');
  });

  it.each([
    ['name', { name: '' }, 'Name is required.'],
    ['email', { email: 'grace' }, 'Enter a valid email address.'],
    ['subject', { subject: undefined }, 'Subject is required.'],
    ['message', { message: 'x'.repeat(5001) }, 'Message must be at most 5000 characters.'],
  ])('validates %s', async (_field, change, text) => {
    const res = await post(server.app, '/api/contact', { ...message, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].msg).toBe(text);
    expect(res.json().message).toBe(text);
  });
});
