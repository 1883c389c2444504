import type { Locator, Page } from '@playwright/test';
import { newAccount, type Account } from './accounts';

/** Switches to Register and fills every field; `overrides` replaces the retyped or phone values. */
export async function fillRegister(
  page: Page,
  account: Account = newAccount(),
  overrides: Partial<Record<'retypeEmail' | 'retypePassword' | 'PhoneNo', string>> = {},
) {
  const value = {
    retypeEmail: account.email,
    retypePassword: account.password,
    PhoneNo: account.PhoneNo,
    ...overrides,
  };
  await page.getByRole('button', { name: 'Register' }).click();
  await page.getByLabel('First name').fill(account.firstName);
  await page.getByLabel('Last name').fill(account.lastName);
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(account.email);
  await page.getByLabel('Retype email').fill(value.retypeEmail);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(account.password);
  await page.getByLabel('Retype password').fill(value.retypePassword);
  await page.getByRole('combobox', { name: 'Country', exact: true }).selectOption(account.country);
  await page.getByLabel('Phone number').fill(value.PhoneNo);
}

/** Fills the application dialog's fields but the resume, with an email of its own each time. */
export async function fillApplicant(dialog: Locator) {
  await dialog.getByLabel('First name').fill('Grace');
  await dialog.getByLabel('Last name').fill('Okafor');
  // Each test its own address: our server limits applications per email.
  await dialog.getByLabel('Email').fill(`grace.${Math.random().toString(36).slice(2)}@example.com`);
  await dialog.getByLabel('Phone').fill('+44 7700 900456');
  await dialog.getByLabel('Visa status').selectOption('Other');
}

/** A one-page PDF resume (or any file) as `setInputFiles` takes it. */
export const resume = (name: string, buffer: Buffer, mimeType = 'application/pdf') => ({
  name,
  mimeType,
  buffer,
});
