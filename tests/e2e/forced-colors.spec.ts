// In forced colours (Windows High Contrast and the like) the browser replaces the page's colours
// with the user's, and a chosen tab, toggle or page link marked only by a background colour looks
// like the others. Each one here must still look different from an unchosen sibling, and the
// carousel's indicators must still be drawn at all.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { withCookieChoice } from './support/page';

test.use({ colorScheme: 'dark' });

test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ forcedColors: 'active' });
  await withCookieChoice(page);
});

const look = (locator: Locator) =>
  locator.evaluate((element) => {
    const style = getComputedStyle(element);
    return `${style.backgroundColor} ${style.color} ${style.borderTopWidth} ${style.borderTopColor}`;
  });

async function expectStandsOut(chosen: Locator, other: Locator) {
  await expect(chosen).toBeVisible();
  // Retried: the chosen state may still be arriving (a tab is marked once the page's code runs).
  await expect
    .poll(async () => (await look(chosen)) !== (await look(other)), { message: 'stands out' })
    .toBe(true);
}

const canvas = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

test('the chosen tab, product, filter and page link stand out in forced colours', async ({
  page,
}) => {
  await page.goto('/services/cloud-technologies');
  await expectStandsOut(
    page.getByRole('tab', { selected: true }),
    page.getByRole('tab', { selected: false }).first(),
  );

  await page.goto('/');
  const header = page.getByRole('navigation', { name: 'Main', exact: true });
  await expectStandsOut(
    header.getByRole('link', { name: 'Home' }),
    header.getByRole('link', { name: 'About' }),
  );
  await expectStandsOut(
    page.getByRole('button', { name: 'All', pressed: true }),
    page.getByRole('button', { name: 'Technology', pressed: false }),
  );
  const catalogue = page.getByRole('tablist', { name: 'Product catalogue' });
  await expectStandsOut(
    catalogue.getByRole('tab', { selected: true }),
    catalogue.getByRole('tab', { selected: false }).first(),
  );

  await page.goto('/loginsignup');
  await expectStandsOut(
    page.getByRole('button', { name: 'Login', pressed: true }),
    page.getByRole('button', { name: 'Register', pressed: false }),
  );

  await page.goto('/terms');
  const legal = page.getByRole('navigation', { name: 'Legal documents' });
  await expectStandsOut(
    legal.getByRole('link', { name: 'Terms of Service' }),
    legal.getByRole('link', { name: 'Privacy Policy' }),
  );
});

test("the hero carousel's indicators are drawn in forced colours, the current one apart", async ({
  page,
}) => {
  await page.goto('/');
  const tabs = page.getByRole('tablist', { name: 'Choose a slide' }).getByRole('tab');
  await expect(tabs).toHaveCount(4);
  const background = await canvas(page);
  const bars = await tabs.evaluateAll((elements) =>
    elements.map((tab) => ({
      selected: tab.getAttribute('aria-selected') === 'true',
      colour: getComputedStyle(tab.firstElementChild!).backgroundColor,
    })),
  );
  for (const bar of bars) {
    expect(bar.colour).not.toBe(background);
    expect(bar.colour).not.toBe('rgba(0, 0, 0, 0)');
  }
  const current = bars.find((bar) => bar.selected)!;
  expect(bars.filter((bar) => bar.colour === current.colour)).toHaveLength(1);
});
