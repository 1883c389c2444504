import type { Page } from '@playwright/test';
import { newAccount } from './support/accounts';
import { expect, test } from './support/backends';
import { fillApplicant, fillRegister, resume } from './support/forms';
import { onePagePdf } from './support/pdf';

// The spec-7 backend's other answers (support/spec7-backend.mjs), as a visitor meets them: the
// errors list, plain msg, HTML and plain-text error pages, a profile with details left out, a job
// type the site has no colour for, a job without a salary, and an empty list. The journeys
// (journeys.spec.ts) cover its successes: a token alone, empty bodies, messages missing.

/** A message the page shows, and only once: it is heard from where it shows (decision 100). */
const shown = (page: Page, text: string) => page.getByText(text, { exact: true });

test('register: the first message of the errors list', async ({ page, backend }) => {
  const taken = await backend.register(newAccount());
  await page.goto('/loginsignup');
  await fillRegister(page, taken);
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(shown(page, 'User already exists')).toBeVisible();
  await expect(page.getByLabel('First name')).toHaveValue(taken.firstName);
});

test("verify and reset: a wrong code gets the backend's msg, or its errors list", async ({
  page,
  backend,
}) => {
  const account = await backend.register(newAccount(), { verify: false });
  await page.goto('/loginsignup');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.getByLabel('OTP').fill('000000');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(shown(page, 'Invalid OTP')).toBeVisible();

  await page.goto('/reset-password');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('OTP').fill('123456');
  await page.getByRole('textbox', { name: 'New password' }).fill('Corvane#2026');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(shown(page, 'Invalid or expired OTP')).toBeVisible();
  await expect(page.getByLabel('OTP')).toHaveValue('123456');
});

test('forgot password: an HTML error page reads as "Request failed"', async ({ page }) => {
  await page.goto('/forgot-password');
  await page.getByLabel('Email').fill('nobody@example.com');
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(shown(page, 'Request failed')).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue('nobody@example.com');
});

test('profile: the details that came, "Not provided" for the others', async ({
  page,
  spec7State,
}) => {
  // An account from before phone numbers were asked for: the backend has none to send.
  const email = `old.${Date.now()}@example.com`;
  spec7State.users.set(email, { firstName: 'Ada', lastName: 'Byron', email, isVerified: true });
  spec7State.tokens.set(`legacy-${email}`, email);
  await page.addInitScript((token) => localStorage.setItem('token', token), `legacy-${email}`);
  await page.goto('/profile');
  await expect(page.getByRole('button', { name: 'Ada Byron, account menu' })).toBeVisible();
  const details = page.getByRole('region', { name: 'Account details' });
  await expect(details.getByRole('term')).toHaveText([
    'Full name',
    'Email',
    'Phone',
    'Country',
    'Email status',
  ]);
  await expect(details.getByRole('definition')).toHaveText([
    'Ada Byron',
    email,
    'Not provided',
    'Not provided',
    'Verified',
  ]);
  await expect(page.getByText('Failed to fetch profile')).toHaveCount(0);
});

test('profile without a token: a plain-text 401 reads as "Failed to fetch profile"', async ({
  page,
}) => {
  await page.goto('/profile');
  await expect(shown(page, 'Failed to fetch profile')).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Sign in to see your profile' }).click();
  await expect(page).toHaveURL('/loginsignup');
});

test('careers: an unknown type gets a neutral badge, a job without a salary shows none', async ({
  page,
  spec7State,
}) => {
  await page.goto('/careers');
  const seasonal = page.getByRole('article', { name: 'Field Service Technician' });
  const analyst = page.getByRole('article', { name: 'Quality Analyst' });
  await expect(page.getByRole('article')).toHaveCount(2);
  await expect(seasonal).toContainText('Seasonal');
  await expect(seasonal.getByText('Salary')).toHaveCount(1);
  await expect(analyst).toContainText('Full-time');
  await expect(analyst.getByText('Salary')).toHaveCount(0);
  await expect(analyst.getByText('Location')).toHaveCount(1);

  // The job is gone by the time the application arrives: the backend's `message` shows.
  await analyst.getByRole('button', { name: /^Apply Now/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Apply for Quality Analyst' });
  await fillApplicant(dialog);
  await dialog.getByLabel('Resume').setInputFiles(resume('cv.pdf', onePagePdf('Grace')));
  spec7State.jobs = [];
  await dialog.getByRole('button', { name: 'Submit Application' }).click();
  await expect(dialog.getByText('Job not found', { exact: true })).toBeVisible();
  await expect(dialog.getByLabel('First name')).toHaveValue('Grace');

  // `{ success: true, jobs: [] }` with no message: the spec's empty text.
  await page.reload();
  await expect(shown(page, 'No job listings available at the moment.')).toBeVisible();
  await expect(page.getByText('Failed to fetch job listings')).toHaveCount(0);
});
