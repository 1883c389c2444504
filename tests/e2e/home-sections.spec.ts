import type { Locator } from '@playwright/test';
import { expect, test } from './support/test';
import { collectErrors, waitForHydration, withCookieChoice } from './support/page';
import { DESKTOP, PHONE } from '../support/viewports.mjs';

test.beforeEach(async ({ page }) => withCookieChoice(page));

test('how we work: four steps, the one in view highlighted', async ({ page }) => {
  // The page hydrates its prerendered HTML: React reports no error and renders nothing afresh
  // (that would detach the steps found below).
  const errors = collectErrors(page);
  await page.goto('/');
  const section = page.getByRole('region', { name: 'From first call to lasting results' });
  const steps = section
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3 }) });
  await expect(steps).toHaveCount(4);
  await steps.nth(3).scrollIntoViewIfNeeded();
  await expect(steps.nth(3)).toHaveAttribute('aria-current', 'step');
  expect(errors).toEqual([]);
});

test('about: three panels that snap, and three dots that scroll to each', async ({ page }) => {
  // From the header's link on the hydrated page: the only thing that moves focus is then the
  // link's own scroll (a fresh load of /#about may be focused by the browser first and again by
  // the page once hydrated, which raced the blur below).
  await page.goto('/');
  await waitForHydration(page);
  await page.getByRole('banner').getByRole('link', { name: 'About', exact: true }).click();
  const about = page.locator('#about');
  await expect(about.getByRole('heading', { name: 'About Corvane', level: 2 })).toBeVisible();
  const dots = about.getByRole('navigation', { name: 'About panels' }).getByRole('button');
  await expect(dots).toHaveCount(3);
  // The hash link focused the section (after its 100 ms delay): the dots show.
  await expect(about).toBeFocused();
  await expect(dots.first()).toHaveCSS('opacity', '1');
  // Hidden while the pointer is elsewhere and focus is outside.
  await page.mouse.move(5, 5);
  await page.locator('body').evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await expect(about.getByRole('navigation', { name: 'About panels' })).toHaveCSS('opacity', '0');
  await about.hover();
  await dots.nth(2).click();
  await expect(about.getByRole('heading', { name: 'Why clients stay' })).toBeInViewport();
  await expect(dots.nth(2)).toHaveAttribute('aria-current', 'true');
  await dots.nth(1).click();
  await expect(about.getByRole('heading', { name: 'What drives us' })).toBeInViewport();
  for (const name of ['Mission', 'Vision', 'Values']) {
    await expect(about.getByRole('heading', { name, level: 4 })).toBeVisible();
  }
});

test('services: All first; a category filters the cards and titles them; cards open their page', async ({
  page,
}) => {
  await page.goto('/#services');
  const section = page.getByRole('region', { name: 'Our Services' });
  const filter = section.getByRole('group', { name: 'Filter services by category' });
  const options = filter.getByRole('button');
  await expect(options).toHaveCount(11);
  await expect(options.first()).toHaveText('All');
  await expect(options.first()).toHaveAttribute('aria-pressed', 'true');
  const cards = section.getByRole('listitem');
  await expect(cards).toHaveCount(13);

  await filter.getByRole('button', { name: 'Analytics' }).click();
  await expect(filter.getByRole('button', { name: 'Analytics' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(options.first()).toHaveAttribute('aria-pressed', 'false');
  await expect(section.getByRole('heading', { name: 'Analytics Services' })).toBeVisible();
  await expect(cards).toHaveCount(2);
  await expect(section.getByRole('heading', { name: 'SAS CDM Solutions' })).toBeVisible();

  await filter.getByRole('button', { name: 'All' }).click();
  await expect(cards).toHaveCount(13);
  await expect(section.getByRole('heading', { name: /Services$/, level: 3 })).toHaveCount(1);

  await section.getByRole('link', { name: 'Discover More about SAP Solutions' }).click();
  await expect(page).toHaveURL(/\/services\/SAP-Solutions$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('SAP Solutions');

  // Clicking anywhere on a card opens its page too.
  await page.goto('/#services');
  await page
    .getByRole('region', { name: 'Our Services' })
    .getByRole('listitem')
    .filter({ hasText: 'Manual, automated' })
    .click();
  await expect(page).toHaveURL(/\/services\/qa-services$/);
});

test('services: the cards pulse for their first second, over their own text', async ({ page }) => {
  await page.clock.install();
  await page.goto('/#services');
  const grid = page.getByRole('region', { name: 'Our Services' }).getByRole('list').last();
  await expect(grid).toHaveAttribute('aria-busy', 'true');
  // The second starts when the page has hydrated: move the clock until it has, a second at a
  // time; the pulse then ends.
  await expect(async () => {
    await page.clock.runFor(1000);
    await expect(grid).toHaveAttribute('aria-busy', 'false', { timeout: 250 });
  }).toPass();
});

test('staffing: approach and challenge cards, and an HSE wheel whose details show on hover and focus', async ({
  page,
}) => {
  await page.goto('/#staffing-solutions');
  const section = page.getByRole('region', { name: 'Staffing Revolutionized' });
  await expect(section.getByRole('heading', { level: 4 })).toHaveCount(4);
  await expect(section.getByText('Challenge', { exact: true })).toHaveCount(6);
  const list = section.getByRole('list', { name: 'Our HSE commitments' });
  const items = list.getByRole('listitem');
  await expect(items).toHaveCount(6);
  // A plain list for screen readers: every item's details are its own text.
  await expect(items.first()).toContainText('Ergonomic assessments');
  // The middle of the wheel is a visual copy, hidden from assistive technology.
  const centre = list.locator('xpath=..').locator('> [aria-hidden="true"]');
  // Hover reaches the wheel's handlers only once the page has hydrated.
  await waitForHydration(page);
  await items.nth(2).hover();
  await expect(centre).toContainText('Remote-first delivery');
  await page.mouse.move(0, 0);
  await items.nth(4).focus();
  await expect(centre).toContainText('no-blame line');
});

for (const [viewport, radius] of [
  [PHONE, 120],
  [DESKTOP, 180],
] as const) {
  test(`the HSE wheel's radius is ${radius} px at ${viewport.width} px wide`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto('/#staffing-solutions');
    const list = page.getByRole('list', { name: 'Our HSE commitments' });
    await expect(list.getByRole('listitem')).toHaveCount(6);
    const distances = await list.getByRole('listitem').evaluateAll((items) => {
      const wheel = items[0]!.parentElement!.parentElement!.getBoundingClientRect();
      const cx = wheel.left + wheel.width / 2;
      const cy = wheel.top + wheel.height / 2;
      return items.map((item) => {
        const box = item.getBoundingClientRect();
        return Math.round(Math.hypot(box.left + box.width / 2 - cx, box.top + box.height / 2 - cy));
      });
    });
    expect(distances).toEqual(Array(6).fill(radius));
  });
}

test('products: seven in the catalogue, the first featured; choosing one features it', async ({
  page,
}) => {
  await page.goto('/#products');
  const section = page.getByRole('region', { name: 'Our Products' });
  const catalogue = section.getByRole('tablist', { name: 'Product catalogue' });
  const items = catalogue.getByRole('tab');
  await expect(items).toHaveCount(7);
  await expect(items.first()).toHaveAttribute('aria-selected', 'true');
  const featured = section.getByRole('tabpanel');
  await expect(featured.getByRole('heading', { name: 'Online Learning Platform' })).toBeVisible();
  for (const fixed of [
    'Cross-platform',
    'March 2025',
    'Enterprise',
    'Cloud-based',
    'AI-powered',
    '24/7 Support',
  ]) {
    await expect(featured).toContainText(fixed);
  }
  await items.nth(5).click();
  await expect(featured.getByRole('heading', { name: 'Cyber Threat Analyzer' })).toBeVisible();
  await expect(section.getByRole('heading', { name: 'Our Products' })).toBeInViewport();
  await featured.getByRole('link', { name: 'Explore Product' }).click();
  await expect(page).toHaveURL(/\/products\/cyber-threat-analyzer$/);
});

test('trusted by: three rows of 7, 7 and 8 logos, one button pauses them', async ({ page }) => {
  await page.goto('/');
  const section = page.getByRole('region', { name: 'Trusted By' });
  await section.scrollIntoViewIfNeeded();
  const rows = section.getByRole('list', { name: /Clients, row/ });
  await expect(rows).toHaveCount(3);
  expect(await rows.nth(0).getByRole('listitem').count()).toBe(7);
  expect(await rows.nth(1).getByRole('listitem').count()).toBe(7);
  expect(await rows.nth(2).getByRole('listitem').count()).toBe(8);
  // The package's motion control: its name says what pressing it does, with no pressed state.
  const button = (name: string) => section.getByRole('button', { name, exact: true });
  await button('Pause logos').click();
  await expect(button('Play logos')).toBeVisible();
  await expect(button('Play logos')).not.toHaveAttribute('aria-pressed');
  await expectRows(rows, 'paused');
  await button('Play logos').click();
  await expect(button('Pause logos')).toBeVisible();
  await expectRows(rows, 'running');
});

test('trusted by: focus arriving on the button stops the logos; pressing it plays them', async ({
  page,
}) => {
  await page.goto('/');
  await waitForHydration(page);
  const section = page.getByRole('region', { name: 'Trusted By' });
  const rows = section.getByRole('list', { name: /Clients, row/ });
  const button = (name: string) => section.getByRole('button', { name, exact: true });
  await expectRows(rows, 'running');
  // As the package's Carousel and Marquee do (APG): focus stops the motion, the name says Play.
  await button('Pause logos').focus();
  await expect(button('Play logos')).toBeFocused();
  await expectRows(rows, 'paused');
  await page.keyboard.press('Enter');
  await expect(button('Pause logos')).toBeFocused();
  await expectRows(rows, 'running');
});

/** Each row's list travels inside a moving track: its parent. */
async function expectRows(rows: Locator, state: 'running' | 'paused') {
  for (const row of await rows.all()) {
    await expect(row.locator('xpath=..')).toHaveCSS('animation-play-state', state);
  }
}

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('the logos stand still and every name is readable', async ({ page }) => {
    await page.goto('/');
    const section = page.getByRole('region', { name: 'Trusted By' });
    await section.scrollIntoViewIfNeeded();
    await expect(section.getByText('Ironbridge Rail').first()).toBeInViewport();
    const track = section.getByRole('list', { name: 'Clients, row 1' }).locator('xpath=..');
    await expect(track).toHaveCSS('animation-name', 'none');
    // Nothing moves, so there is nothing to pause: the button is gone, as a row's own one is.
    await expect(section.getByRole('button')).toHaveCount(0);
  });
});
