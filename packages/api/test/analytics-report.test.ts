import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyticsCommand, readReportArguments } from '../src/analytics/command';
import { formatReportText } from '../src/analytics/format';
import {
  analyticsReport,
  parseSince,
  type AnalyticsReport,
  type ReportOptions,
} from '../src/analytics/report';
import { analyticsPageViews, analyticsVitals } from '../src/db/schema';
import { runCli } from './cli-process';
import { startTestServer, type TestServer } from './helpers';

// The report of `npm run analytics -- report` on data whose answers are known.

const HOUR = 60 * 60 * 1000;
// The last whole hour: the CLI reports up to the real clock, so the data is recent.
const NOW = Math.floor(Date.now() / HOUR) * HOUR;
const stamp = (ms: number) => new Date(ms).toISOString().slice(0, 16).replace('T', ' ');
const at = (hoursAgo: number) => new Date(NOW - hoursAgo * HOUR);

let server: TestServer;
let closed = false;
beforeAll(async () => {
  server = await startTestServer();
  const view = (
    path: string,
    hoursAgo: number,
    first: boolean,
    referrer: string | null = null,
  ) => ({
    path,
    referrer,
    width: 'phone',
    language: 'en-GB',
    firstOnSiteToday: first,
    firstOnPageToday: first,
    createdAt: at(hoursAgo),
  });
  await server.db.insert(analyticsPageViews).values([
    view('/', 1, true, 'www.google.com'),
    view('/', 2, true, 'www.google.com'),
    view('/', 3, false),
    view('/careers', 4, true, 'www.linkedin.com'),
    view('/services/cloud-technologies', 5, true),
    view('/services/gsi', 6, false),
    view('/', 24 * 9, true, 'old.example.com'), // before the week
  ]);
  const vital = (path: string, name: string, value: number, element: string | null = null) => ({
    path,
    name,
    value,
    element,
    createdAt: at(2),
  });
  await server.db.insert(analyticsVitals).values([
    // LCP on /: p75 of 1000, 2000, 3000, 4000 is 3250 (interpolated, as PostgreSQL's percentile_cont).
    vital('/', 'LCP', 1000, 'img.hero'),
    vital('/', 'LCP', 2000, 'img.hero'),
    vital('/', 'LCP', 3000, 'section.hero > h1'),
    vital('/', 'LCP', 4000, 'section.hero > h1'),
    vital('/', 'INP', 80, 'button.menu'),
    vital('/', 'INP', 350, 'button.menu'),
    vital('/', 'CLS', 0.001),
    vital('/', 'CLS', 0.2),
    // Two service pages are one family.
    vital('/services/cloud-technologies', 'LCP', 2600, 'main h1'),
    vital('/services/gsi', 'LCP', 2800, 'main h1'),
    vital('/services/gsi', 'TTFB', 120),
  ]);
});
afterAll(async () => {
  if (!closed) await server.close();
});

const week = () => ({ since: new Date(NOW - 7 * 24 * HOUR), until: new Date(NOW) });

describe('analyticsReport', () => {
  it('counts views and visitors per page and the referrers of the period', async () => {
    const report = await analyticsReport(server.db, week());
    expect(report.totals).toEqual({ pageViews: 6, visitors: 4, vitals: 11 });
    expect(report.pages).toEqual([
      { path: '/', views: 3, visitors: 2 },
      { path: '/careers', views: 1, visitors: 1 },
      { path: '/services/cloud-technologies', views: 1, visitors: 1 },
      { path: '/services/gsi', views: 1, visitors: 0 },
    ]);
    expect(report.referrers).toEqual([
      { host: 'www.google.com', views: 2 },
      { host: 'www.linkedin.com', views: 1 },
    ]);
  });

  it('gives the p75 of each vital per page family and the elements behind slow ones', async () => {
    const { families } = await analyticsReport(server.db, week());
    expect(families.map((f) => f.family)).toEqual(['/', '/services/*']);
    const [home, services] = families as [
      AnalyticsReport['families'][0],
      AnalyticsReport['families'][0],
    ];
    expect(home.p75).toEqual({ LCP: 3250, INP: 283, CLS: 0.15, FCP: null, TTFB: null });
    expect(home.samples).toEqual({ LCP: 4, INP: 2, CLS: 2, FCP: 0, TTFB: 0 });
    // Only LCPs over 2.5 s and INPs over 200 ms count as slow.
    expect(home.slowLcpElements).toEqual([{ element: 'section.hero > h1', count: 2 }]);
    expect(home.slowInpElements).toEqual([{ element: 'button.menu', count: 1 }]);
    expect(services.p75.LCP).toBe(2750);
    expect(services.p75.TTFB).toBe(120);
    expect(services.slowLcpElements).toEqual([{ element: 'main h1', count: 2 }]);
  });

  it('reads as text a person can scan', async () => {
    const text = formatReportText(await analyticsReport(server.db, week()));
    expect(text).toContain(`Site analytics, ${stamp(NOW - 7 * 24 * HOUR)} to ${stamp(NOW)} UTC`);
    expect(text).toContain('6 page views by 4 visitors; 11 vitals measured');
    expect(text).toMatch(/^\/careers\s+1\s+1$/m);
    expect(text).toMatch(/^www\.google\.com\s+2$/m);
    expect(text).toMatch(/^\/\s+3250 ms\s+283 ms\s+0\.150\s+4$/m);
    expect(text).toContain('slow LCP: section.hero > h1 (2)');
    expect(text).toContain('slow INP: button.menu (1)');
  });

  it('is one command for the CLI and any caller: text, JSON, or its usage', async () => {
    const report = (options: ReportOptions) => analyticsReport(server.db, options);
    const text = await analyticsCommand(report, ['report'], NOW);
    expect(text).toMatchObject({ ok: true, output: expect.stringContaining('6 page views') });
    const json = await analyticsCommand(report, ['report', '--since', '1d', '--json'], NOW);
    expect((JSON.parse(json.output) as AnalyticsReport).totals.pageViews).toBe(6);
    expect(await analyticsCommand(report, ['list'], NOW)).toMatchObject({
      ok: false,
      output: expect.stringMatching(/^Usage:/),
    });
  });

  it('says so when nothing was measured', async () => {
    const text = formatReportText(
      await analyticsReport(server.db, { since: new Date(0), until: new Date(1000) }),
    );
    expect(text).toContain('Nothing was measured in this period');
  });
});

describe('npm run analytics -- report', () => {
  it('reads --since and --json, and names a bad option', () => {
    expect(readReportArguments(['report'], NOW)).toEqual({
      since: new Date(NOW - 7 * 24 * HOUR),
      json: false,
    });
    expect(readReportArguments(['report', '--since', '24h', '--json'], NOW)).toEqual({
      since: new Date(NOW - 24 * HOUR),
      json: true,
    });
    expect(readReportArguments(['report', '--since=30d'], NOW)).toMatchObject({
      since: new Date(NOW - 30 * 24 * HOUR),
    });
    expect(readReportArguments(['report', '--since', 'a week'], NOW)).toMatch(
      /^--since takes a period such as 7d, 24h or 2w, got "a week"/,
    );
    expect(readReportArguments(['report', '--csv'], NOW)).toMatch(/^Unknown option "--csv"/);
    expect(readReportArguments([], NOW)).toMatch(/^Usage:/);
    expect(parseSince('0d')).toBeUndefined();
  });

  it('prints the report of the database the server uses, as JSON', async () => {
    // The embedded database allows one process: the CLI reads it once the server has stopped.
    await server.close();
    closed = true;
    const { code, stdout, stderr } = await runCli(
      'analytics',
      ['report', '--since', '30d', '--json'],
      {
        DATA_DIR: server.dataDir,
        DATABASE_URL: server.databaseUrl ?? '',
        LOG_LEVEL: 'silent',
      },
    );
    expect(code, stderr).toBe(0);
    const report = JSON.parse(stdout) as AnalyticsReport;
    expect(report.totals).toEqual({ pageViews: 7, visitors: 5, vitals: 11 });
    expect(report.referrers.map((r) => r.host)).toContain('old.example.com');
  }, 120_000);
});
