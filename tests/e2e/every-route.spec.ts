import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { routes } from './support/routes';
import { collectErrors, waitForHydration } from './support/page';
import { DESKTOP, PHONE } from '../support/viewports.mjs';
import { fontsOfVisibleText, foreignFonts } from '../support/platformFonts.mjs';
import { expectAxeClean } from './support/axe';

declare global {
  interface Window {
    __cspViolations?: string[];
    __reactRouterContext?: unknown;
  }
}

// From a 320 px phone (or a 1280 px screen zoomed to 400 %, WCAG 1.4.10) to a wide desktop.
const WIDTHS = [320, 375, 414, 768, 1024, 1280, 1440];

/** Where the fonts are checked (decision 073): the phone's and the desktop's widths. */
const FONT_WIDTHS = new Set([PHONE.width, DESKTOP.width]);

/**
 * The widths at which the page scrolls sideways, each with what sticks out furthest; and, at
 * the phone's and the desktop's widths, every visible text drawn in a font we do not ship
 * (Chromium's own record: a glyph our subsets lack, or a control that does not inherit the font,
 * would be drawn in whatever the machine has).
 */
async function sidewaysScrollAndFonts(page: Page) {
  const found: string[] = [];
  const fonts: string[] = [];
  let texts = 0;
  const session = await page.context().newCDPSession(page);
  const height = page.viewportSize()?.height ?? 800;
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height });
    if (FONT_WIDTHS.has(width)) {
      const records = await fontsOfVisibleText(page, session);
      texts += records.length;
      fonts.push(...foreignFonts(records).map((line) => `${width} px: ${line}`));
    }
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
  await session.detach();
  return { sidewaysScroll: found, fonts, texts };
}

const titles = new Map<string, string>();

for (const { path, heading } of routes) {
  test(`${path} answers 200, shows its heading, runs under its CSP, passes axe, reflows and draws only our fonts`, async ({
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

    // Nothing scrolls sideways at any width: content reflows (WCAG 1.4.10). Every glyph comes
    // from a face we ship, on the page as a visitor reads it: hydrated (React may replace what
    // the server drew).
    await waitForHydration(page);
    const { sidewaysScroll, fonts, texts } = await sidewaysScrollAndFonts(page);
    expect(sidewaysScroll).toEqual([]);
    expect(fonts).toEqual([]);
    // The header and footer alone hold dozens at each width (the smallest page: 112 in all).
    expect(texts, 'visible texts checked at two widths').toBeGreaterThan(2 * 40);

    // Last, so that they cover all the page loaded and ran: hydrated, and drawn at seven widths.
    // (Not Playwright's "network idle", which its docs advise against: once in a fresh run it
    // never came on /cookies, and the test ran out of time waiting.)
    expect(errors).toEqual([]);
    expect(await page.evaluate(() => window.__cspViolations)).toEqual([]);
  });
}

test.afterAll(() => {
  // Titles are unique across whatever routes this worker visited.
  const seen = [...titles.values()];
  expect(new Set(seen).size).toBe(seen.length);
});
