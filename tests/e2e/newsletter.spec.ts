import { expect, test, type Page } from '@playwright/test';
import { mailsTo, readable } from './support/mailbox';
import { expectNoAxeViolations, withCookieChoice } from './support';

test.beforeEach(async ({ page }) => withCookieChoice(page));

const CONFIRMED = 'Your subscription is confirmed. The next Corvane newsletter will reach you.';
const UNSUBSCRIBED = 'You are unsubscribed. We will not send you the Corvane newsletter again.';

/** The confirmation mail to `address`, with its links (as paths on the server under test). */
async function confirmationMail(address: string) {
  let mail: string | undefined;
  await expect
    .poll(() => (mail = mailsTo(address).map((m) => readable(m.raw))[0]), {
      message: `a confirmation mail to ${address}`,
      timeout: 15_000,
    })
    .toBeDefined();
  // The visible links: the site's origin, then the page (the one-click header has /api/ first).
  const link = (path: string) =>
    new RegExp(`(http://[^\\s/]+${path}\\?token=[^\\s>]+)`).exec(mail!)?.[1];
  return {
    mail: mail!,
    confirm: new URL(link('/newsletter/confirm')!),
    unsubscribe: new URL(link('/newsletter/unsubscribe')!),
  };
}

async function subscribeInFooter(page: Page, address: string) {
  await page.goto('/cookies');
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('textbox', { name: 'E-mail address' }).fill(address);
  await footer.getByRole('button', { name: 'Subscribe' }).click();
  await expect(footer.getByRole('status')).toHaveText(
    'Thank you. A confirmation email is on its way: open the link in it to start your subscription.',
  );
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
  await expect(page.getByRole('main').getByRole('status')).toHaveText(CONFIRMED);
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  // The used token leaves the address bar: a reload does not report a dead link.
  await expect(page).toHaveURL(/\/newsletter\/confirm$/);
  await expectNoAxeViolations(page);

  // The link works once.
  await page.goto(`${confirm.pathname}${confirm.search}`);
  await expect(page.getByRole('main').getByRole('status')).toHaveText(
    'This confirmation link does not work any more: each link works once, for 7 days. To subscribe, enter your email in the newsletter form again.',
  );
});

test("the mail's visible unsubscribe link unsubscribes and says so", async ({ page }) => {
  const address = `leaving.${Date.now()}@example.com`;
  await subscribeInFooter(page, address);
  const { unsubscribe } = await confirmationMail(address);
  await page.goto(`${unsubscribe.pathname}${unsubscribe.search}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Unsubscribe from the newsletter',
  );
  await expect(page.getByRole('main').getByRole('status')).toHaveText(UNSUBSCRIBED);
  // Again (or a mail client's one-click first): still unsubscribed, still said plainly.
  await page.goto(`${unsubscribe.pathname}${unsubscribe.search}`);
  await expect(page.getByRole('main').getByRole('status')).toHaveText(UNSUBSCRIBED);
});

test('a newsletter page opened without its code says what to do', async ({ page }) => {
  for (const path of ['/newsletter/confirm', '/newsletter/unsubscribe']) {
    await page.goto(path);
    await expect(page.getByRole('main').getByRole('status')).toHaveText(
      'This link is missing its code. Please open the link from the email exactly as it was sent.',
    );
  }
});
