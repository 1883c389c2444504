import type { Page } from '@playwright/test';
import { waitForHydration, withCookieChoice } from './support/page';
import { expect, test } from './support/accounts';
import { confirmationMail } from './support/mailbox';
import { assertive, polite, startScreenReader } from './support/screenReader';

// Issue 27: the contact form, the newsletter (its form and the pages its mails link to) and the
// cookie choice are heard by a screen reader (a virtual one in the page), with the spec's texts.

const SENT = "Your message has been sent successfully. We'll respond soon!";
const NOT_SENT = 'Failed to send message. Please try again.';
const SUBSCRIBED =
  'Thank you. A confirmation email is on its way: open the link in it to start your subscription.';

async function listen(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
  return startScreenReader(page);
}

const times = (log: string[], phrase: string) => log.filter((said) => said === phrase).length;

test.describe('with a cookie choice stored', () => {
  test.beforeEach(({ page }) => withCookieChoice(page));

  test('the contact form: a failure assertively, a success politely, each time', async ({
    page,
  }) => {
    const reader = await listen(page, '/#contact');
    const form = page.getByRole('form', { name: 'Contact Us' });
    // An address of its own: our server takes three messages per address in 15 minutes.
    const email = `grace.${Math.random().toString(36).slice(2)}@example.com`;
    const send = async () => {
      await form.getByRole('textbox', { name: 'Name' }).fill('Grace Hopper');
      await form.getByRole('textbox', { name: 'Email' }).fill(email);
      await form.getByRole('textbox', { name: 'Subject' }).fill('Two QA engineers');
      await form.getByRole('textbox', { name: 'Message' }).fill('From March, please.');
      await form.getByRole('button', { name: 'Send Message' }).click();
    };
    await page.route('**/api/contact', (route) => route.fulfill({ status: 500, json: {} }));
    for (const attempt of [1, 2]) {
      await send();
      await expect
        .poll(async () => times(await reader.spoken(), assertive(NOT_SENT)))
        .toBe(attempt);
    }
    await page.unroute('**/api/contact');
    for (const attempt of [1, 2]) {
      await send();
      await expect.poll(async () => times(await reader.spoken(), polite(SENT))).toBe(attempt);
    }
  });

  test("the footer's newsletter: the reply politely, a failure assertively", async ({ page }) => {
    const reader = await listen(page, '/cookies');
    const footer = page.getByRole('contentinfo');
    const field = footer.getByRole('textbox', { name: 'E-mail address' });
    await page.route('**/api/newsletter', (route) => route.abort('failed'));
    await field.fill(`reader.${Date.now()}@example.com`);
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await reader.waitFor(assertive('Subscription failed. Please try again.'));

    await page.unroute('**/api/newsletter');
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await reader.waitFor(polite(SUBSCRIBED));
  });

  test('the newsletter link pages: the result is heard, politely or assertively', async ({
    page,
    request,
  }) => {
    const address = `listening.${Date.now()}@example.com`;
    expect((await request.post('/api/newsletter', { data: { email: address } })).ok()).toBe(true);
    const { confirm, unsubscribe } = await confirmationMail(address);
    const visits: Array<[URL, string]> = [
      [
        confirm,
        polite('Your subscription is confirmed. The next Corvane newsletter will reach you.'),
      ],
      [
        unsubscribe,
        polite('You are unsubscribed. We will not send you the Corvane newsletter again.'),
      ],
      // A link works once: the server's refusal the second time.
      [
        confirm,
        assertive(
          'This confirmation link does not work any more: each link works once, for 7 days. To subscribe, enter your email in the newsletter form again.',
        ),
      ],
    ];
    for (const [link, phrase] of visits) {
      // The call waits until the reader listens, so what the page says of the reply is heard.
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.unroute('**/api/newsletter/**');
      await page.route('**/api/newsletter/**', async (route) => {
        await held;
        await route.continue();
      });
      const reader = await listen(page, `${link.pathname}${link.search}`);
      release();
      await reader.waitFor(phrase);
    }
  });

  test('a newsletter link without its code: what to do is heard', async ({ page }) => {
    // The page finds the code missing as it comes alive: listen from before its scripts run.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/newsletter/confirm', { waitUntil: 'commit' });
    await page.waitForSelector('footer');
    const reader = await startScreenReader(page);
    release();
    await reader.waitFor(
      assertive(
        'This link is missing its code. Please open the link from the email exactly as it was sent.',
      ),
    );
  });

  test('Managing Cookies: each press of a choice is heard', async ({ page }) => {
    const reader = await listen(page, '/cookies#managing');
    const panel = page.getByRole('tabpanel', { name: 'Managing Cookies' });
    const rejected = polite('You have rejected optional cookies. We use essential cookies only.');
    for (const attempt of [1, 2]) {
      await panel.getByRole('button', { name: 'Reject All' }).click();
      await expect.poll(async () => times(await reader.spoken(), rejected)).toBe(attempt);
    }
    await panel.getByRole('button', { name: 'Accept All Cookies' }).click();
    await reader.waitFor(
      polite('You have accepted all cookies: essential, functional, analytics and marketing.'),
    );
  });
});

test("the cookie banner's confirmation is heard", async ({ page }) => {
  const reader = await listen(page, '/careers');
  const banner = page.getByRole('region', { name: 'Cookies on this site' });
  await banner.getByRole('button', { name: 'Reject All' }).click();
  await reader.waitFor(polite("You've rejected all cookies."));
});
