import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { waitForHydration } from './support/page';
import { DESKTOP } from '../support/viewports.mjs';

// The tab a worker keeps from test to test (support/test.ts, decision 095) comes back to the
// next test as a new one would: what this test leaves behind, the next does not meet. In order,
// in one worker, as a visitor's tab would be used by three people one after another.
test.describe.configure({ mode: 'serial' });
// What is tested is the kept tab, whatever E2E_FRESH_TABS says for the rest of the suite.
test.use({ freshTab: false });

let kept: Page | undefined;
const heardByTheFirst: string[] = [];

test('a test leaves a choice, a cookie, a route, a script, a listener, a size and dark mode', async ({
  page,
  context,
}) => {
  kept = page;
  await page.addInitScript(() => Object.assign(window, { leftover: 'yes' }));
  await page.route('**/favicon.svg', (route) => route.abort());
  page.on('console', (message) => heardByTheFirst.push(message.text()));
  await page.setViewportSize({ width: 400, height: 700 });
  await page.emulateMedia({ colorScheme: 'dark', reducedMotion: 'reduce' });
  await page.goto('/privacy');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Accept All Cookies' }).click();
  await expect(page.getByRole('button', { name: 'Accept All Cookies' })).toBeHidden();
  await context.addCookies([{ name: 'leftover', value: 'yes', url: page.url() }]);
  await page.evaluate(() => sessionStorage.setItem('leftover', 'yes'));
});

test('the next test gets the same tab, and none of it', async ({ page, context }) => {
  expect(page, 'the tab was kept').toBe(kept);
  await page.goto('/privacy');
  await waitForHydration(page);
  // The cookie choice is asked for again: nothing was stored before.
  await expect(page.getByRole('button', { name: 'Accept All Cookies' })).toBeVisible();
  expect(await context.cookies()).toEqual([]);
  expect(await page.evaluate(() => sessionStorage.length)).toBe(0);
  expect(await page.evaluate(() => 'leftover' in window)).toBe(false);
  expect(page.viewportSize()).toEqual(DESKTOP);
  expect(await page.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches)).toBe(false);
  expect(await page.evaluate(() => matchMedia('(prefers-reduced-motion: reduce)').matches)).toBe(
    false,
  );
  const favicon = await page.request.get('/favicon.svg');
  expect(await page.evaluate(() => fetch('/favicon.svg').then((res) => res.status))).toBe(
    favicon.status(),
  );
  const heard: string[] = [];
  page.on('console', (message) => heard.push(message.text()));
  await page.evaluate(() => console.log('said to the second test only'));
  await expect.poll(() => heard).toContain('said to the second test only');
  expect(heardByTheFirst).not.toContain('said to the second test only');
  // The clock cannot be given back: this tab is not kept after this test.
  await page.clock.install({ time: new Date('2001-02-03T04:05:06Z') });
});

test('a test that took the clock leaves the next a new tab, on the real time', async ({ page }) => {
  expect(page, 'a new tab').not.toBe(kept);
  await page.goto('/privacy');
  expect(await page.evaluate(() => new Date().getFullYear())).toBeGreaterThan(2001);
});
