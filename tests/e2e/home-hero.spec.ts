import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { PHONE, TABLET } from '../support/viewports.mjs';
import { waitForHydration, withCookieChoice } from './support/page';

const SLIDES = [
  ['Web Development', 'Architecting Digital Experiences', 'Explore Techniques', '/web-development'],
  ['AI & Machine Learning', 'Beyond Human Cognition', 'Discover Innovations', '/ai-ml'],
  ['Cybersecurity', 'Fortress of Digital Defense', 'Inspect Solutions', '/cybersecurity'],
  ['AI Hub', 'Intelligence Reimagined', 'Enter Hub', '/ai-innovation-hub'],
] as const;

test.beforeEach(async ({ page }) => withCookieChoice(page));

/**
 * The home page on Playwright's clock, hydrated: the rotation's timer has started (it starts only
 * then), and from here the page's time moves only when the test moves it. An installed clock
 * otherwise runs on with real time too, and a busy machine's pauses between two steps count: once
 * in CI the 100 ms between "not yet" (5,900 ms) and "now" (6,000 ms) had passed before the test
 * looked. The pause jumps 1 s ahead (it cannot jump to the past), well inside the first 6,000 ms.
 */
async function heroOnAClock(page: Page) {
  await page.clock.install();
  await page.goto('/');
  await waitForHydration(page);
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  const hero = page.getByRole('region', { name: 'What we do' });
  return { hero, indicators: hero.getByRole('tab') };
}

test('the hero has four slides, each ending in Innovation, with its button to its page', async ({
  page,
}) => {
  await page.goto('/');
  const hero = page.getByRole('region', { name: 'What we do' });
  const indicators = hero.getByRole('tab');
  await expect(indicators).toHaveCount(4);
  for (const [position, [title, subtitle, button, path]] of SLIDES.entries()) {
    await indicators.nth(position).click();
    await expect(indicators.nth(position)).toHaveAttribute('aria-selected', 'true');
    const slide = hero.getByRole('tabpanel', { name: `${position + 1} of 4` });
    await expect(slide.getByRole('heading', { name: `${title} Innovation` })).toBeVisible();
    await expect(slide).toContainText(subtitle);
    await expect(slide.getByRole('link', { name: button })).toHaveAttribute('href', path);
  }
  await hero.getByRole('link', { name: 'Enter Hub' }).click();
  await expect(page).toHaveURL(/\/ai-innovation-hub$/);
});

test('the first slide is complete in the page before any script runs', async ({ page }) => {
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Web Development Innovation' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Explore Techniques' })).toBeVisible();
});

test('slides move on every 6000 ms and wrap; an indicator shows its title on hover and focus', async ({
  page,
}) => {
  const { indicators } = await heroOnAClock(page);
  await expect(indicators.first()).toHaveAttribute('aria-selected', 'true');
  await page.mouse.move(5, 20);
  for (const expected of [1, 2, 3, 0]) {
    await page.clock.runFor(6000);
    await expect(indicators.nth(expected)).toHaveAttribute('aria-selected', 'true');
  }
  const second = indicators.nth(1);
  await second.hover();
  const tip = second.getByText('AI & Machine Learning');
  await expect(tip).toBeVisible();
  // Hoverable (WCAG 1.4.13): the pointer moves up onto the tip, and it stays.
  const box = (await tip.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 5 });
  await expect(tip).toHaveCSS('opacity', '1');
  await page.mouse.move(5, 20);
  await indicators.nth(2).focus();
  await page.keyboard.press('ArrowLeft');
  await expect(second).toBeFocused();
  await expect(second.getByText('AI & Machine Learning')).toBeVisible();
});

test('clicking an indicator moves to its slide and the rotation goes on from there; keyboard focus stops it', async ({
  page,
}) => {
  const { hero, indicators } = await heroOnAClock(page);
  // Spec section 4: a click moves to that slide, and the timer restarts on every change.
  await indicators.nth(2).click();
  await expect(indicators.nth(2)).toHaveAttribute('aria-selected', 'true');
  await page.mouse.move(5, 20);
  await page.clock.runFor(5900);
  await expect(indicators.nth(2)).toHaveAttribute('aria-selected', 'true');
  await page.clock.runFor(100);
  await expect(indicators.nth(3)).toHaveAttribute('aria-selected', 'true');
  // Keyboard focus arriving stops it until Play (APG carousel pattern).
  await indicators.nth(3).focus();
  await page.keyboard.press('ArrowLeft');
  await expect(indicators.nth(2)).toHaveAttribute('aria-selected', 'true');
  await page.clock.runFor(12_000);
  await expect(indicators.nth(2)).toHaveAttribute('aria-selected', 'true');
  await expect(hero.getByRole('button', { name: /Play slide rotation/ })).toBeVisible();
});

test.describe('the SCROLL hint', () => {
  test.use({ viewport: TABLET });

  test('shows from medium screens up, and goes once the page has scrolled past 200 px', async ({
    page,
  }) => {
    await page.goto('/');
    const hint = page.getByRole('link', { name: 'Scroll to About' });
    await expect(hint).toBeVisible();
    await expect(hint).toHaveText(/scroll/i);
    await page.mouse.wheel(0, 150);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(150);
    await expect(hint).toHaveCSS('opacity', '1');
    await page.mouse.wheel(0, 100);
    await expect(hint).toHaveCSS('opacity', '0');
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: PHONE });

  test('there is no SCROLL hint', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Web Development Innovation' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Scroll to About' })).toBeHidden();
  });
});
