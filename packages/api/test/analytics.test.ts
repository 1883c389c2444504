import { ANALYTICS_LIMITS } from '@corvane/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { AnalyticsIngest } from '../src/analytics/ingest';
import { analyticsPageViews, analyticsVitals } from '../src/db/schema';
import { freshIp, startTestServer, type TestServer } from './helpers';

// POST /api/analytics (decision 090): 204 at once, the schema and the size cap, the per-address
// limit, nothing that identifies a visitor stored, daily caps and retention.

const pageView = (path: string, extra: Record<string, unknown> = {}) => ({
  type: 'pageview',
  path,
  width: 'phone',
  language: 'en-GB',
  ...extra,
});
const vital = (path: string, name: string, value: number, element?: string) => ({
  type: 'vital',
  path,
  name,
  value,
  rating: 'good',
  ...(element ? { element } : {}),
});

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

function beacon(events: unknown[], options: { ip?: string; type?: string; ua?: string } = {}) {
  return server.app.inject({
    method: 'POST',
    url: '/api/analytics',
    // What navigator.sendBeacon sends for a string body.
    headers: {
      'content-type': options.type ?? 'text/plain;charset=UTF-8',
      'user-agent': options.ua ?? 'Mozilla/5.0 (test)',
    },
    payload: JSON.stringify({ events }),
    remoteAddress: options.ip ?? freshIp(),
  });
}

async function stored() {
  const views = await server.db.select().from(analyticsPageViews);
  const vitals = await server.db.select().from(analyticsVitals);
  return { views, vitals };
}

/** The rows once the ingest's timer has written them (within about a second). */
async function storedAtLeast(views: number, vitals = 0) {
  return vi.waitFor(
    async () => {
      const rows = await stored();
      if (rows.views.length < views || rows.vitals.length < vitals) throw new Error('not yet');
      return rows;
    },
    { timeout: 10_000, interval: 100 },
  );
}

describe('POST /api/analytics', () => {
  it('answers 204 with no body, then stores the page view and vitals without the address', async () => {
    const ip = '203.0.113.77';
    const res = await beacon(
      [
        pageView('/Careers/', { referrer: 'WWW.Example.COM' }),
        vital('/careers', 'LCP', 2345.6, 'main > section.page-header > h1'),
        vital('/careers', 'CLS', 0.012),
      ],
      { ip },
    );
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');

    const { views, vitals } = await storedAtLeast(1, 2);
    expect(views).toEqual([
      expect.objectContaining({
        path: '/careers',
        referrer: 'www.example.com',
        width: 'phone',
        language: 'en-GB',
        firstOnSiteToday: true,
        firstOnPageToday: true,
      }),
    ]);
    expect(vitals.map((v) => [v.path, v.name, v.value, v.element])).toEqual([
      ['/careers', 'LCP', 2345.6, 'main > section.page-header > h1'],
      ['/careers', 'CLS', 0.012, null],
    ]);
    // Neither the address nor the browser is kept, in any form.
    expect(JSON.stringify({ views, vitals })).not.toMatch(/203\.0\.113|Mozilla/);
  });

  it('counts a visitor once a day per site and per page, with a salt that changes each day', async () => {
    server.freeze();
    const visitor = { ip: '198.51.100.5', ua: 'Visitor/1' };
    await beacon([pageView('/qa'), pageView('/qa'), pageView('/faq')], visitor);
    await beacon([pageView('/qa')], { ...visitor, ua: 'Another browser/2' });
    server.advance(24 * 60 * 60 * 1000);
    await beacon([pageView('/qa')], visitor);
    const { views } = await storedAtLeast(6);
    const flags = views
      .filter((v) => ['/qa', '/faq'].includes(v.path))
      .map((v) => [v.path, v.firstOnSiteToday, v.firstOnPageToday]);
    expect(flags).toEqual([
      ['/qa', true, true],
      ['/qa', false, false],
      ['/faq', false, true],
      ['/qa', true, true], // another browser at the same address is another visitor
      ['/qa', true, true], // the next day, a new salt: nothing links it to yesterday
    ]);
  });

  it('takes application/json too, and refuses what is off the schema or too big', async () => {
    expect((await beacon([pageView('/')], { type: 'application/json' })).statusCode).toBe(204);

    const refused = async (payload: string, type = 'text/plain') => {
      const res = await server.app.inject({
        method: 'POST',
        url: '/api/analytics',
        headers: { 'content-type': type },
        payload,
        remoteAddress: freshIp(),
      });
      return [res.statusCode, (res.json() as { msg: string }).msg];
    };
    expect(await refused('{"events": [')).toEqual([400, 'The request body is not valid JSON.']);
    expect(await refused(JSON.stringify({ events: [] }))).toEqual([
      400,
      'A batch has at least one event.',
    ]);
    const tooMany = Array.from({ length: ANALYTICS_LIMITS.maxEvents + 1 }, () => pageView('/'));
    expect(await refused(JSON.stringify({ events: tooMany }))).toEqual([
      400,
      'A batch has at most 50 events.',
    ]);
    for (const bad of [
      pageView('careers'),
      pageView('/careers?email=ann@example.com'),
      pageView('/', { width: 1280 }),
      pageView('/', { language: 'en GB' }),
      pageView('/', { referrer: 'https://example.com/path' }),
      vital('/', 'FID', 12),
      vital('/', 'LCP', -1),
      vital('/', 'INP', 40, 'button\u0007'),
    ]) {
      expect((await refused(JSON.stringify({ events: [bad] })))[0], JSON.stringify(bad)).toBe(400);
    }
    const big = JSON.stringify({ events: [pageView('/')], pad: 'x'.repeat(16 * 1024) });
    expect(await refused(big)).toEqual([413, 'The request is too large.']);
    expect(await refused('events=1', 'application/x-www-form-urlencoded')).toEqual([
      415,
      'Send the request body as JSON.',
    ]);
  });

  it('limits each address to 120 beacons a minute', async () => {
    const ip = '192.0.2.120';
    const answers: number[] = [];
    for (let i = 0; i < 121; i++) answers.push((await beacon([pageView('/')], { ip })).statusCode);
    expect(answers.slice(0, 120).every((status) => status === 204)).toBe(true);
    expect(answers[120]).toBe(429);
    expect((await beacon([pageView('/')])).statusCode).toBe(204); // another address
  });
});

describe('daily caps and retention', () => {
  const ingest = (caps: { rowsPerDay: number; rowsPerPathPerDay: number; pending: number }) =>
    new AnalyticsIngest({
      db: server.db,
      log: server.app.log,
      now: () => Date.parse('2031-05-01T12:00:00Z'),
      retentionDays: 390,
      caps,
    });
  const from = { address: '192.0.2.1', userAgent: 'Flood/1' };
  const flood = (path: string, n: number) => ({
    events: Array.from({ length: n }, () => ({
      type: 'vital' as const,
      path,
      name: 'CLS' as const,
      value: 0,
    })),
  });
  const onDay = async (path: string) =>
    (await server.db.select().from(analyticsVitals)).filter(
      (row) => row.path === path && row.createdAt.toISOString().startsWith('2031-05-01'),
    ).length;

  it('stores at most the caps a day, per path and in all, counting what is already stored', async () => {
    const first = ingest({ rowsPerDay: 30, rowsPerPathPerDay: 12, pending: 1000 });
    first.accept(flood('/flood-a', 20), from);
    first.accept(flood('/flood-b', 5), from);
    await first.stop();
    expect([await onDay('/flood-a'), await onDay('/flood-b')]).toEqual([12, 5]);

    // A restarted process (or another one) counts what the day already holds.
    const second = ingest({ rowsPerDay: 30, rowsPerPathPerDay: 12, pending: 1000 });
    second.accept(flood('/flood-a', 5), from);
    second.accept(flood('/flood-c', 50), from);
    await second.stop();
    expect([await onDay('/flood-a'), await onDay('/flood-c')]).toEqual([12, 12]);

    // Past the day's total nothing more is kept, on any path.
    const third = ingest({ rowsPerDay: 30, rowsPerPathPerDay: 12, pending: 1000 });
    third.accept(flood('/flood-d', 10), from);
    await third.stop();
    expect(await onDay('/flood-d')).toBe(1);
  });

  it('deletes rows older than the retention period and keeps the rest', async () => {
    const day = 24 * 60 * 60 * 1000;
    const now = Date.parse('2032-01-01T00:00:00Z');
    const at = (daysAgo: number) => new Date(now - daysAgo * day);
    await server.db.insert(analyticsVitals).values([
      { path: '/kept', name: 'LCP', value: 1, createdAt: at(389) },
      { path: '/gone', name: 'LCP', value: 1, createdAt: at(391) },
    ]);
    await server.db.insert(analyticsPageViews).values(
      [389, 391].map((daysAgo) => ({
        path: daysAgo < 390 ? '/kept' : '/gone',
        width: 'wide',
        language: 'en',
        firstOnSiteToday: true,
        firstOnPageToday: true,
        createdAt: at(daysAgo),
      })),
    );
    const retention = new AnalyticsIngest({
      db: server.db,
      log: server.app.log,
      now: () => now,
      retentionDays: 390,
    });
    // The other tests' rows of today are older than 390 days by this clock, too.
    expect(await retention.deleteExpired()).toBeGreaterThanOrEqual(2);
    const { views, vitals } = await stored();
    const paths = [...views, ...vitals].map((row) => row.path);
    expect(paths.filter((path) => ['/kept', '/gone'].includes(path))).toEqual(['/kept', '/kept']);
    expect(paths).not.toContain('/careers');
  });
});
