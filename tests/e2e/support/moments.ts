import { expect, type BrowserContext, type Page, type Route } from '@playwright/test';
import { forgetNavigations, pressByKeyboard, slowDownCpu, waitForHydration } from './page';
import { locate, menuButton, type Control } from './controls';
import { ownState, stateSignature } from './outcomes';

/**
 * The controls of a page, activated at three moments of its load (issue 18): `before` hydration
 * (the page's scripts are held back: the prerendered HTML alone), `hydrating` (scripts released,
 * the main thread slowed, the activation sent as soon as React has started hydrating), `after`
 * (the page has hydrated). Whatever the moment, a control must do what its name says and leave
 * every section of the page whole.
 */
export type Moment = 'before' | 'hydrating' | 'after';
export const MOMENTS: Moment[] = ['before', 'hydrating', 'after'];

/** How much the main thread is slowed while hydrating, so the activation lands inside it. */
const HYDRATING_CPU_SLOWDOWN = 6;

declare global {
  interface Window {
    /** Which state the early-events script was in when the visitor first pressed or clicked. */
    __cvMoment?: string;
  }
}

/** Records, in the page, the state its early-events script was in at the first press. */
export async function noteTheMomentOfEachPress(context: BrowserContext) {
  await context.addInitScript(() => {
    const note = () => {
      window.__cvMoment ??= window.__cvEarlyEvents?.state ?? 'no script';
    };
    addEventListener('click', note, true);
    addEventListener('keydown', note, true);
  });
}

/**
 * Loads `path` as a first-time visitor and activates the control at the given moment. Returns
 * the state the page was in when the press arrived (a native navigation may leave none to read)
 * and, for a button pressed on the hydrated page, the page's state just before the press.
 */
export async function activate(
  page: Page,
  path: string,
  control: Control,
  moment: Moment,
  keyboard: boolean,
): Promise<{ landed: string; untouched?: { page: string; own: string }; pressedAs: string }> {
  if (page.url().startsWith('http')) await page.evaluate(() => localStorage.clear());
  forgetNavigations(page.context());
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const hold = async (route: Route) => {
    await released;
    await route.fallback();
  };
  if (moment !== 'after') await page.route('**/assets/*.js', hold);
  try {
    await page.goto(path, { waitUntil: moment === 'after' ? 'load' : 'commit' });
    if (moment === 'after') await waitForHydration(page);
    if (control.region === 'phone menu') {
      // The phone menu opens with the page's code: its button is what meets the moment.
      await press(page, menuButton(page), keyboard);
      release();
      await waitForHydration(page);
      await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'true');
    }
    const target = locate(page, control);
    if (moment !== 'after' && control.region !== 'phone menu') {
      // Parsed (the scripts wait): a control the server did not render (one that shows what a
      // request brought, such as a job) cannot be pressed before the page's code runs.
      await page.waitForFunction(() => document.readyState !== 'loading');
      if ((await target.count()) === 0) return { landed: 'not in the server HTML', pressedAs: '' };
    }
    await expect(target).toBeVisible();
    await target.scrollIntoViewIfNeeded();
    let untouched: { page: string; own: string } | undefined;
    // What the button said when pressed (before hydration: what the server rendered).
    const pressedAs = control.role === 'link' ? '' : await ownState(page, control);
    let fullSpeed: (() => Promise<void>) | undefined;
    if (moment === 'hydrating') {
      // Ready to press at once: focused, or a point on it known (the first line of a link that
      // wraps: the middle of its box may be between its two lines).
      const point = keyboard
        ? undefined
        : await target.evaluate((element) => {
            const rect = element.getClientRects()[0]!;
            return { x: rect.x + rect.width / 2, y: rect.y + rect.height / 2 };
          });
      if (keyboard) await target.focus();
      fullSpeed = await slowDownCpu(page, HYDRATING_CPU_SLOWDOWN);
      release();
      await page.waitForFunction(() => window.__cvEarlyEvents?.state !== 'waiting', null, {
        polling: 'raf',
      });
      if (keyboard) await page.keyboard.press('Enter');
      else await page.mouse.click(point!.x, point!.y);
    } else {
      untouched =
        moment === 'after' && control.role !== 'link'
          ? { page: await stateSignature(page), own: await ownState(page, control) }
          : undefined;
      await press(page, target, keyboard);
    }
    const landed = await page
      .evaluate(() => window.__cvMoment ?? 'unknown')
      .catch(() => 'left the page');
    release();
    await fullSpeed?.();
    return { landed, untouched, pressedAs };
  } finally {
    release();
    await page.unroute('**/assets/*.js', hold);
  }
}

async function press(page: Page, target: ReturnType<typeof locate>, keyboard: boolean) {
  if (!keyboard) return target.click();
  await pressByKeyboard(page, target);
}
