import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/** axe's WCAG 2.2 A/AA violations on the page as it is now, one line each. */
export async function axeViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return violations.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`);
}

/** Every JSON-LD block of an HTML document, parsed (throws on invalid JSON). */
export function jsonLdBlocks(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  );
}

/** The content of a head tag of an HTML document: `<meta property="og:url" content="...">`. */
export function headValue(html: string, attribute: string, name: string, value = 'content') {
  const head = html.slice(0, html.indexOf('</head>'));
  const tag = new RegExp(`<(?:meta|link)\\b(?=[^>]*\\b${attribute}="${name}")[^>]*>`).exec(
    head,
  )?.[0];
  const found = tag && new RegExp(`\\b${value}="([^"]*)"`).exec(tag)?.[1];
  return found?.replace(/&amp;/g, '&').replace(/&quot;/g, '"');
}

/**
 * Goes to a new path inside the app the way the browser's Back and Forward buttons do, once the
 * app's router listens (a popstate before hydration would be lost).
 */
export async function clientNavigate(page: Page, path: string) {
  await page.waitForFunction(
    () =>
      (window as { __reactRouterDataRouter?: { state: { initialized: boolean } } })
        .__reactRouterDataRouter?.state.initialized === true,
  );
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}
