import type { Page } from '@playwright/test';
import { expect, newAccount, registerAccount, signInWithToken, test } from './support/accounts';
import { expectAxeClean } from './support/axe';
import { PHONE } from '../support/viewports.mjs';
import { codeFromMail, mailCount } from './support/mailbox';

// Spec 2.12-2.15 and section 4 against the real server: sign-up with the code from the captured
// mail, sign-in, the header's account area, profile and sign-out.

const card = (page: Page) =>
  page.getByRole('region', {
    name: /Sign in to your account|Create your account|Verify your email/,
  });

/** Holds the next call to `path` until `release` is called: to see the busy state. */
async function holdRequest(page: Page, path: string) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**${path}`, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test('register, verify with the mailed code, sign in, see the header, open the profile, sign out', async ({
  page,
}) => {
  // A whole journey with two password hashes and mail: more time on a busy machine.
  test.slow();
  const account = newAccount('Ann', 'Lee');
  await page.goto('/loginsignup');
  await expect(card(page).getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
  await expectAxeClean(page, 'sign-in form');

  await page.getByRole('button', { name: 'Register', pressed: false }).click();
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  await page.getByLabel('First name').fill(account.firstName);
  await page.getByLabel('Last name').fill(account.lastName);
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(account.email);
  await page.getByLabel('Retype email').fill(account.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('abc');
  // The live hints of spec 5: advisory, updated as the visitor types.
  await expect(card(page).getByText('At least 8 characters (5 more needed)')).toBeVisible();
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(account.password);
  await expect(
    page.getByRole('listitem').filter({ hasText: 'At least 8 characters, done' }),
  ).toBeVisible();
  await page.getByLabel('Retype password').fill(account.password);

  // A country fills in its phone code; the option values are the name and first code.
  await page.getByRole('combobox', { name: 'Country', exact: true }).selectOption('United Kingdom');
  const phoneCode = page.getByRole('combobox', { name: 'Phone code' });
  await expect(phoneCode).toHaveValue('United Kingdom (+44)');
  await expect(phoneCode.locator('option[value="Canada (+1)"]')).toHaveCount(1);
  await expect(phoneCode.locator('option[value="Dominican Republic (+1809)"]')).toHaveCount(1);
  // Digits only, whatever is typed.
  await page.getByLabel('Phone number').pressSequentially('7700 900-123');
  await expect(page.getByLabel('Phone number')).toHaveValue('7700900123');
  await expectAxeClean(page, 'register form');

  const release = await holdRequest(page, '/api/user/register');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByRole('button', { name: 'Processing...' })).toBeVisible();
  release();

  // Register success moves to the OTP step, showing the email and the server's message.
  await expect(page.getByRole('heading', { name: 'Verify your email' })).toBeFocused();
  await expect(card(page).getByText(/^Registration successful/)).toBeVisible();
  await expect(page.getByText(`We sent a code to ${account.email}.`)).toBeVisible();
  await expectAxeClean(page, 'OTP step');
  await page.getByLabel('OTP').fill(await codeFromMail(account.email, 'verify'));
  await page.getByRole('button', { name: 'Verify' }).click();

  // Verify success returns to sign-in with the server's message; the email is still there.
  await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeFocused();
  await expect(
    card(page).getByText('Email verified successfully. You can now sign in.'),
  ).toBeVisible();
  await expectAxeClean(page, 'sign-in after verifying');
  await expect(page.getByLabel('Email')).toHaveValue(account.email);
  await page.getByLabel('Password').fill(account.password);
  // No reload from here on: the sign-in reaches the header in the same document.
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(card(page).getByText('Login successful')).toBeVisible();
  await expect(page).toHaveURL('/');

  const menuButton = page.getByRole('button', { name: 'Ann Lee, account menu' });
  await expect(menuButton).toBeVisible();
  await expect(menuButton).toContainText('AL');
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toMatch(/\S{20,}/);

  await menuButton.click();
  await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
  await expectAxeClean(page, 'user menu open');
  await page.getByRole('link', { name: 'Profile' }).click();
  await expect(page).toHaveURL('/profile');
  await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  const details = page.getByRole('region', { name: 'Account details' });
  await expect(details.getByRole('definition').first()).toHaveText('Ann Lee');
  await expect(details).toContainText(account.email);
  await expect(details).toContainText('+44 7700900123');
  await expect(details).toContainText('United Kingdom');
  await expect(details).toContainText('Verified');
  await expect(details).not.toContainText('Not Verified');
  await expectAxeClean(page, 'profile');

  await menuButton.click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Get Started' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

test('signing in before verifying asks for the code, mailed afresh, then signs in', async ({
  page,
  request,
}) => {
  const account = await registerAccount(request, newAccount('Tom', 'Ng'), { verify: false });
  const before = mailCount(account.email, 'verify');
  await page.goto('/loginsignup');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();

  await expect(page.getByRole('heading', { name: 'Verify your email' })).toBeFocused();
  await expect(card(page).getByText('Please enter the OTP sent to your email')).toBeVisible();
  // Not the server's refusal: neither shown nor said.
  await expect(page.getByText(/Your email is not verified/)).toHaveCount(0);
  await expectAxeClean(page, 'OTP step after an unverified sign-in');
  await page.getByLabel('OTP').fill(await codeFromMail(account.email, 'verify', before));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(
    card(page).getByText('Email verified successfully. You can now sign in.'),
  ).toBeVisible();

  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('button', { name: 'Tom Ng, account menu' })).toBeVisible();
});

test('a wrong password shows the server message and keeps what was typed, the password selected', async ({
  page,
  request,
}) => {
  const account = await registerAccount(request);
  await page.goto('/loginsignup');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill('Wrong#2025');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(card(page).getByText('Incorrect email or password.')).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(account.email);
  await expect(page.getByLabel('Password')).toHaveValue('Wrong#2025');
  await expect(page.getByLabel('Password')).toBeFocused();
  await expectAxeClean(page, 'sign-in refused');
  // Selected: typing again replaces it, and the right one signs in.
  await page.keyboard.type(account.password);
  await expect(page.getByLabel('Password')).toHaveValue(account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL('/');
});

test('forgot and reset: a weak password is refused before any call, a strong one works', async ({
  page,
  request,
}) => {
  const account = await registerAccount(request);
  await page.goto('/loginsignup');
  await page.getByRole('link', { name: 'Forgot Password?' }).click();
  await expect(page).toHaveURL('/forgot-password');
  await expectAxeClean(page, 'forgot password');
  await page.getByLabel('Email').fill(account.email);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(page.getByText(/we have sent it a code/)).toBeVisible();
  await expectAxeClean(page, 'forgot password sent');

  // After 2 s, the reset screen with the email carried over.
  await expect(page).toHaveURL('/reset-password', { timeout: 10_000 });
  await expect(page.getByLabel('Email')).toHaveValue(account.email);
  await page.getByLabel('OTP').fill(await codeFromMail(account.email, 'reset'));
  const resetCalls: string[] = [];
  page.on(
    'request',
    (r) => r.url().endsWith('/api/user/reset-password') && resetCalls.push(r.url()),
  );

  await page.getByRole('textbox', { name: 'New password' }).fill('Sh#1a');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  const shown = (text: string) => page.getByText(text, { exact: true });
  await expect(shown('Password must be 8-18 characters long.')).toBeVisible();
  await page.getByRole('textbox', { name: 'New password' }).fill('corvane#2026');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(
    shown('Password must contain uppercase, lowercase, number, and special character.'),
  ).toBeVisible();
  // The password is kept, focused, marked in error and described by the message (WCAG 3.3.1).
  const newPassword = page.getByRole('textbox', { name: 'New password' });
  await expect(newPassword).toBeFocused();
  await expect(newPassword).toHaveValue('corvane#2026');
  await expect(newPassword).toHaveAttribute('aria-invalid', 'true');
  await expect(newPassword).toHaveAccessibleDescription(
    /Password must contain uppercase, lowercase, number, and special character\.$/,
  );
  await expectAxeClean(page, 'reset refused');
  expect(resetCalls).toEqual([]);

  // Show/hide: the password can be checked before sending.
  await page.getByRole('button', { name: 'Show password' }).click();
  await expect(page.getByRole('textbox', { name: 'New password' })).toHaveAttribute('type', 'text');
  await page.getByRole('textbox', { name: 'New password' }).fill('Corvane#2026');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText(/^Your password has been reset\./)).toBeVisible();
  await expect(page).toHaveURL('/loginsignup', { timeout: 10_000 });

  const login = await request.post('/api/user/login', {
    data: { email: account.email, password: 'Corvane#2026' },
  });
  expect(login.status()).toBe(200);
});

test('a signed-in visitor who opens /loginsignup goes to the home page', async ({
  page,
  request,
}) => {
  const account = await registerAccount(request);
  await signInWithToken(page, account);
  await page.goto('/loginsignup');
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('button', { name: 'Ann Lee, account menu' })).toBeVisible();
});

test('a stored token the server refuses signs the visitor out and goes home, silently', async ({
  page,
}) => {
  // Runs once: the sign-out goes home by a client-side navigation, not a new document.
  await page.addInitScript(() => localStorage.setItem('token', 'not-a-real-token'));
  await page.goto('/careers');
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Get Started' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  // The server's refusal is neither shown nor said.
  await expect(page.getByText('Your session is not valid. Please sign in again.')).toHaveCount(0);
});

test('other open tabs follow a sign-in and a sign-out', async ({ page, context, request }) => {
  const account = await registerAccount(request, newAccount('Ravi', 'Patel'));
  const other = await context.newPage();
  await other.goto('/careers');
  await expect(other.getByRole('banner').getByRole('link', { name: 'Get Started' })).toBeVisible();

  await page.goto('/loginsignup');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(other.getByRole('button', { name: 'Ravi Patel, account menu' })).toBeVisible();

  // Signed in, the page goes home; the menu is opened there.
  await expect(page).toHaveURL('/');
  await page.getByRole('button', { name: 'Ravi Patel, account menu' }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(other.getByRole('banner').getByRole('link', { name: 'Get Started' })).toBeVisible();
});

test('the user menu closes on Escape (focus back on its button) and on a click outside', async ({
  page,
  request,
}) => {
  const account = await registerAccount(request);
  await signInWithToken(page, account);
  await page.goto('/careers');
  const menuButton = page.getByRole('button', { name: 'Ann Lee, account menu' });
  await menuButton.click();
  await page.getByRole('link', { name: 'Profile' }).focus();
  await page.keyboard.press('Escape');
  await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  await expect(menuButton).toBeFocused();
  await expect(page.getByRole('link', { name: 'Profile' })).toBeHidden();

  await menuButton.click();
  await expect(page.getByRole('link', { name: 'Profile' })).toBeVisible();
  await page.getByRole('heading', { level: 1 }).click();
  await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
});

test.describe('on a phone', () => {
  test.use({ viewport: PHONE });

  test('a profile button with the initials, and the account in the menu', async ({
    page,
    request,
  }) => {
    const account = await registerAccount(request, newAccount('Mia', 'Chen'));
    await signInWithToken(page, account);
    await page.goto('/careers');
    const profileButton = page.getByRole('button', { name: 'Mia Chen, account menu' });
    await expect(profileButton).toHaveText(/MC/);
    // Only the initials show: a round button, the name left to its accessible name.
    expect((await profileButton.boundingBox())!.width).toBeLessThan(60);
    await profileButton.click();
    await expectAxeClean(page, 'phone profile menu open');
    await page.getByRole('link', { name: 'Profile' }).click();
    await expect(page).toHaveURL('/profile');

    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    const phoneMenu = page.getByRole('navigation', { name: 'Main (phone)' });
    await expect(phoneMenu).toContainText('Signed in as Mia Chen');
    await expect(phoneMenu.getByRole('link', { name: 'Get Started' })).toHaveCount(0);
    await expectAxeClean(page, 'phone menu signed in');
    await phoneMenu.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL('/');
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await expect(phoneMenu.getByRole('link', { name: 'Get Started' })).toBeVisible();
  });
});
