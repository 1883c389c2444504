import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { confirmationMail } from './support/mailbox';
import { DESKTOP } from '../support/viewports.mjs';
import { expectAxeClean } from './support/axe';
import { withCookieChoice } from './support/page';

test.beforeEach(async ({ page }) => withCookieChoice(page));

const CONFIRMED = 'Your subscription is confirmed. The next Corvane newsletter will reach you.';
const UNSUBSCRIBED = 'You are unsubscribed. We will not send you the Corvane newsletter again.';
/** The page's message about the link, exactly, and once (heard from where it shows: decision 100). */
const says = (page: Page, text: string) => page.getByText(text, { exact: true });

async function subscribeInFooter(page: Page, address: string) {
  await page.goto('/cookies');
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('textbox', { name: 'E-mail address' }).fill(address);
  await footer.getByRole('button', { name: 'Subscribe' }).click();
  await expect(
    footer.getByText(
      'Thank you. A confirmation email is on its way: open the link in it to start your subscription.',
    ),
  ).toBeVisible();
}

test('the link in the confirmation mail confirms once, in the site frame, and says so', async ({
  page,
  baseURL,
}) => {
  const address = `confirming.${Date.now()}@example.com`;
  await subscribeInFooter(page, address);
  const { mail, confirm, unsubscribe } = await confirmationMail(address);
  // Links use the address `npm start` serves (no PUBLIC_SITE_URL is set), and one-click headers.
  expect(confirm.origin).toBe(`http://localhost:${new URL(baseURL!).port}`);
  expect(mail).toContain(
    `List-Unsubscribe: <${unsubscribe.origin}/api/newsletter/unsubscribe${unsubscribe.search}>`,
  );
  expect(mail).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');

  await page.goto(`${confirm.pathname}${confirm.search}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Newsletter subscription');
  await expect(says(page, CONFIRMED)).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  // The used token leaves the address bar: a reload does not report a dead link.
  await expect(page).toHaveURL(/\/newsletter\/confirm$/);
  await expectAxeClean(page, 'subscription confirmed', [DESKTOP]);

  // The link works once.
  await page.goto(`${confirm.pathname}${confirm.search}`);
  await expect(
    says(
      page,
      'This confirmation link does not work any more: each link works once, for 7 days. To subscribe, enter your email in the newsletter form again.',
    ),
  ).toBeVisible();
});

test("the mail's visible unsubscribe link unsubscribes and says so", async ({ page }) => {
  const address = `leaving.${Date.now()}@example.com`;
  await subscribeInFooter(page, address);
  const { unsubscribe } = await confirmationMail(address);
  await page.goto(`${unsubscribe.pathname}${unsubscribe.search}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Unsubscribe from the newsletter',
  );
  await expect(says(page, UNSUBSCRIBED)).toBeVisible();
  // Again (or a mail client's one-click first): still unsubscribed, still said plainly.
  await page.goto(`${unsubscribe.pathname}${unsubscribe.search}`);
  await expect(says(page, UNSUBSCRIBED)).toBeVisible();
});

test('a newsletter page opened without its code says what to do', async ({ page }) => {
  for (const path of ['/newsletter/confirm', '/newsletter/unsubscribe']) {
    await page.goto(path);
    await expect(
      says(
        page,
        'This link is missing its code. Please open the link from the email exactly as it was sent.',
      ),
    ).toBeVisible();
  }
});
