import { tabTo } from './support/page';
import { enrolStaff } from './support/staff';
import { expect, test } from './support/test';

// The console by keyboard alone (issue 47 item 9): signing in, the skip link, the navigation,
// and a form's list controls, each reached with Tab and used with Enter or Space.

test('a recruiter signs in, moves between screens and edits a list, with the keyboard only', async ({
  page,
  request,
}) => {
  test.slow();
  const member = await enrolStaff(request, 'recruiter', 'Kofi Mensah');
  await page.goto('/staff/sign-in');
  await tabTo(page, page.getByLabel('Email'));
  await page.keyboard.type(member.email);
  await tabTo(page, page.getByRole('textbox', { name: 'Password', exact: true }));
  await page.keyboard.type('Console#2026-staff');
  await page.keyboard.press('Enter');

  await expect(page.getByRole('heading', { level: 1, name: 'Enter your code' })).toBeFocused();
  await tabTo(page, page.getByRole('button', { name: 'Use a recovery code instead' }));
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Recovery code')).toBeFocused();
  await page.keyboard.type(member.recoveryCodes[1]!);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/staff/jobs');

  // The skip link is the first stop, and takes focus past the header and navigation.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();

  const nav = page.getByRole('navigation', { name: 'Console' });
  await tabTo(page, nav.getByRole('link', { name: 'Applications' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Applications' })).toBeFocused();
  await tabTo(page, page.getByLabel('Search by name or email'));
  await page.keyboard.type('nobody');
  await expect(page).toHaveURL(/search=nobody/);
  // The search runs without moving focus away from what is being typed.
  await expect(page.getByLabel('Search by name or email')).toBeFocused();

  await tabTo(page, nav.getByRole('link', { name: 'Jobs' }), 120);
  await page.keyboard.press('Enter');
  await tabTo(page, page.getByRole('link', { name: 'Post a job' }));
  await page.keyboard.press('Enter');
  await tabTo(page, page.getByRole('textbox', { name: 'Title' }));
  await page.keyboard.type('Data Engineer');
  await tabTo(page, page.getByRole('button', { name: 'Add a responsibility' }));
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Responsibility 2')).toBeFocused();
  await tabTo(page, page.getByRole('button', { name: 'Remove responsibility 2' }));
  await page.keyboard.press('Space');
  await expect(page.getByLabel('Responsibility 2')).toHaveCount(0);
  await expect(page.getByLabel('Responsibility 1')).toBeFocused();
});
