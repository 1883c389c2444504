import { expect, test, type Page } from '@playwright/test';
import { routes } from './support/routes';
import { collectErrors } from './support/page';
import { DESKTOP } from '../support/viewports.mjs';
import { expectAxeClean } from './support/axe';

declare global {
  interface Window {
    __cspViolations?: string[];
    __reactRouterContext?: unknown;
  }
}

// From a 320 px phone (or a 1280 px screen zoomed to 400 %, WCAG 1.4.10) to a wide desktop.
const WIDTHS = [320, 375, 414, 768, 1024, 1280, 1440];

/** The widths at which the page scrolls sideways, each with what sticks out furthest. */
async function sidewaysScroll(page: Page) {
  const found: string[] = [];
  const height = page.viewportSize()?.height ?? 800;
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height });
    const culprit = await page.evaluate(() => {
      const root = document.documentElement;
      if (root.scrollWidth <= root.clientWidth) return null;
      let widest: Element | undefined;
      let right = 0;
      for (const element of document.body.querySelectorAll('*')) {
        const box = element.getBoundingClientRect();
        // Content inside a box that clips it (a marquee's track) scrolls nothing.
        if (box.right > right && !element.parentElement?.closest('.cv-marquee')) {
          right = box.right;
          widest = element;
        }
      }
      // Named by its own classes, and by those of the nearest ancestor that has some.
      const label = (element: Element) =>
        `${element.tagName.toLowerCase()}${[...element.classList].map((c) => `.${c}`).join('')}`;
      const named = widest?.closest('[class]');
      const name = !widest
        ? '?'
        : !named || named === widest
          ? label(widest)
          : `${label(named)} ${label(widest)}`;
      return `${root.scrollWidth} px wide: ${name}`;
    });
    if (culprit) found.push(`${width} px: ${culprit}`);
  }
  return found;
}

const titles = new Map<string, string>();

for (const { path, heading } of routes) {
  test(`${path} answers 200, shows its heading, runs under its CSP, passes axe and reflows`, async ({
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
    // /profile asks the server even without a token (spec section 6): the 401 is expected.
    const errors = collectErrors(
      page,
      (message) => path === '/profile' && message.location().url.endsWith('/api/user/profile'),
    );
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

    await expectAxeClean(page, path, [DESKTOP]);
    expect(errors).toEqual([]);
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => window.__cspViolations)).toEqual([]);

    // Nothing scrolls sideways at any width: content reflows (WCAG 1.4.10).
    expect(await sidewaysScroll(page)).toEqual([]);
  });
}

test.afterAll(() => {
  // Titles are unique across whatever routes this worker visited.
  const seen = [...titles.values()];
  expect(new Set(seen).size).toBe(seen.length);
});
