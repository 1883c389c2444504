import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { headerBottom, withCookieChoice } from './support/page';
import { PHONE } from '../support/viewports.mjs';

const NAV = ['Home', 'About', 'Services', 'Staffing Solutions', 'Products', 'Careers', 'Contact'];

test.beforeEach(async ({ page }) => withCookieChoice(page));

test('the header links every section and page, and marks where the visitor is', async ({
  page,
}) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main', exact: true });
  for (const name of NAV) await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'location');

  // Scrolling the home page moves the mark with the section at the top.
  await page.locator('#services').scrollIntoViewIfNeeded();
  await page.evaluate(() => {
    const top = document.getElementById('services')!.getBoundingClientRect().top;
    window.scrollBy(0, top - 60);
  });
  await expect(nav.getByRole('link', { name: 'Services' })).toHaveAttribute(
    'aria-current',
    'location',
  );
  await expect(nav.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');

  // The layout moving under the line with no scroll (a font or late content changing a section's
  // height, where the browser does not anchor the scroll) moves the mark too.
  await page.evaluate(() => {
    document.documentElement.style.overflowAnchor = 'none';
    const taller = document.createElement('div');
    taller.style.height = '400px';
    document.getElementById('about')!.append(taller);
  });
  await expect(nav.getByRole('link', { name: 'About' })).toHaveAttribute(
    'aria-current',
    'location',
  );
  await expect(nav.getByRole('link', { name: 'Services' })).not.toHaveAttribute('aria-current');

  // Elsewhere the path decides.
  await page.goto('/services/GSI');
  await expect(nav.getByRole('link', { name: 'Services' })).toHaveAttribute('aria-current', 'true');
  await page.goto('/products/robotics-research-kit');
  await expect(nav.getByRole('link', { name: 'Products' })).toHaveAttribute('aria-current', 'true');
  await page.goto('/careers');
  await expect(nav.getByRole('link', { name: 'Careers' })).toHaveAttribute('aria-current', 'page');
  await page.goto('/terms');
  await expect(nav.locator('[aria-current]')).toHaveCount(0);
});

test('the bar turns more opaque once the page has scrolled past 50 px', async ({ page }) => {
  await page.goto('/privacy');
  const header = page.getByRole('banner');
  const alpha = () =>
    header.evaluate((el) => {
      const match = /rgba?\(([^)]+)\)/.exec(getComputedStyle(el).backgroundColor);
      const parts = match?.[1]?.split(/[ ,/]+/).filter(Boolean) ?? [];
      return parts.length === 4 ? Number(parts[3]) : 1;
    });
  const atTop = await alpha();
  await page.mouse.wheel(0, 40);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(40);
  expect(await alpha()).toBe(atTop);
  await page.mouse.wheel(0, 40);
  await expect.poll(alpha).toBeGreaterThan(atTop);
});

test('Get Started takes a visitor to sign-in', async ({ page }) => {
  await page.goto('/cookies');
  await page.getByRole('banner').getByRole('link', { name: 'Get Started' }).click();
  await expect(page).toHaveURL(/\/loginsignup$/);
});

test('each header link lands its section heading below the fixed bar, from any page', async ({
  page,
}) => {
  const sections = [
    ['About', 'About Corvane'],
    ['Services', 'Our Services'],
    ['Staffing Solutions', 'Staffing Revolutionized'],
    ['Products', 'Our Products'],
    ['Contact', 'Get In Touch'],
  ] as const;
  for (const [link, heading] of sections) {
    await page.goto('/careers');
    await page
      .getByRole('navigation', { name: 'Main', exact: true })
      .getByRole('link', { name: link, exact: true })
      .click();
    const target = page.getByRole('heading', { name: heading, level: 2 });
    await expect(target).toBeInViewport();
    await expect
      .poll(async () => (await target.boundingBox())!.y >= (await headerBottom(page)))
      .toBe(true);
  }
});

/**
 * Clicks through the home page's sections far up and down, and checks each lands where the page
 * aims a section: its top at the scroll padding below the bar, to a pixel. (A page whose sections
 * change height as they come near, as with `content-visibility: auto`, decision 096, misses it
 * by hundreds of pixels.)
 */
async function landsEachSection(page: Page, press: (link: string) => Promise<void>) {
  await page.goto('/');
  const jumps = [
    ['Contact', 'Get In Touch'],
    ['About', 'About Corvane'],
    ['Products', 'Our Products'],
    ['Services', 'Our Services'],
    ['Contact', 'Get In Touch'],
    ['Staffing Solutions', 'Staffing Revolutionized'],
  ] as const;
  for (const [link, name] of jumps) {
    await press(link);
    const section = page.getByRole('region', { name, exact: true });
    await expect
      .poll(() =>
        section.evaluate((el) => {
          const aim = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop);
          return Math.abs(el.getBoundingClientRect().top - aim);
        }),
      )
      .toBeLessThanOrEqual(1);
  }
}

test("moving between the home page's sections lands each one at the same place", async ({
  page,
}) => {
  const nav = page.getByRole('navigation', { name: 'Main', exact: true });
  await landsEachSection(page, (link) =>
    nav.getByRole('link', { name: link, exact: true }).click(),
  );
});

test('a fresh load of a hash scrolls to that section', async ({ page }) => {
  await page.goto('/#staffing-solutions');
  const heading = page.getByRole('heading', { name: 'Staffing Revolutionized' });
  await expect(heading).toBeInViewport();
  await expect
    .poll(async () => (await heading.boundingBox())!.y >= (await headerBottom(page)))
    .toBe(true);
});

test.describe('on a phone', () => {
  test.use({ viewport: PHONE });

  test("moving between the home page's sections from the menu, with reduced motion, lands each one at the same place", async ({
    page,
  }) => {
    // Reduced motion: the scroll is instant.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await landsEachSection(page, async (link) => {
      await page.getByRole('button', { name: 'Menu' }).click();
      await page
        .getByRole('navigation', { name: 'Main (phone)' })
        .getByRole('link', { name: link, exact: true })
        .click();
    });
  });

  test('a fresh load of a hash lands on its section without a script error', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/#staffing-solutions');
    const section = page.getByRole('region', { name: 'Staffing Revolutionized' });
    await expect(section).toBeFocused();
    // Its code has arrived and taken over the page's HTML: the wheel answers.
    const items = section.getByRole('list', { name: 'Our HSE commitments' }).getByRole('listitem');
    // Focus shows an item's details, whenever the wheel's code arrived.
    await expect(async () => {
      await items.nth(0).focus();
      await items.nth(1).focus();
      await expect(items.nth(1)).toHaveAttribute('data-active', 'true', { timeout: 1000 });
    }).toPass();
    expect(errors).toEqual([]);
  });

  test('the menu keeps focus inside while open; Escape closes it and returns focus', async ({
    page,
  }) => {
    await page.goto('/privacy');
    const button = page.getByRole('button', { name: 'Menu' });
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const menu = page.getByRole('navigation', { name: 'Main (phone)' });
    // Tab goes round the button and the menu's links, never out to the page behind.
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab');
      const inside = await page.evaluate(() => {
        const active = document.activeElement;
        const menuEl = document.querySelector('nav[aria-label="Main (phone)"]');
        const buttonEl = [...document.querySelectorAll('button')].find(
          (b) => b.textContent === 'Menu',
        );
        return Boolean(active && (menuEl?.contains(active) || active === buttonEl));
      });
      expect(inside).toBe(true);
    }
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(button).toBeFocused();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  test('a click outside closes the menu', async ({ page }) => {
    await page.goto('/privacy');
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Main (phone)' })).toBeVisible();
    await page.mouse.click(200, 600);
    await expect(page.getByRole('navigation', { name: 'Main (phone)' })).toBeHidden();
  });
});
