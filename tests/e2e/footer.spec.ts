import { expect, test } from './support/test';
import { DESKTOP } from '../support/viewports.mjs';
import { expectAxeClean } from './support/axe';
import { withCookieChoice } from './support/page';

test.beforeEach(async ({ page }) => withCookieChoice(page));

test("the footer links the sections, the services (in the spec's spelling) and the legal pages", async ({
  page,
}) => {
  await page.goto('/careers');
  const footer = page.getByRole('contentinfo');
  const nav = footer.getByRole('navigation', { name: 'Navigation' });
  for (const [name, href] of [
    ['Home', '/#home'],
    ['About', '/#about'],
    ['Services', '/#services'],
    ['Staffing', '/#staffing-solutions'],
    ['Products', '/#products'],
    ['Contact', '/#contact'],
  ]) {
    await expect(nav.getByRole('link', { name: name!, exact: true })).toHaveAttribute(
      'href',
      href!,
    );
  }
  const services = footer.getByRole('navigation', { name: 'Services' }).getByRole('link');
  await expect(services).toHaveCount(12);
  await expect(services.first()).toHaveAttribute('href', '/services/AI-ML-Solutions');
  await expect(footer.getByRole('link', { name: 'SAP Solutions' })).toHaveAttribute(
    'href',
    '/services/SAP-Solutions',
  );
  await expect(footer.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute(
    'href',
    '/terms',
  );
  await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
    'href',
    '/privacy',
  );
  for (const network of ['LinkedIn', 'X', 'YouTube']) {
    await expect(footer.getByRole('link', { name: `Corvane on ${network}` })).toBeVisible();
  }
  await expect(footer).toContainText(`© ${new Date().getFullYear()} `);
  await expect(footer.getByRole('link', { name: /@corvane/ }).first()).toHaveAttribute(
    'href',
    /^mailto:/,
  );
  await expect(footer.getByRole('link', { name: /^\+44/ })).toHaveAttribute('href', /^tel:\+44/);

  await footer.getByRole('link', { name: 'Cloud Technologies Solutions' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cloud Technologies Solutions');
});

test('each Global Presence chip opens its office; the same chip again, Close or Escape close it', async ({
  page,
}) => {
  await page.goto('/terms');
  const chip = page.getByRole('button', { name: 'Canada', exact: true });
  await chip.click();
  const dialog = page.getByRole('dialog', { name: 'Canada office' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('5090 Explorer Drive');
  await expect(dialog.getByRole('link', { name: /\+1 905/ })).toHaveAttribute(
    'href',
    'tel:+19055550147',
  );
  await expect(dialog.getByRole('link', { name: 'canada@corvane.example' })).toHaveAttribute(
    'href',
    'mailto:canada@corvane.example',
  );
  await expect(dialog.getByRole('link', { name: 'Get Directions' })).toHaveAttribute(
    'href',
    /destination=43\.6426,-79\.6152/,
  );
  await expectAxeClean(page, 'office dialog open', [DESKTOP]);

  // The same chip closes it; focus goes back to it.
  await chip.click();
  await expect(dialog).toBeHidden();

  // Another chip switches office; Close closes and hands focus back.
  await page.getByRole('button', { name: 'UK', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'United Kingdom office' })).toBeVisible();
  await page.getByRole('button', { name: 'India', exact: true }).click();
  const india = page.getByRole('dialog', { name: 'India office' });
  await expect(india).toContainText('Hyderabad');
  await india.getByRole('button', { name: 'Close' }).click();
  await expect(india).toBeHidden();
  await expect(page.getByRole('button', { name: 'India', exact: true })).toBeFocused();

  await page.getByRole('button', { name: 'USA', exact: true }).press('Enter');
  await expect(page.getByRole('dialog', { name: 'United States office' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'USA', exact: true })).toBeFocused();
  for (const name of ['UK', 'USA', 'Canada', 'Australia', 'India']) {
    await expect(page.getByRole('button', { name, exact: true })).toBeVisible();
  }
});

test('the newsletter form subscribes an address and says so; a failure keeps what was typed', async ({
  page,
}) => {
  await page.goto('/cookies');
  const footer = page.getByRole('contentinfo');
  const email = footer.getByRole('textbox', { name: 'E-mail address' });
  const subscribe = footer.getByRole('button', { name: 'Subscribe' });

  // The browser refuses what is not an address, before any request.
  await email.fill('not-an-address');
  await subscribe.click();
  expect(await email.evaluate((input: HTMLInputElement) => input.validity.valid)).toBe(false);

  await email.fill(`reader.${Date.now()}@example.com`);
  await subscribe.click();
  await expect(
    footer.getByText(
      'Thank you. A confirmation email is on its way: open the link in it to start your subscription.',
    ),
  ).toBeVisible();
  await expect(email).toHaveValue('');

  await page.route('**/api/newsletter', (route) => route.abort());
  await email.fill('second.reader@example.com');
  await subscribe.click();
  await expect(footer.getByText('Subscription failed. Please try again.')).toBeVisible();
  await expect(email).toHaveValue('second.reader@example.com');
});
