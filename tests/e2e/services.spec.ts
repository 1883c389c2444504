import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { PHONE } from '../support/viewports.mjs';
import { clientNavigate } from './support/page';

// Spec 2.17: the twelve service pages other than QA, with their titles.
const services = [
  ['ai-ml-solutions', 'AI/ML Solutions'],
  ['cyber-security', 'Cyber Security Solutions'],
  ['healthcare', 'Healthcare Solutions'],
  ['business-intelligence', 'Business Intelligence Solutions'],
  ['cloud-technologies', 'Cloud Technologies Solutions'],
  ['web-development', 'Web Development Solutions'],
  ['oracle', 'Oracle Solutions'],
  ['sap-solutions', 'SAP Solutions'],
  ['sas-cdm', 'SAS CDM Solutions'],
  ['pmc', 'PMC (Project Management Consultancy) Solutions'],
  ['workforce-management', 'Workforce Management'],
  ['gsi', 'GSI (Global System Integrator)'],
] as const;
const tabNames = [
  'Overview',
  'What We Do',
  'Challenges & Solutions',
  'Our Differentiators',
  'Our Approaches',
];

const panel = (page: Page) => page.getByRole('tabpanel');

test('every service page shows its own hero, the five tabs and the spec’s counts', async ({
  page,
}) => {
  test.slow();
  const intros = new Set<string>();
  for (const [slug, title] of services) {
    const long = slug === 'workforce-management' || slug === 'gsi';
    await page.goto(`/services/${slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.getByRole('main').getByText('Our Services', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Services' })).toHaveAttribute(
      'href',
      '/#services',
    );
    const intro = await page.locator('h1 + p').textContent();
    expect(intros.has(intro!), `${slug} repeats an intro`).toBe(false);
    intros.add(intro!);
    await expect(page.getByRole('main').getByRole('img')).toHaveAttribute(
      'src',
      `/images/services/${slug}.svg`,
    );

    await expect(page.getByRole('tab')).toHaveText(tabNames);
    await expect(page.getByRole('tab', { name: 'Overview' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(panel(page)).toHaveCount(1);
    await expect(panel(page).locator('p')).toHaveCount(long ? 3 : 2);

    const counts: Record<string, number> = {
      'What We Do': 4,
      'Challenges & Solutions': 6,
      'Our Differentiators': 4,
    };
    for (const [tab, count] of Object.entries(counts)) {
      await page.getByRole('tab', { name: tab }).click();
      await expect(panel(page)).toHaveCount(1);
      await expect(panel(page).getByRole('listitem')).toHaveCount(count);
    }
    await page.getByRole('tab', { name: 'Our Approaches' }).click();
    await expect(panel(page).locator('p')).toHaveCount(long ? 4 : 3);
  }
});

test('the tabs follow the keyboard: arrows, Home and End, in any order', async ({ page }) => {
  await page.goto('/services/cloud-technologies');
  const tab = (name: string) => page.getByRole('tab', { name });
  await tab('Overview').focus();
  await page.keyboard.press('ArrowRight');
  await expect(tab('What We Do')).toBeFocused();
  await expect(tab('What We Do')).toHaveAttribute('aria-selected', 'true');
  await expect(panel(page)).toHaveAccessibleName('What We Do');
  await page.keyboard.press('End');
  await expect(tab('Our Approaches')).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowRight');
  await expect(tab('Overview')).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowLeft');
  await expect(tab('Our Approaches')).toBeFocused();
  await page.keyboard.press('Home');
  await expect(tab('Overview')).toBeFocused();
  await tab('Our Differentiators').click();
  await expect(panel(page)).toHaveAccessibleName('Our Differentiators');
  await expect(panel(page)).toHaveCount(1);
  // Tab leaves the strip for the panel.
  await tab('Our Differentiators').focus();
  await page.keyboard.press('Tab');
  await expect(panel(page)).toBeFocused();
});

test('a tab can be linked to by its hash, and choosing one updates the hash', async ({ page }) => {
  await page.goto('/services/gsi#challenges');
  await expect(page.getByRole('tab', { name: 'Challenges & Solutions' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(panel(page)).toContainText('What makes large, multi-country programmes hard');
  await page.getByRole('tab', { name: 'Our Approaches' }).click();
  await expect(page).toHaveURL(/\/services\/gsi#approaches$/);

  await page.setViewportSize(PHONE);
  await page.goto('/services/oracle#approaches');
  const selected = page.getByRole('tab', { name: 'Our Approaches' });
  await expect(selected).toHaveAttribute('aria-selected', 'true');
  // On a phone the strip scrolls sideways: the linked tab is scrolled into the strip (the page
  // itself opens at the top, spec 2.17).
  const strip = page.getByRole('tablist');
  await expect
    .poll(async () => {
      const [tab, list] = [await selected.boundingBox(), await strip.boundingBox()];
      return tab && list && tab.x >= list.x && tab.x + tab.width <= list.x + list.width;
    })
    .toBe(true);
});

test('mixed-case slugs show the same page, by address and by client-side navigation', async ({
  page,
}) => {
  const response = await page.goto('/services/SAP-Solutions');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('SAP Solutions');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    /^https?:\/\/[^/]+\/services\/sap-solutions$/,
  );

  await clientNavigate(page, '/services/Workforce-Management');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Workforce Management');
  await expect(panel(page).locator('p')).toHaveCount(3);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    /\/services\/workforce-management$/,
  );
  await expect(page).toHaveTitle('Workforce Management | Corvane');
});

test('a client-side navigation to an unknown slug shows the not-found page', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/services/oracle');
  for (const path of ['/services/quantum-knitting', '/products/time-machine']) {
    await clientNavigate(page, path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    await expect(page).toHaveTitle(/^Page not found/);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expect(page.getByRole('link', { name: 'Go to the home page' })).toBeVisible();
  }
  await clientNavigate(page, '/services/healthcare');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Healthcare Solutions');
  expect(errors).toEqual([]);
});

test('the sticky tab strip never hides the focused element', async ({ page }) => {
  // A short phone screen: less room under the sticky header and tab strip.
  await page.setViewportSize({ ...PHONE, height: 640 });
  await page.goto('/services/business-intelligence');
  await page.getByRole('tab', { name: 'Challenges & Solutions' }).click();
  // From the footer back up through the page: each focused element must show below the header
  // and the stuck strip (WCAG 2.4.11).
  await page.getByRole('contentinfo').getByRole('link').first().focus();
  const strip = page.getByRole('tablist');
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press('Shift+Tab');
    const focused = page.locator(':focus');
    if ((await focused.getAttribute('role')) === 'tab') break;
    const box = (await focused.boundingBox())!;
    const stripBox = (await strip.boundingBox())!;
    const visibleTop = Math.max(box.y, stripBox.y + stripBox.height);
    const visibleBottom = Math.min(box.y + box.height, 640);
    expect(
      visibleBottom - visibleTop,
      await focused.evaluate((el) => el.outerHTML.slice(0, 80)),
    ).toBeGreaterThan(8);
  }
});
