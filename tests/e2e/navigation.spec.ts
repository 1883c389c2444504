import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { PHONE } from '../support/viewports.mjs';
import { collectErrors, waitForHydration } from './support/page';

/**
 * The not-found page's dark header reaches down to the footer: no white band between them. Asked
 * until it holds: the server's page is drawn again when the app's not-found route takes over (the
 * root's fallback and the app are two trees), and a section measured then is gone.
 */
async function expectHeaderReachesFooter(page: Page) {
  await expect
    .poll(async () => {
      const header = await page.getByRole('main').locator('section').first().boundingBox();
      const footer = await page.getByRole('contentinfo').boundingBox();
      return header && footer ? Math.round(header.y + header.height) - Math.round(footer.y) : null;
    }, 'the gap between the header and the footer, in px')
    .toBe(0);
}

test('an unknown path answers 404 with a way home', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  await expect(page).toHaveTitle(/Page not found/);
  expect(errors).toEqual([]);
  await expectHeaderReachesFooter(page);
  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Technology and talent/);
});

test('an unknown path reads as the not-found page before its scripts run, and stays so', async ({
  page,
}) => {
  // Chromium logs the document's own 404; a hydration mismatch would log an error of React's.
  const errors = collectErrors(page, (message) => message.location().url.endsWith('/no-such-page'));
  // The page's code held back: what a visitor on a slow phone sees first is the server's HTML.
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await released;
    await route.fallback();
  });
  const response = await page.goto('/no-such-page', { waitUntil: 'commit' });
  expect(response?.status()).toBe(404);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  await expect(main.getByRole('link', { name: 'Go to the home page' })).toBeVisible();
  await expect(main.getByRole('link', { name: 'Browse our services' })).toBeVisible();

  release();
  await waitForHydration(page);
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  await expect(main.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute(
    'href',
    '/',
  );
  expect(errors).toEqual([]);
});

test('an unknown service or product slug shows the 404 page', async ({ page }) => {
  for (const path of ['/services/quantum-knitting', '/products/time-machine']) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  }
});

test('service slugs match whatever their capitalisation', async ({ page }) => {
  const response = await page.goto('/services/AI-ML-Solutions');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('AI/ML Solutions');

  // The home page's cards link with mixed case, as the spec's links do.
  await page.goto('/');
  await page
    .getByRole('region', { name: 'Our Services' })
    .getByRole('link', { name: /SAP Solutions/ })
    .click();
  await expect(page).toHaveURL(/\/services\/SAP-Solutions$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('SAP Solutions');
});

test('navigating to a hash scrolls to its section; other navigation starts at the top', async ({
  page,
}) => {
  await page.goto('/terms');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Contact', exact: true }).click();
  await expect(page).toHaveURL(/\/#contact$/);
  await expect(page.getByRole('heading', { name: 'Get In Touch' })).toBeInViewport();

  await page
    .getByRole('link', { name: /Workforce Management/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Workforce Management');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('the header keeps its links; on a phone they sit behind a menu button', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/cookies');
  const menuButton = page.getByRole('button', { name: 'Menu' });
  await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  await menuButton.click();
  await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
  const phoneNav = page.getByRole('navigation', { name: 'Main (phone)' });
  for (const name of [
    'Home',
    'About',
    'Services',
    'Staffing Solutions',
    'Products',
    'Careers',
    'Contact',
  ]) {
    await expect(phoneNav.getByRole('link', { name, exact: true })).toBeVisible();
  }
  await page.keyboard.press('Escape');
  await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  await menuButton.click();
  await phoneNav.getByRole('link', { name: 'Careers' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Join Our Innovation Journey');
  await expect(phoneNav).toBeHidden();

  await page.getByRole('button', { name: 'Menu' }).click();
  await phoneNav.getByRole('link', { name: 'Get Started' }).click();
  await expect(page).toHaveURL(/\/loginsignup$/);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('pages are complete HTML, and an unknown path shows the whole not-found page', async ({
    page,
  }) => {
    await page.goto('/terms');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms of Service');
    await expect(page.getByRole('region', { name: 'Overview' })).toContainText(
      'Terms of Service govern',
    );

    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    // The served HTML's own title: what a screen reader says first, and what the tab shows.
    await expect(page).toHaveTitle('Page not found | Corvane');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    await expect(page.getByRole('banner')).toBeVisible();
    // The page the app shows there: its words, both ways on, and its header down to the footer.
    const main = page.getByRole('main');
    // (By its role: Playwright's text matching skips what a <noscript> holds.)
    await expect(main.getByRole('paragraph')).toHaveText(
      'The address may be mistyped, or the page may have moved.',
    );
    await expect(main.getByRole('link', { name: 'Browse our services' })).toHaveAttribute(
      'href',
      '/#services',
    );
    await expectHeaderReachesFooter(page);
    await main.getByRole('link', { name: 'Go to the home page' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Technology and talent/);
  });
});
