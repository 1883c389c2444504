import type { Page } from '@playwright/test';
import { expectAxeClean } from './support/axe';
import { addStaff, enrolStaff, STAFF_PASSWORD, totp } from './support/staff';
import { expect, test } from './support/test';

// The staff console's way in (issue 47 items 2 and 3): a set-password link made by the command
// line, the password, an authenticator app set up at the first sign-in with its recovery codes,
// and the second factor at every sign-in after.

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

test('a new recruiter chooses a password, sets up the app, keeps the recovery codes and is in', async ({
  page,
}) => {
  // Four screens, each checked by axe at two widths.
  test.slow();
  const member = await addStaff('recruiter', 'Priya Raman');
  // The link the command printed, on the suite's server.
  await page.goto(`/staff/set-password${new URL(member.link).hash}`);
  await expect(heading(page, 'Choose your password')).toBeVisible();
  await expectAxeClean(page, 'set password');
  await page.getByLabel('New password').fill('short');
  await page.getByRole('button', { name: 'Save password' }).click();
  const summary = page.getByRole('region', { name: 'There is a problem' });
  await expect(summary).toBeFocused();
  await expect(page.getByLabel('New password')).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel('New password').fill(STAFF_PASSWORD);
  await page.getByLabel('Retype the password').fill(STAFF_PASSWORD);
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(heading(page, 'Your password is set')).toBeFocused();
  await expect(page.getByRole('main').getByText(`Sign in as ${member.email}.`)).toBeVisible();
  await page.getByRole('link', { name: 'Sign in to the staff console' }).click();

  await expect(heading(page, 'Sign in')).toBeVisible();
  await page.getByLabel('Email').fill(member.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(STAFF_PASSWORD);
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(heading(page, 'Set up your authenticator app')).toBeFocused();
  await expect(
    page.getByRole('img', { name: 'QR code to scan with your authenticator app' }),
  ).toBeVisible();
  const key = (await page.getByText(/^[A-Z2-7]{4}( [A-Z2-7]{1,4})+$/).textContent())!;
  await expectAxeClean(page, 'set up the app');
  await page.getByLabel('Code from the app').fill('000000');
  await page.getByRole('button', { name: 'Confirm and continue' }).click();
  await expect(
    page
      .getByRole('main')
      .getByText('That code is not right. Check your authenticator app and try again.'),
  ).toBeVisible();
  await page.getByLabel('Code from the app').fill(totp(key.replaceAll(' ', '')));
  await page.getByRole('button', { name: 'Confirm and continue' }).click();

  await expect(heading(page, 'Keep your recovery codes')).toBeFocused();
  await expect(
    page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem'),
  ).toHaveCount(10);
  await expectAxeClean(page, 'recovery codes');
  await page.getByRole('button', { name: 'Continue to the console' }).click();
  await expect(
    page.getByRole('main').getByText('Tick this once you have kept the codes.'),
  ).toBeVisible();
  await page.getByLabel('I have kept these codes somewhere safe').check();
  await page.getByRole('button', { name: 'Continue to the console' }).click();

  // A recruiter's first area.
  await expect(page).toHaveURL('/staff/jobs');
  await expect(heading(page, 'Jobs')).toBeVisible();
  await expect(page.getByText('Priya Raman')).toBeVisible();
  await expect(page).toHaveTitle('Jobs · Corvane Staff');
});

test("a wrong password and a wrong code are refused in the server's words; a recovery code signs in once", async ({
  page,
  request,
}) => {
  // Enrolled through the API in a cookie jar of its own: this browser is not signed in.
  const member = await enrolStaff(request, 'admin', 'Tomasz Nowak');
  await page.goto('/staff/audit');
  await expect(page).toHaveURL('/staff/sign-in');
  await expectAxeClean(page, 'sign in');

  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('region', { name: 'There is a problem' })).toBeFocused();

  await page.getByLabel('Email').fill(member.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Wrong#Pass123');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('main').getByText('Incorrect email or password.')).toBeVisible();
  // Nothing typed is lost.
  await expect(page.getByLabel('Email')).toHaveValue(member.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(STAFF_PASSWORD);
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(heading(page, 'Enter your code')).toBeFocused();
  await page.getByLabel('Code from your authenticator app').fill('12345');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('region', { name: 'There is a problem' })).toBeFocused();
  await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
  await expect(page.getByLabel('Recovery code')).toBeFocused();
  await page.getByLabel('Recovery code').fill('NOTACODE22');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(
    page.getByRole('main').getByText('That recovery code is not right, or it was used already.'),
  ).toBeVisible();
  await page.getByLabel('Recovery code').fill(member.recoveryCodes[0]!);
  await page.getByRole('button', { name: 'Sign in' }).click();

  // Back where the guard sent them from.
  await expect(page).toHaveURL('/staff/audit');
  await expect(heading(page, 'Audit log')).toBeVisible();

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(heading(page, 'Sign in')).toBeVisible();
  await page.goto('/staff/jobs');
  await expect(page).toHaveURL('/staff/sign-in');
});

test('each role sees only its own areas, and the others answer with the refusal', async ({
  browser,
}) => {
  const expected = {
    admin: ['Jobs', 'Applications', 'Staff accounts', 'Audit log', 'Personal data', 'Your account'],
    recruiter: ['Jobs', 'Applications', 'Your account'],
    marketing: ['Your account'],
  } as const;
  for (const role of ['admin', 'recruiter', 'marketing'] as const) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await enrolStaff(page.request, role);
    await page.goto('/staff/');
    const nav = page.getByRole('navigation', { name: 'Console' });
    await expect(nav.getByRole('link')).toHaveText([...expected[role]]);
    await expect(nav.getByRole('link', { name: expected[role][0] })).toHaveAttribute(
      'aria-current',
      'page',
    );
    if (role !== 'admin') {
      await page.goto('/staff/accounts');
      await expect(
        page.getByRole('main').getByText('Your role does not allow this.'),
      ).toBeVisible();
      const answer = await page.request.get('/api/staff/accounts');
      expect(answer.status()).toBe(403);
    }
    await context.close();
  }
});

test('the console is never linked from the site, not in its sitemap, and not to be indexed', async ({
  page,
  request,
}) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain('<loc>');
  expect(sitemap).not.toContain('/staff');
  for (const path of ['/', '/careers', '/loginsignup']) {
    await page.goto(path);
    await expect(page.locator('a[href*="/staff"]')).toHaveCount(0);
    const scripts = await page
      .locator('script[src], link[href]')
      .evaluateAll((elements) =>
        elements.map((element) => element.getAttribute('src') ?? element.getAttribute('href')),
      );
    expect(scripts.filter((url) => url?.includes('/staff'))).toEqual([]);
  }
  const consolePage = await request.get('/staff/sign-in');
  expect(consolePage.headers()['x-robots-tag']).toBe('noindex, nofollow');
  expect(await consolePage.text()).toContain('<meta name="robots" content="noindex, nofollow"');
});
