import type { Page } from '@playwright/test';
import { expect, test } from './support/test';

const terms = [
  'Overview',
  'Eligibility & Account',
  'Intellectual Property',
  'User Conduct',
  'Limitation of Liability',
];
const privacy = [
  'Data Collection',
  'How We Use Your Information',
  'Information Sharing',
  'Data Security',
  'Your Rights',
];

async function expanded(page: Page, name: string) {
  return page.getByRole('button', { name, exact: true }).getAttribute('aria-expanded');
}

/** Presses Tab until the element is focused; fails if it never is. */
async function tabTo(page: Page, target: ReturnType<Page['getByRole']>, max = 60) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error('never reached by Tab');
}

test('terms start with Overview and Intellectual Property open, and state the dates and age', async ({
  page,
}) => {
  await page.goto('/terms');
  await expect(page.getByText('Last updated March 15, 2025')).toBeVisible();
  for (const title of terms) {
    const open = title === 'Overview' || title === 'Intellectual Property';
    expect(await expanded(page, title)).toBe(String(open));
  }
  await page.getByRole('button', { name: 'Eligibility & Account' }).click();
  await expect(page.getByRole('region', { name: 'Eligibility & Account' })).toContainText(
    'at least 18 years old',
  );
  await expect(page.getByRole('region', { name: 'Eligibility & Account' })).toContainText(
    'parent or legal guardian',
  );
});

test('privacy starts with only Data Collection open', async ({ page }) => {
  await page.goto('/privacy');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
  await expect(
    page.getByRole('link', { name: 'Privacy Policy', exact: true }).first(),
  ).toBeVisible();
  for (const title of privacy) {
    expect(await expanded(page, title)).toBe(String(title === 'Data Collection'));
  }
});

test('the legal page works by keyboard alone', async ({ page }) => {
  await page.goto('/terms');
  const toggle = page.getByRole('navigation', { name: 'Legal documents' });
  await expect(toggle.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute(
    'aria-current',
    'page',
  );

  // Switch documents from the toggle.
  await tabTo(page, toggle.getByRole('link', { name: 'Privacy Policy' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
  expect(await expanded(page, 'Data Collection')).toBe('true');

  // Sections open and close independently with Enter and Space; arrows move between them.
  await tabTo(page, page.getByRole('button', { name: 'Data Collection' }));
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('button', { name: 'How We Use Your Information' })).toBeFocused();
  await page.keyboard.press('Enter');
  expect(await expanded(page, 'How We Use Your Information')).toBe('true');
  expect(await expanded(page, 'Data Collection')).toBe('true');
  await page.keyboard.press('End');
  await expect(page.getByRole('button', { name: 'Your Rights' })).toBeFocused();
  await page.keyboard.press('Space');
  expect(await expanded(page, 'Your Rights')).toBe('true');
  await page.keyboard.press('Home');
  await page.keyboard.press('Enter');
  expect(await expanded(page, 'Data Collection')).toBe('false');

  // Contact Support takes the visitor to the home page's contact section.
  await tabTo(page, page.getByRole('link', { name: 'Contact Support' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/#contact$/);
  await expect(page.getByRole('heading', { name: 'Get In Touch' })).toBeInViewport();
});
