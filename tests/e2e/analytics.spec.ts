import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { pressByKeyboard, waitForHydration } from './support/page';
import { headingOf } from './support/outcomes';
import {
  analyticsReport,
  browserIdle,
  isMeasureScript,
  measurementLoaded,
  setPageHidden,
  watchMeasurement,
  type SentEvent,
} from './support/measurement';
import { startServer } from '../support/builtServer.mjs';

// First-party measurement follows the cookie choice (issue 30, decision 090): nothing before a
// choice or after Reject; after Accept, page views and Core Web Vitals reach our own API with
// sendBeacon when the page is hidden, and `npm run analytics -- report` shows them.

/**
 * Makes the page's next key press slow: a second of work in its keydown handler, as a heavy
 * handler on a slow phone does. Its interaction is then the page's INP.
 */
async function slowNextKeyPress(page: Page, ms: number) {
  await page.evaluate((busy) => {
    const slow = () => {
      const until = performance.now() + busy;
      while (performance.now() < until);
    };
    document.addEventListener('keydown', slow, { once: true, capture: true });
  }, ms);
}

/** Nothing in the browser but the choice itself: no cookie, no other storage key. */
async function expectOnlyTheChoiceStored(page: Page) {
  expect(await page.context().cookies()).toEqual([]);
  expect(await page.evaluate(() => Object.keys(localStorage))).toEqual(['cookieChoice']);
  expect(await page.evaluate(() => Object.keys(sessionStorage))).toEqual([]);
}

const pageViewsIn = (events: SentEvent[]) =>
  events.filter((e) => e.type === 'pageview').map((e) => e.path);
const vitalNamesIn = (events: SentEvent[]) =>
  [...new Set(events.filter((e) => e.type === 'vital').map((e) => e.name))].sort();

/** The page a link led to, shown: its address and its heading from the route table. */
async function expectShown(page: Page, path: string) {
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(headingOf(path)!);
}

/**
 * Careers from the header, then the privacy policy and the cookie statement from the footer, by
 * keyboard: a click aimed at the footer while the page scrolls itself to the top lands on whatever
 * the scroll brings under the pointer (seen once on a busy machine: the cookie statement never
 * opened).
 */
async function threeNavigations(page: Page) {
  await pressByKeyboard(page, page.getByRole('link', { name: 'Careers' }).first());
  await expectShown(page, '/careers');
  const footer = page.getByRole('contentinfo');
  await pressByKeyboard(page, footer.getByRole('link', { name: 'Privacy Policy' }));
  await expectShown(page, '/privacy');
  await pressByKeyboard(page, footer.getByRole('link', { name: 'Cookie Statement' }));
  await expectShown(page, '/cookies');
}

test('before a choice and after Reject, nothing is measured or stored', async ({ page }) => {
  const seen = watchMeasurement(page);
  await page.goto('/');
  await waitForHydration(page);
  await setPageHidden(page, true);
  await setPageHidden(page, false);
  await page.getByRole('button', { name: 'Reject All' }).click();
  await threeNavigations(page);
  await setPageHidden(page, true);

  expect(seen.beacons).toEqual([]);
  expect(seen.scripts.filter(isMeasureScript)).toEqual([]);
  await expectOnlyTheChoiceStored(page);
});

test('after Accept, page views and vitals reach our server and the report shows them; after Reject, none', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const server = await startServer('analytics-e2e');
  try {
    // A visitor who rejects, navigates three times and leaves (the page unloads for real).
    const rejecting = await browser.newPage({ baseURL: server.origin });
    await rejecting.goto('/');
    await waitForHydration(rejecting);
    await rejecting.getByRole('button', { name: 'Reject All' }).click();
    await threeNavigations(rejecting);
    await rejecting.goto('/terms');
    await waitForHydration(rejecting);
    await rejecting.close({ runBeforeUnload: true });

    // A visitor who accepts.
    const page = await browser.newPage({ baseURL: server.origin });
    const seen = watchMeasurement(page);
    await page.goto('/');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Accept All Cookies' }).click();
    await measurementLoaded(page);
    // The first of the three presses is slow, so the page's INP is that press on the Careers link,
    // whose element is still in the page when web-vitals reads it; without it the slowest could be
    // the Accept click, whose button has gone with the banner (web-vitals then names no element).
    await slowNextKeyPress(page, 1000);
    await threeNavigations(page);
    expect(seen.beacons).toEqual([]); // batched until the page is hidden

    // The visitor reads the cookie statement a moment, then switches tab.
    await browserIdle(page);
    await setPageHidden(page, true);
    // A page view is noted once its page has rendered, which on a busy machine can come after
    // the URL changed and the page was hidden: it then goes out on its own, at once.
    await expect
      .poll(() => ({ pageViews: pageViewsIn(seen.events()), vitals: vitalNamesIn(seen.events()) }))
      .toEqual({
        pageViews: ['/', '/careers', '/privacy', '/cookies'],
        vitals: ['CLS', 'FCP', 'INP', 'LCP', 'TTFB'],
      });
    const events = seen.events();
    const vitals = events.filter((e) => e.type === 'vital');
    expect(vitals.every((v) => v.path === '/')).toBe(true); // the page that was loaded
    expect(vitals.find((v) => v.name === 'LCP')?.element).toBeTruthy();
    // The INP is the slow press, and it names the element pressed: the Careers link.
    const inp = vitals.find((v) => v.name === 'INP')!;
    expect(inp.value).toBeGreaterThanOrEqual(1000);
    expect(inp.element).toBeTruthy();
    await expect(
      page.locator(inp.element!).and(page.getByRole('link', { name: 'Careers' }).first()),
    ).toHaveCount(1);
    await expectOnlyTheChoiceStored(page);
    // Visible again and left for real: the unload sends only what came since (nothing here).
    await setPageHidden(page, false);
    await page.close({ runBeforeUnload: true });

    // The embedded database is read once the server has stopped (it writes its queue first).
    await server.exit();
    const report = JSON.parse(
      await analyticsReport(server.dataDir, ['--since', '1d', '--json']),
    ) as {
      totals: { pageViews: number; visitors: number; vitals: number };
      pages: { path: string; views: number }[];
      families: {
        family: string;
        p75: Record<string, number | null>;
        slowInpElements: { element: string; count: number }[];
      }[];
    };
    // Only the accepting visitor's four page views and five vitals: the rejecting one sent nothing.
    expect(report.totals).toEqual({ pageViews: 4, visitors: 1, vitals: 5 });
    expect(report.pages.map((p) => [p.path, p.views]).sort()).toEqual([
      ['/', 1],
      ['/careers', 1],
      ['/cookies', 1],
      ['/privacy', 1],
    ]);
    const home = report.families.find((f) => f.family === '/');
    expect(home?.p75.LCP).toBeGreaterThan(0);
    expect(home?.p75.CLS).not.toBeNull();
    // The report names the element behind the home page's slow interaction.
    expect(home?.slowInpElements).toEqual([{ element: inp.element, count: 1 }]);
  } finally {
    await server.stop();
  }
});

test('changing the choice on /cookies starts and stops measuring at once', async ({ page }) => {
  const seen = watchMeasurement(page);
  const managing = page.getByRole('tabpanel', { name: 'Managing Cookies' });
  await page.goto('/cookies#managing');
  await waitForHydration(page);
  await managing.getByRole('button', { name: 'Reject All' }).click();
  // Accepted, and the visitor moves on before the measurement code arrives: the page in view at
  // Accept still counts first, and the vitals still belong to the page that was loaded.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/measure-/, async (route) => {
    await held;
    await route.continue();
  });
  await managing.getByRole('button', { name: 'Accept All Cookies' }).click();
  const footer = page.getByRole('contentinfo');
  await pressByKeyboard(page, footer.getByRole('link', { name: 'Privacy Policy' }));
  await expect(page).toHaveURL(/\/privacy$/);
  release();
  await measurementLoaded(page);
  await setPageHidden(page, true);
  await expect.poll(() => pageViewsIn(seen.events())).toEqual(['/cookies', '/privacy']);
  const events = seen.events();
  expect(events.filter((e) => e.type === 'vital').map((e) => e.path)).toContain('/cookies');
  expect(events.every((e) => e.type === 'pageview' || e.path === '/cookies')).toBe(true);
  await setPageHidden(page, false);

  // A page view waits to be sent; rejecting drops it, and nothing more goes out.
  await pressByKeyboard(page, footer.getByRole('link', { name: 'Cookie Statement' }));
  await pressByKeyboard(page, page.getByRole('tab', { name: 'Managing Cookies' }));
  const before = seen.beacons.length;
  await pressByKeyboard(page, managing.getByRole('button', { name: 'Reject All' }));
  await setPageHidden(page, true);
  await setPageHidden(page, false);
  await pressByKeyboard(page, footer.getByRole('link', { name: 'Privacy Policy' }));
  await expect(page).toHaveURL(/\/privacy$/);
  // The address changes before the page is drawn: the visitor presses the next link on the
  // privacy page, not on the cookie statement while it gives way (a click there can land on
  // whatever the new page puts under the pointer).
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  await setPageHidden(page, true);
  expect(seen.beacons.length).toBe(before);

  // Accepted again: measuring resumes at once, from the page in view.
  await setPageHidden(page, false);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Cookie Statement' }).click();
  await page.getByRole('tab', { name: 'Managing Cookies' }).click();
  await managing.getByRole('button', { name: 'Accept All Cookies' }).click();
  await setPageHidden(page, true);
  await expect.poll(() => pageViewsIn(seen.beacons.slice(before).flat())).toEqual(['/cookies']);
  await expectOnlyTheChoiceStored(page);
});
