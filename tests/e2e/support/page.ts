// The Playwright helpers a spec uses on a page: a cookie choice made before, hydration awaited,
// errors collected, keys pressed, client-side navigation, the CPU slowed, the navigations the
// browser was asked for.
import type { BrowserContext, ConsoleMessage, Locator, Page } from '@playwright/test';
// Its `Window.__cvEarlyEvents` too: the site's own declaration, not a copy.
import type { EarlyEvents } from '../../../site/app/earlyEvents';

/** Pretends the visitor chose before: the cookie banner stays away. */
export async function withCookieChoice(page: Page, choice: 'accepted' | 'rejected' = 'accepted') {
  await page.addInitScript((value) => localStorage.setItem('cookieChoice', value), choice);
}

/**
 * Waits until React has taken over the prerendered page: the page's own early-events script says
 * `hydrated` (the first commit's effects have run and what was pressed early has been replayed),
 * and the cookie banner's `data-prerendered` mark, which its first effect clears, is gone.
 */
export async function waitForHydration(page: Page) {
  const hydrated: EarlyEvents['state'] = 'hydrated';
  await page.waitForFunction(
    (state) =>
      window.__cvEarlyEvents?.state === state && !document.querySelector('[data-prerendered]'),
    hydrated,
  );
}

/**
 * Every console error and page error from now on (call before navigating), except the console
 * errors `expected` says a page is meant to log.
 */
export function collectErrors(
  page: Page,
  expected: (message: ConsoleMessage) => boolean = () => false,
): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && !expected(message)) errors.push(message.text());
  });
  return errors;
}

/** Presses Tab until `target` has focus; fails if it never does. */
export async function tabTo(page: Page, target: Locator, max = 80) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`never reached by Tab: ${target}`);
}

/**
 * Presses a link, tab or button with the keyboard: focus, then Enter. It reaches the control
 * wherever the page has scrolled to, where a click aims at a point (a page scrolls smoothly to
 * its top, or to its hash's section, 100 ms after it opens: spec 2.1).
 */
export async function pressByKeyboard(page: Page, control: Locator) {
  await control.focus();
  await page.keyboard.press('Enter');
}

/** The fixed header's bottom edge, in viewport pixels. */
export async function headerBottom(page: Page): Promise<number> {
  return page.getByRole('banner').evaluate((header) => header.getBoundingClientRect().bottom);
}

/**
 * Goes to a new path inside the app the way the browser's Back and Forward buttons do, once the
 * app's router listens and React has hydrated: a popstate before hydration would be lost, and so
 * would one handled after the router initialised but before React subscribed to it (seen once on
 * a loaded CI machine: the page kept its old heading).
 */
export async function clientNavigate(page: Page, path: string) {
  await waitForHydration(page);
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

/**
 * Slows the page's main thread `rate` times (the DevTools protocol's CPU throttling), as on a
 * busy phone; returns what puts it back to full speed.
 */
export async function slowDownCpu(page: Page, rate: number): Promise<() => Promise<void>> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  return async () => {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 }).catch(() => undefined);
    await cdp.detach().catch(() => undefined);
  };
}

/** The addresses the browser was asked to open, by context, since the last `forgetNavigations`. */
const navigations = new WeakMap<BrowserContext, string[]>();

/** From now on, notes every address the browser is asked to open, in a tab or a new one. */
export function watchNavigations(context: BrowserContext) {
  const asked: string[] = [];
  navigations.set(context, asked);
  context.on('request', (request) => {
    if (request.isNavigationRequest()) asked.push(request.url());
  });
}

/** What the browser was asked to open in `context` (watched by `watchNavigations`). */
export function navigationsAsked(context: BrowserContext): readonly string[] {
  const asked = navigations.get(context);
  if (!asked) throw new Error('Call watchNavigations(context) before pressing the link.');
  return asked;
}

/** Before a press: what the browser opened so far is not what the press opens. */
export function forgetNavigations(context: BrowserContext) {
  navigations.get(context)?.splice(0);
}
