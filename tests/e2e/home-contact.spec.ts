import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { waitForHydration, withCookieChoice } from './support/page';

test.beforeEach(async ({ page }) => withCookieChoice(page));

/**
 * Opens the home page at its contact section and waits until the page has taken the visitor
 * there itself (spec 9: 100 ms after it is live it scrolls to the hash, smoothly, and focuses the
 * section): a press sent in the instant that scroll starts lands where the button was.
 */
async function openContact(page: Page) {
  await page.goto('/#contact');
  await waitForHydration(page);
  await expect(page.getByRole('region', { name: 'Get In Touch' })).toBeFocused();
}

async function fillForm(page: Page, subject: string) {
  const form = page.getByRole('form', { name: 'Contact Us' });
  await form.getByRole('textbox', { name: 'Name' }).fill('Grace Hopper');
  await form.getByRole('textbox', { name: 'Email' }).fill('grace@example.com');
  await form.getByRole('textbox', { name: 'Subject' }).fill(subject);
  await form.getByRole('textbox', { name: 'Message' }).fill('We need two QA engineers from March.');
  return form;
}

test('Get In Touch: mail and phone links, and five location cards that turn over', async ({
  page,
}) => {
  await page.goto('/#contact');
  const section = page.getByRole('region', { name: 'Get In Touch' });
  await expect(section.getByRole('link', { name: /info@corvane/ })).toHaveAttribute(
    'href',
    /^mailto:info@/,
  );
  await expect(section.getByRole('link', { name: /^Call us \+44 1664/ })).toHaveAttribute(
    'href',
    /^tel:\+44/,
  );
  const places = [
    ['United States', 'Herndon, VA'],
    ['United Kingdom', 'Melton Mowbray'],
    ['Canada', 'Mississauga, ON'],
    ['India', 'Hyderabad, Telangana'],
    ['Australia', 'Williams Landing, Victoria'],
  ];
  for (const [country, city] of places) {
    await expect(section.getByRole('heading', { name: country!, level: 4 })).toBeVisible();
    await expect(section.getByText(city!, { exact: true })).toBeVisible();
  }
  const show = section.getByRole('button', { name: /Show address/ }).nth(2);
  await show.click();
  await expect(show).toHaveAttribute('aria-pressed', 'true');
  await expect(section.getByText('5090 Explorer Drive, Suite 700')).toBeVisible();
});

test('the contact form sends, says so for 5 seconds and clears', async ({ page }) => {
  await page.clock.install();
  await openContact(page);
  const form = await fillForm(page, 'Two QA engineers');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(
    form.getByText("Your message has been sent successfully. We'll respond soon!"),
  ).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'Name' })).toHaveValue('');
  await expect(form.getByRole('textbox', { name: 'Message' })).toHaveValue('');
  await page.clock.runFor(5000);
  await expect(form.getByText(/sent successfully/)).toBeHidden();
});

test('a failed send says so for 5 seconds and keeps everything typed', async ({ page }) => {
  await page.clock.install();
  await openContact(page);
  await page.route('**/api/contact', (route) => route.fulfill({ status: 500, body: '{}' }));
  const form = await fillForm(page, 'Kept on failure');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByText('Failed to send message. Please try again.')).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'Subject' })).toHaveValue('Kept on failure');
  await expect(form.getByRole('textbox', { name: 'Name' })).toHaveValue('Grace Hopper');
  await page.clock.runFor(5000);
  await expect(form.getByText('Failed to send message. Please try again.')).toBeHidden();
});

test('every field is required: an empty form sends nothing', async ({ page }) => {
  await openContact(page);
  let sent = 0;
  await page.route('**/api/contact', (route) => {
    sent += 1;
    return route.continue();
  });
  const form = page.getByRole('form', { name: 'Contact Us' });
  for (const name of ['Name', 'Email', 'Subject', 'Message']) {
    await expect(form.getByRole('textbox', { name })).toHaveAttribute('required', '');
  }
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByRole('textbox', { name: 'Name' })).toBeFocused();
  expect(sent).toBe(0);
});

test('what a visitor types before the page is live keeps its place and its focus', async ({
  page,
}) => {
  // The page's code is held back until the visitor has clicked into the form and typed: the
  // scroll to `#contact`, made once the page is live, must not take focus from the field.
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await released;
    await route.fallback();
  });
  await page.clock.install();
  await page.goto('/#contact', { waitUntil: 'domcontentloaded' });
  const form = page.getByRole('form', { name: 'Contact Us' });
  const name = form.getByRole('textbox', { name: 'Name' });
  await name.click();
  await page.keyboard.type('Grace');
  release();
  await waitForHydration(page);
  // Past the moment the site scrolls to a hash it was loaded with (spec 2.1: 100 ms).
  await page.clock.runFor(1000);
  await expect(name).toBeFocused();
  await page.keyboard.type(' Hopper');
  await expect(name).toHaveValue('Grace Hopper');
});
