import { expect, test } from './support/test';
import { DESKTOP, PHONE } from '../support/viewports.mjs';
import { expectAxeClean } from './support/axe';
import { tabTo, withCookieChoice } from './support/page';

for (const viewport of [PHONE, DESKTOP]) {
  test(`the home page passes axe with the banner shown, at ${viewport.width} px`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto('/');
    await expect(page.getByRole('region', { name: 'Cookies on this site' })).toBeVisible();
    // Bring every section in, so each has hydrated, then check the whole page.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect(page.getByRole('form', { name: 'Contact Us' })).toBeVisible();
    await expectAxeClean(page, 'home page, banner shown', [viewport]);
  });
}

test.describe('on a phone', () => {
  test.use({ viewport: PHONE });

  test('axe passes with the menu open', async ({ page }) => {
    await withCookieChoice(page);
    await page.goto('/');
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Main (phone)' })).toBeVisible();
    await expectAxeClean(page, 'phone menu open', [PHONE]);
  });
});

test('one walk by keyboard alone: header, hero, services filter, products, the form, a flip card', async ({
  page,
}) => {
  await withCookieChoice(page);
  await page.goto('/');
  // The skip link first, then the header.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
  const nav = page.getByRole('navigation', { name: 'Main', exact: true });
  await tabTo(page, nav.getByRole('link', { name: 'Careers' }));

  // Hero: the rotation button, then the selected indicator; arrows choose a slide.
  await tabTo(page, page.getByRole('button', { name: /slide rotation/ }));
  await page.keyboard.press('Tab');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'AI & Machine Learning' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await tabTo(page, page.getByRole('link', { name: 'Discover Innovations' }));

  // Services filter.
  const technology = page.getByRole('button', { name: 'Technology', exact: true });
  await tabTo(page, technology);
  await page.keyboard.press('Enter');
  await expect(technology).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('heading', { name: 'Technology Services' })).toBeVisible();

  // Products: into the catalogue, arrows move the selection.
  await tabTo(page, page.getByRole('tab', { name: 'Online Learning Platform' }));
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('tab', { name: 'Smart Health Monitor' })).toHaveAttribute(
    'aria-selected',
    'true',
  );

  // The contact form, field by field, sent with Enter.
  await tabTo(page, page.getByRole('textbox', { name: 'Name' }), 200);
  await page.keyboard.type('Ada Lovelace');
  await page.keyboard.press('Tab');
  await page.keyboard.type('ada@example.com');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Keyboard walk');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Sent without a mouse.');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Send Message' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText(/sent successfully/)).toBeVisible();

  // Our Locations, after the form: a card turns over with Enter.
  const card = page.getByRole('button', { name: /Show address/ }).first();
  await tabTo(page, card, 200);
  await page.keyboard.press('Enter');
  await expect(card).toHaveAttribute('aria-pressed', 'true');
});
