import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../src/db/schema';
import { JOBS_CACHE_TTL_MS } from '../src/services/jobs-cache';
import { startTestServer, type TestServer } from './helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const titles = async () =>
  ((await server.app.inject({ url: '/api/jobs/list' })).json().jobs as { title: string }[]).map(
    (job) => job.title,
  );

describe('the cached job list', () => {
  it('shows a job the CLI added once the cache is older than its TTL', async () => {
    const before = await titles();
    // What `npm run jobs -- add` does, from outside this server's process.
    await server.db.insert(jobs).values({
      id: 'f'.repeat(24),
      title: 'Site Reliability Engineer',
      employmentType: 'Full-time',
      salaryRange: '$150,000',
      location: 'Remote',
      overview: 'Keep things up.',
      responsibilities: ['On call'],
      qualifications: ['Linux'],
    });
    expect(await titles()).toEqual(before);

    server.advance(JOBS_CACHE_TTL_MS + 1);
    // The first request after the TTL starts the reload and is still answered from the cache.
    let seen = await titles();
    for (let tries = 0; tries < 50 && !seen.includes('Site Reliability Engineer'); tries++) {
      await new Promise((resolve) => setImmediate(resolve));
      seen = await titles();
    }
    expect(seen[0]).toBe('Site Reliability Engineer');
    expect(seen.length).toBe(before.length + 1);
  });
});
