import type { Page } from '@playwright/test';
import { newAccount } from './support/accounts';
import { expect, test } from './support/backends';
import { fillApplicant, fillRegister, resume } from './support/forms';
import { onePagePdf } from './support/pdf';
import { startScreenReader, type ScreenReader } from './support/screenReader';
import { waitForHydration } from './support/page';

// The visitor's journeys through sign-up, sign-in, password reset, profile, careers and apply,
// run against our API (project "desktop") and against the minimal spec-7 backend (project
// "spec-7"): the site must work with any backend that answers as spec section 7 allows. Where
// the backends word things differently, `backend.says` holds what each one makes the site show.

/** Opens `path` and listens to it (every notice the site shows is also said). */
async function listen(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
  return startScreenReader(page);
}

/** What it said aloud (its live regions' phrases) in `log`. */
const liveIn = (log: string[]) => log.filter((said) => /^(polite|assertive): /.test(said));

/** The green text of a step, shown while the step's screen is there (none when not sent). */
async function expectShown(page: Page, text: string | null) {
  if (text) await expect(page.getByText(text)).toBeVisible();
}

/**
 * What a step said aloud once it is over: the backend's message, politely, or nothing at all
 * when it sent none (so no notice was shown either); never an error.
 */
async function expectSaid(reader: ScreenReader, mark: number, text: string | null) {
  await reader.settle();
  const said = liveIn(await reader.since(mark));
  if (!text) return expect(said).toEqual([]);
  expect(said.filter((phrase) => phrase.startsWith('assertive: '))).toEqual([]);
  expect(said).toContainEqual(expect.stringMatching(/^polite: /));
  expect(said.find((phrase) => phrase.includes(text))).toMatch(/^polite: /);
}

async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

test('register, verify, sign in, see the header and the profile, sign out', async ({
  page,
  backend,
}) => {
  // Password hashes, mail and the spec's 2 s pauses: more time on a busy machine.
  test.slow();
  const account = newAccount('Ann', 'Lee');
  const reader = await listen(page, '/loginsignup');
  await fillRegister(page, account);
  let mark = await reader.mark();
  await page.getByRole('button', { name: 'Sign Up' }).click();

  await expect(page.getByRole('heading', { name: 'Verify your email' })).toBeFocused();
  await expectShown(page, backend.says.registered);
  await expectSaid(reader, mark, backend.says.registered);
  await page.getByLabel('OTP').fill(await backend.code(account.email, 'verify'));
  mark = await reader.mark();
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeFocused();
  await expectShown(page, backend.says.verified);
  await expectSaid(reader, mark, backend.says.verified);

  await signIn(page, account.email, account.password);
  await expect(page.getByText('Login successful')).toBeVisible();
  await expect(page).toHaveURL('/');
  const menuButton = page.getByRole('button', { name: 'Ann Lee, account menu' });
  await menuButton.click();
  await page.getByRole('link', { name: 'Profile' }).click();
  const details = page.getByRole('region', { name: 'Account details' });
  await expect(details.getByRole('definition').first()).toHaveText('Ann Lee');
  await expect(details).toContainText(account.email);
  await expect(details).toContainText('+44 7700900123');
  await expect(details).toContainText('United Kingdom');
  await expect(details.getByText('Verified', { exact: true })).toBeVisible();
  await expect(details).not.toContainText('Not provided');

  await menuButton.click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Get Started' })).toBeVisible();
});

test('signing in before verifying asks for the code, then signs in', async ({ page, backend }) => {
  const account = await backend.register(newAccount('Tom', 'Ng'), { verify: false });
  // The sign-up's own code first: our server mails it from its outbox, a moment after the reply.
  await backend.code(account.email, 'verify');
  const before = backend.codeCount(account.email, 'verify');
  const reader = await listen(page, '/loginsignup');
  await signIn(page, account.email, account.password);
  await expect(page.getByRole('heading', { name: 'Verify your email' })).toBeFocused();
  await expect(page.getByText('Please enter the OTP sent to your email')).toBeVisible();
  await page.getByLabel('OTP').fill(await backend.code(account.email, 'verify', before));
  const mark = await reader.mark();
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeFocused();
  await expectShown(page, backend.says.verified);
  await expectSaid(reader, mark, backend.says.verified);

  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('button', { name: 'Tom Ng, account menu' })).toBeVisible();
});

test("a wrong password shows the backend's message and keeps the email", async ({
  page,
  backend,
}) => {
  const account = await backend.register(newAccount());
  await page.goto('/loginsignup');
  await signIn(page, account.email, 'Wrong#2025');
  await expect(page.getByText(backend.says.wrongPassword, { exact: true })).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(account.email);
  await expect(page.getByLabel('Password')).toBeFocused();
});

test('forgot password, reset with the code, sign in with the new password', async ({
  page,
  backend,
}) => {
  // Password hashes, mail and the spec's 2 s pauses: more time on a busy machine.
  test.slow();
  const account = await backend.register(newAccount('Mia', 'Chen'));
  const reader = await listen(page, '/forgot-password');
  await page.getByLabel('Email').fill(account.email);
  let mark = await reader.mark();
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expectShown(page, backend.says.codeSent);
  // Spec section 9: the reset screen follows after 2 s, the email carried over.
  await expect(page).toHaveURL('/reset-password', { timeout: 10_000 });
  await expectSaid(reader, mark, backend.says.codeSent);
  await expect(page.getByLabel('Email')).toHaveValue(account.email);
  await page.getByLabel('OTP').fill(await backend.code(account.email, 'reset'));
  await page.getByRole('textbox', { name: 'New password' }).fill('Corvane#2026');
  mark = await reader.mark();
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expectShown(page, backend.says.reset);
  await expect(page).toHaveURL('/loginsignup', { timeout: 10_000 });
  await expectSaid(reader, mark, backend.says.reset);

  await signIn(page, account.email, 'Corvane#2026');
  await expect(page.getByRole('button', { name: 'Mia Chen, account menu' })).toBeVisible();
});

test("careers: a job's card and details, then apply with a PDF", async ({ page, backend }) => {
  await page.goto('/careers');
  const card = page.getByRole('article', { name: backend.job.title });
  await expect(card).toContainText(backend.job.badge);
  await expect(card).toContainText(backend.job.salary);
  await card.getByRole('button', { name: /^Details/ }).click();
  const details = page.getByRole('dialog', { name: backend.job.title });
  await expect(details.getByRole('heading', { name: 'Responsibilities' })).toBeVisible();
  await details.getByRole('button', { name: 'Close' }).first().click();
  await expect(details).toBeHidden();

  await card.getByRole('button', { name: /^Apply Now/ }).click();
  const dialog = page.getByRole('dialog', { name: `Apply for ${backend.job.title}` });
  await fillApplicant(dialog);
  await dialog.getByLabel('Resume').setInputFiles(resume('cv.pdf', onePagePdf('Grace Okafor')));
  await dialog.getByRole('button', { name: 'Submit Application' }).click();
  await expect(dialog.getByText('Application submitted successfully!')).toBeVisible();
  await expect(
    dialog.getByText("Thank you for your interest. We'll be in touch soon."),
  ).toBeVisible();
  await expect(dialog).toBeHidden({ timeout: 10_000 });
});
