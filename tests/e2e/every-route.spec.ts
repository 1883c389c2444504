import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { routes } from './routes';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];
const titles = new Map<string, string>();

for (const { path, heading } of routes) {
  test(`${path} answers 200, shows its heading and passes axe`, async ({ page }) => {
    // Hydration mismatches and script failures surface as console errors: none allowed.
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      // /profile asks the server even without a token (spec section 6): the 401 is expected.
      const refusedProfile =
        path === '/profile' && message.location().url.endsWith('/api/user/profile');
      if (message.type() === 'error' && !refusedProfile) errors.push(message.text());
    });
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);

    // Its own title and description, not the home page's.
    const title = await page.title();
    expect(title).toMatch(/\| Corvane$/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{30,}/);
    titles.set(path, title);

    // Header, footer and main landmark on every page.
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page.getByRole('main')).toBeVisible();

    const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
    expect(violations.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`)).toEqual([]);
    expect(errors).toEqual([]);
  });
}

test.afterAll(() => {
  // Titles are unique across whatever routes this worker visited.
  const seen = [...titles.values()];
  expect(new Set(seen).size).toBe(seen.length);
});
