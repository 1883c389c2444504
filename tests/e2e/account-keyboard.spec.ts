import type { Locator, Page } from '@playwright/test';
import { expect, newAccount, test } from './support/accounts';
import { codeFromMail } from './support/mailbox';

/** Presses Tab until `target` has focus, as a keyboard user would. */
async function tabTo(page: Page, target: Locator) {
  for (let presses = 0; presses < 250; presses++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${String(target)}`);
}

async function typeInto(page: Page, target: Locator, text: string) {
  await tabTo(page, target);
  await page.keyboard.type(text);
}

test('one full journey by keyboard alone: register, verify, sign in, profile, sign out', async ({
  page,
}) => {
  // A whole journey with two password hashes and mail: more time on a busy machine.
  test.slow();
  const account = newAccount('Lena', 'Berg');
  await page.goto('/loginsignup');

  await tabTo(page, page.getByRole('button', { name: 'Register' }));
  await page.keyboard.press('Enter');
  await typeInto(page, page.getByLabel('First name'), account.firstName);
  await typeInto(page, page.getByLabel('Last name'), account.lastName);
  await typeInto(page, page.getByRole('textbox', { name: 'Email', exact: true }), account.email);
  await typeInto(page, page.getByLabel('Retype email'), account.email);
  await typeInto(
    page,
    page.getByRole('textbox', { name: 'Password', exact: true }),
    account.password,
  );
  await typeInto(page, page.getByLabel('Retype password'), account.password);
  // A native select: type-ahead to "United Arab Emirates", then one down.
  await typeInto(page, page.getByRole('combobox', { name: 'Country', exact: true }), 'Uni');
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('combobox', { name: 'Country', exact: true })).toHaveValue(
    'United Kingdom',
  );
  await expect(page.getByRole('combobox', { name: 'Phone code' })).toHaveValue(
    'United Kingdom (+44)',
  );
  await typeInto(page, page.getByLabel('Phone number'), account.PhoneNo);
  await page.keyboard.press('Enter');

  await expect(page.getByRole('heading', { name: 'Verify your email' })).toBeFocused();
  await typeInto(page, page.getByLabel('OTP'), await codeFromMail(account.email, 'verify'));
  await page.keyboard.press('Enter');

  await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeFocused();
  await typeInto(page, page.getByLabel('Password'), account.password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/');

  const menuButton = page.getByRole('button', { name: 'Lena Berg, account menu' });
  await tabTo(page, menuButton);
  await page.keyboard.press('Enter');
  await tabTo(page, page.getByRole('link', { name: 'Profile' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/profile');
  await expect(page.getByRole('region', { name: 'Account details' })).toContainText(account.email);

  await tabTo(page, menuButton);
  await page.keyboard.press('Enter');
  await tabTo(page, page.getByRole('button', { name: 'Logout' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Get Started' })).toBeVisible();
});
