import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expectAxeClean } from './support/axe';
import { signInAsStaff } from './support/staff';
import { expect, test } from './support/test';

// Issue 47's admin screens: staff accounts (added in the console with a one-time link, then
// disabled), the audit log that recorded it, and a person's data exported and erased.

const main = (page: Page) => page.getByRole('main');
const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

test('an admin adds a staff member with a one-time link, disables them, and finds both in the audit log', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const admin = await signInAsStaff(page, 'admin', 'Amara Obi');
  const email = `lena.${Date.now().toString(36)}@corvane.test`;
  await page.goto('/staff/accounts');
  await expect(heading(page, 'Staff accounts')).toBeVisible();
  await expectAxeClean(page, 'console: staff accounts');

  await page.getByRole('button', { name: 'Add staff member' }).click();
  await expect(page.getByRole('region', { name: 'There is a problem' })).toBeFocused();
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Name').fill('Lena Fischer');
  await page.getByRole('radio', { name: /^Marketing/ }).check();
  await page.getByRole('button', { name: 'Add staff member' }).click();
  const link = page.getByRole('textbox', { name: 'Set-password link' });
  await expect(link).toHaveValue(/\/staff\/set-password#token=[\w-]+$/);
  await expectAxeClean(page, 'console: the one-time link');

  await page.getByRole('button', { name: 'Lena Fischer' }).click();
  await expect(page.getByRole('heading', { name: 'Manage Lena Fischer' })).toBeFocused();
  await page.getByRole('button', { name: 'Disable account' }).click();
  const confirm = page.getByRole('dialog', { name: 'Disable Lena Fischer’s account?' });
  await expect(confirm).toBeVisible();
  await expectAxeClean(page, 'console: disable dialog');
  await confirm.getByRole('button', { name: 'Disable the account' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByRole('button', { name: 'Enable account' })).toBeVisible();
  await expect(page.getByRole('row', { name: /Lena Fischer/ })).toContainText('Disabled');

  await page
    .getByRole('navigation', { name: 'Console' })
    .getByRole('link', { name: 'Audit log' })
    .click();
  await expect(heading(page, 'Audit log')).toBeFocused();
  await page.getByLabel('Staff member’s email').fill(admin.email);
  await page.getByRole('button', { name: 'Apply filters' }).click();
  // Its rows name the admin as who did it, and Lena's account as what it was done to.
  for (const action of ['Staff member added', 'Account disabled'])
    await expect(
      page
        .getByRole('row', { name: new RegExp(action) })
        .filter({ hasText: admin.email })
        .filter({ hasText: email }),
    ).toHaveCount(1);
  await expectAxeClean(page, 'console: audit log');
});

test('an admin exports everything held about a person, then erases it after typing the address again', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await signInAsStaff(page, 'admin', 'Amara Obi');
  const email = `dana.${Date.now().toString(36)}@example.com`;
  const sent = await request.post('/api/contact', {
    data: { name: 'Dana Whitfield', email, subject: 'Hello', message: 'About a project.' },
    headers: { 'x-forwarded-for': '10.9.8.7' },
  });
  expect(sent.ok(), await sent.text()).toBe(true);

  await page.goto('/staff/privacy');
  await expect(heading(page, 'Personal data')).toBeVisible();
  await expectAxeClean(page, 'console: personal data');
  const exportForm = page.getByRole('region', { name: 'Export everything held about a person' });
  await exportForm.getByLabel('Email address').fill(email);
  await exportForm.getByRole('button', { name: /Export/ }).click();
  await expect(main(page).getByText(`The export for ${email} is ready.`)).toBeVisible();
  const download = page.waitForEvent('download');
  await main(page)
    .getByRole('link', { name: new RegExp(`subject-access-${email}`) })
    .click();
  const file = JSON.parse(await readFile((await (await download).path())!, 'utf8')) as {
    format: string;
    contactMessages: unknown[];
  };
  expect(file.format).toBe('corvane.subject-access.v1');
  expect(file.contactMessages).toHaveLength(1);

  const eraseForm = page.getByRole('region', { name: 'Erase everything held about a person' });
  await eraseForm.getByLabel('Email address').fill(email);
  await eraseForm.getByRole('button', { name: 'Erase their data' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(email);
  await dialog.getByLabel('Type the email address again to confirm').fill(`x${email}`);
  await dialog.getByRole('button', { name: 'Erase everything' }).click();
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Type the email address again to confirm').fill(email);
  await expectAxeClean(page, 'console: erase dialog');
  await dialog.getByRole('button', { name: 'Erase everything' }).click();
  await expect(main(page).getByText(`Everything held about ${email} is erased.`)).toBeVisible();
  await expect(main(page).getByText('Erased: 1 contact message.')).toBeVisible();
});
