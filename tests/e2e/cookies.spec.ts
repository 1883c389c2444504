import type { Page } from '@playwright/test';
import { expect, test } from './support/test';

/** The stored choice, as Managing Cookies states it ("You have ..."). */
const status = (page: Page) =>
  page.getByRole('tabpanel', { name: 'Managing Cookies' }).getByText(/^You have /);

test('the statement has three tabs, four categories, its date and a privacy contact', async ({
  page,
}) => {
  await page.goto('/cookies');
  await expect(page.getByText('Last updated March 23, 2025')).toBeVisible();
  await expect(page.getByRole('tab')).toHaveText([
    'Overview',
    'Cookie Details',
    'Managing Cookies',
  ]);
  await expect(page.getByRole('tab', { name: 'Overview' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await page.getByRole('tab', { name: 'Cookie Details' }).click();
  const details = page.getByRole('tabpanel', { name: 'Cookie Details' });
  await expect(details.getByRole('heading', { level: 3 })).toHaveText([
    /^Essential cookies/,
    /^Functional cookies/,
    /^Analytics cookies/,
    /^Marketing cookies/,
  ]);
  for (const list of await details.getByRole('list').all()) {
    expect(await list.getByRole('listitem').count()).toBeGreaterThanOrEqual(2);
  }
  await expect(page.getByRole('link', { name: /^privacy@/ })).toHaveAttribute(
    'href',
    /^mailto:privacy@/,
  );

  await page.keyboard.press('End');
  await expect(page.getByRole('tab', { name: 'Managing Cookies' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page).toHaveURL(/\/cookies#managing$/);
});

test('Managing Cookies shows the stored choice and changes it, in every open tab', async ({
  context,
}) => {
  const first = await context.newPage();
  const second = await context.newPage();
  await first.goto('/cookies#managing');
  await second.goto('/cookies#managing');
  await expect(status(first)).toHaveText(/not chosen yet/);

  await first.getByRole('main').getByRole('button', { name: 'Reject All' }).click();
  await expect(status(first)).toHaveText(/rejected optional cookies/);
  expect(await first.evaluate(() => localStorage.getItem('cookieChoice'))).toBe('rejected');
  // The other tab hears of it through the storage event.
  await expect(status(second)).toHaveText(/rejected optional cookies/);

  await second.getByRole('main').getByRole('button', { name: 'Accept All Cookies' }).click();
  await expect(status(first)).toHaveText(/accepted all cookies/);

  // A new visit reads the stored choice.
  await first.reload();
  await expect(status(first)).toHaveText(/accepted all cookies/);
});
