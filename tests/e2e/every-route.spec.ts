import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { routes } from './routes';

declare global {
  interface Window {
    __cspViolations?: string[];
    __reactRouterContext?: unknown;
  }
}

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];
const titles = new Map<string, string>();

for (const { path, heading } of routes) {
  test(`${path} answers 200, shows its heading, runs under its CSP and passes axe`, async ({
    page,
  }) => {
    // Injected by the browser, not the page, so the page's policy does not apply to it.
    await page.addInitScript(() => {
      window.__cspViolations = [];
      document.addEventListener('securitypolicyviolation', (event) => {
        window.__cspViolations!.push(`${event.violatedDirective} ${event.blockedURI}`);
      });
    });
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

    // Its own inline scripts by hash, never 'unsafe-inline' (decision 011); and they ran:
    // the first sets React Router's context.
    const csp = response?.headers()['content-security-policy'] ?? '';
    expect(csp).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/);
    expect(/script-src[^;]*unsafe-inline/.test(csp)).toBe(false);
    expect(await page.evaluate(() => window.__reactRouterContext !== undefined)).toBe(true);

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
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => window.__cspViolations)).toEqual([]);
  });
}

test.afterAll(() => {
  // Titles are unique across whatever routes this worker visited.
  const seen = [...titles.values()];
  expect(new Set(seen).size).toBe(seen.length);
});
