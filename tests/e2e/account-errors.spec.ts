import type { Page, Route } from '@playwright/test';
import { expect, newAccount, registerAccount, test } from './support/accounts';
import { expectAxeClean } from './support/axe';
import { fillRegister } from './support/forms';
import { PHONE } from '../support/viewports.mjs';

// Every message of spec section 8 for the account screens: local checks, the server's own
// texts, the order of sources (errors[0].msg, then msg, then the default) and network failures.

const fail = (status: number, json: unknown) => (route: Route) => route.fulfill({ status, json });
const unreachable = (route: Route) => route.abort('failed');
/** A message the page shows, and only once: it is heard from where it shows (decision 100). */
const shown = (page: Page, text: string | RegExp) => page.getByText(text, { exact: true });

test('sign-in: the first errors[].msg, else msg, else "Operation failed", also when unreachable', async ({
  page,
}) => {
  await page.goto('/loginsignup');
  await page.getByLabel('Email').fill('ann@example.com');
  const signIn = async (handler: (route: Route) => Promise<void>) => {
    await page.unroute('**/api/user/login');
    await page.route('**/api/user/login', handler);
    await page.getByLabel('Password').fill('Corvane#2025');
    await page.getByRole('button', { name: 'Sign In' }).click();
  };
  await signIn(fail(400, { errors: [{ msg: 'Email is required.' }], msg: 'Second' }));
  await expect(shown(page, 'Email is required.')).toBeVisible();
  await signIn(fail(401, { msg: 'Only the msg', message: 'Not this' }));
  await expect(shown(page, 'Only the msg')).toBeVisible();
  // A refusal names neither field: both are marked, and described by it (WCAG 3.3.1).
  for (const field of [page.getByLabel('Email'), page.getByLabel('Password')]) {
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(/Only the msg$/);
  }
  await signIn(fail(500, {}));
  await expect(shown(page, 'Operation failed')).toBeVisible();
  await signIn(unreachable);
  await expect(shown(page, 'Operation failed')).toBeVisible();
  // Nothing was refused by the server this time: the password stays, and nothing is marked.
  await expect(page.getByLabel('Password')).not.toHaveAttribute('aria-invalid');
  await expect(page.getByLabel('Password')).toHaveValue('Corvane#2025');
  await expect(page.getByLabel('Email')).toHaveValue('ann@example.com');
});

test('sign-in success without a message from the server says "Login successful"', async ({
  page,
  request,
}) => {
  const account = await registerAccount(request);
  await page.route('**/api/user/login', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...(await response.json()), msg: '' } });
  });
  await page.goto('/loginsignup');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(shown(page, 'Login successful')).toBeVisible();
  await expect(page).toHaveURL('/');
});

test('register: "Emails do not match" and "Passwords do not match" before any call', async ({
  page,
}) => {
  const calls: string[] = [];
  page.on('request', (r) => r.url().endsWith('/api/user/register') && calls.push(r.url()));
  await page.goto('/loginsignup');
  const account = newAccount();
  await fillRegister(page, account, { retypeEmail: `x${account.email}` });
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(shown(page, 'Emails do not match')).toBeVisible();
  // The message is brought into view; the retyped email keeps what was typed, focused.
  await expect(shown(page, 'Emails do not match')).toBeInViewport();
  await expect(page.getByLabel('Retype email')).toBeFocused();
  await expect(page.getByLabel('Retype email')).toHaveValue(`x${account.email}`);
  // The field in error says so, and what is wrong, to whoever lands on it (WCAG 3.3.1).
  await expect(page.getByLabel('Retype email')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Retype email')).toHaveAccessibleDescription('Emails do not match');
  await expectAxeClean(page, 'register: emails do not match');

  await page.getByLabel('Retype email').fill(account.email.toUpperCase());
  await page.getByLabel('Retype password').fill('Corvane#2024');
  // On a phone the message sits far above the button pressed: it is brought into view.
  await page.setViewportSize(PHONE);
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(shown(page, 'Passwords do not match')).toBeInViewport();
  // Nothing typed is lost: the retyped password stays, focused and selected (typing replaces it).
  await expect(page.getByLabel('Retype password')).toHaveValue('Corvane#2024');
  await expect(page.getByLabel('Retype password')).toBeFocused();
  await expect(page.getByLabel('Retype password')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Retype password')).toHaveAccessibleDescription(
    'Passwords do not match',
  );
  // The email is right now: no longer marked.
  await expect(page.getByLabel('Retype email')).not.toHaveAttribute('aria-invalid');
  await page.keyboard.type(account.password);
  await expect(page.getByLabel('Retype password')).toHaveValue(account.password);
  await expect(page.getByRole('textbox', { name: 'Password', exact: true })).toHaveValue(
    account.password,
  );
  await expect(page.getByLabel('First name')).toHaveValue(account.firstName);
  expect(calls).toEqual([]);
});

test('register: the server\'s messages, and "Operation failed" when it cannot be reached', async ({
  page,
  request,
}) => {
  const taken = await registerAccount(request);
  await page.goto('/loginsignup');
  await fillRegister(page, newAccount(), { PhoneNo: '123' });
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(shown(page, 'Phone number must have 4 to 15 digits.')).toBeVisible();
  await expect(page.getByLabel('Phone number')).toHaveValue('123');

  await page.getByLabel('Phone number').fill('7700900123');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(taken.email);
  await page.getByLabel('Retype email').fill(taken.email);
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(
    shown(page, 'An account with this email already exists. Please sign in.'),
  ).toBeVisible();

  await page.route('**/api/user/register', unreachable);
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(shown(page, 'Operation failed')).toBeVisible();
  await expect(page.getByLabel('Retype password')).toHaveValue(taken.password);
});

test('verify: the server\'s message for a wrong code, and "Operation failed"', async ({
  page,
  request,
}) => {
  const account = await registerAccount(request, newAccount(), { verify: false });
  await page.goto('/loginsignup');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Please enter the OTP sent to your email')).toBeVisible();

  await page.getByLabel('OTP').fill('000000');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(shown(page, /^(That code is not right\. You have 4 tries left\.)$/)).toBeVisible();
  // The notice that asked for the code is done with: the refusal shows alone.
  await expect(page.getByText('Please enter the OTP sent to your email')).toHaveCount(0);
  await expectAxeClean(page, 'verify refused');
  await page.route('**/api/user/verify-otp', fail(500, {}));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(shown(page, 'Operation failed')).toBeVisible();
  await page.unroute('**/api/user/verify-otp');
  await page.route('**/api/user/verify-otp', unreachable);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(shown(page, 'Operation failed')).toBeVisible();
  await expect(page.getByLabel('OTP')).toHaveValue('000000');
});

test('forgot password: the server\'s message, else "Request failed", also when unreachable', async ({
  page,
}) => {
  await page.goto('/forgot-password');
  await page.getByLabel('Email').fill('ann@example.com');
  await page.route(
    '**/api/user/forgot-password',
    fail(429, { msg: 'Too many attempts. Please wait 15 minutes and try again.' }),
  );
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(
    shown(page, 'Too many attempts. Please wait 15 minutes and try again.'),
  ).toBeVisible();
  await page.unroute('**/api/user/forgot-password');
  await page.route('**/api/user/forgot-password', fail(500, {}));
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(shown(page, 'Request failed')).toBeVisible();
  await expectAxeClean(page, 'forgot password failed');
  await page.unroute('**/api/user/forgot-password');
  await page.route('**/api/user/forgot-password', unreachable);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(shown(page, 'Request failed')).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue('ann@example.com');
  await expect(page).toHaveURL('/forgot-password');
});

test('reset password: the server\'s message, else "Reset failed", also when unreachable', async ({
  page,
  request,
}) => {
  const account = await registerAccount(request);
  await page.goto('/reset-password');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('OTP').fill('123456');
  await page.getByRole('textbox', { name: 'New password' }).fill('Corvane#2026');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(shown(page, 'This code is not valid. Please request a new code.')).toBeVisible();
  await page.route('**/api/user/reset-password', fail(500, {}));
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(shown(page, 'Reset failed')).toBeVisible();
  await page.unroute('**/api/user/reset-password');
  await page.route('**/api/user/reset-password', unreachable);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(shown(page, 'Reset failed')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'New password' })).toHaveValue('Corvane#2026');
  await expect(page.getByLabel('OTP')).toHaveValue('123456');
});

test('profile without a token: the server refuses, the red box offers to sign in', async ({
  page,
}) => {
  await page.goto('/profile');
  await expect(shown(page, 'Please sign in to see your profile.')).toBeVisible();
  await expectAxeClean(page, 'profile refused');
  await page.getByRole('main').getByRole('link', { name: 'Sign in to see your profile' }).click();
  await expect(page).toHaveURL('/loginsignup');
});

test('profile: loading, then the server\'s msg, else "Failed to fetch profile"', async ({
  page,
}) => {
  // No token, so the page's call is the only one (the header asks only for a stored token).
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/user/profile', async (route) => {
    await held;
    await route.fulfill({ status: 500, json: {} });
  });
  await page.goto('/profile');
  await expect(page.getByText('Loading your profile...')).toBeVisible();
  await expectAxeClean(page, 'profile loading');
  release();
  await expect(shown(page, 'Failed to fetch profile')).toBeVisible();
  await expectAxeClean(page, 'profile failed');

  await page.unroute('**/api/user/profile');
  await page.route('**/api/user/profile', unreachable);
  await page.reload();
  await expect(shown(page, 'Failed to fetch profile')).toBeVisible();

  await page.unroute('**/api/user/profile');
  await page.route('**/api/user/profile', fail(503, { msg: 'Profiles are resting.' }));
  await page.reload();
  await expect(shown(page, 'Profiles are resting.')).toBeVisible();
});
