import { expect, test } from '@playwright/test';
import { routes } from './routes';

declare global {
  interface Window {
    __cspViolations?: string[];
    __reactRouterContext?: unknown;
  }
}

test('every prerendered page runs under its Content-Security-Policy with no violation', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`));
  page.on('console', (message) => {
    // /profile without a token asks anyway and shows the server's 401 message (spec section 6).
    const expected = page.url().endsWith('/profile') && message.text().includes('status of 401');
    if (message.type() === 'error' && !expected) problems.push(`${page.url()}: ${message.text()}`);
  });
  // Injected by the browser, not the page, so the policy does not apply to this listener.
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__cspViolations!.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });

  for (const { path, heading } of routes) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    const csp = response?.headers()['content-security-policy'] ?? '';
    expect(csp, path).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/);
    expect(/script-src[^;]*unsafe-inline/.test(csp), path).toBe(false);
    await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(heading);
    await page.waitForLoadState('networkidle');
    // The first inline script of every page sets React Router's context: it ran.
    expect(await page.evaluate(() => window.__reactRouterContext !== undefined), path).toBe(true);
    expect(await page.evaluate(() => window.__cspViolations), path).toEqual([]);
  }
  expect(problems).toEqual([]);
});
