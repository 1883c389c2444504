import { expect, type Page } from '@playwright/test';
import { routes } from './routes';
import { navigationsAsked, waitForHydration } from './page';
import { isOwnSite, locate, type Control } from './controls';

// What a control pressed at some moment of the load must have done (issue 18): a link reached
// its page (and its section), a button changed what the visitor notices as pressing it on the
// hydrated page does, and the page stayed whole.

/** What a page looks like when whole: its section headings and its height. */
export interface Whole {
  headings: string[];
  height: number;
}

export async function measureWhole(page: Page): Promise<Whole> {
  return page.evaluate(() => {
    // What the page's open disclosures show (an accordion's panels) is not counted: closing one
    // is what its button is for, however long its text.
    const disclosed = [...document.querySelectorAll('main [aria-expanded="true"][aria-controls]')]
      .map((button) => document.getElementById(button.getAttribute('aria-controls') ?? ''))
      .filter((panel) => panel && !['fixed', 'absolute'].includes(getComputedStyle(panel).position))
      .reduce((sum, panel) => sum + panel!.getBoundingClientRect().height, 0);
    return {
      headings: [...document.querySelectorAll('main h1, main h2, footer h2')]
        .map((h) => (h.textContent ?? '').replace(/\s+/g, ' ').trim())
        .filter(Boolean),
      height: document.documentElement.scrollHeight - disclosed,
    };
  });
}

/** Fails when a section of the page is gone: every heading of the whole page is there, and the
 * page, apart from its open disclosures, is at least 90% of its whole height (a filter may
 * shorten it a little). */
export async function expectWhole(page: Page, whole: Whole, context: string) {
  // Waits a little: what a page fetches (the job list) may still be arriving.
  await expect
    .poll(
      async () => {
        const now = await measureWhole(page);
        return {
          missing: whole.headings.filter((heading) => !now.headings.includes(heading)),
          tallEnough: now.height >= whole.height * 0.9,
        };
      },
      {
        message: `${context}: headings gone or page shorter than 90% of it whole`,
        timeout: 10_000,
      },
    )
    .toEqual({ missing: [], tallEnough: true });
}

/** The route's main heading, from the route table. */
export function headingOf(pathname: string): string | RegExp | undefined {
  const path = pathname.toLowerCase().replace(/(.)\/$/, '$1');
  return routes.find((route) => route.path.toLowerCase() === path)?.heading;
}

/** Everything a button can change that a visitor (or their screen reader) notices. */
export async function stateSignature(page: Page): Promise<string> {
  return page.evaluate(() => {
    const states = [...document.querySelectorAll('*')].flatMap((e) =>
      [
        'aria-expanded',
        'aria-pressed',
        'aria-selected',
        'aria-checked',
        'aria-current',
        'aria-label',
        'open',
        'hidden',
      ].flatMap((attribute) =>
        e.hasAttribute(attribute) ? [`${attribute}=${e.getAttribute(attribute)}`] : [],
      ),
    );
    const scrolled = [...document.querySelectorAll('*')]
      .filter((e) => e.scrollLeft || e.scrollTop)
      .map((e) => `${e.scrollLeft},${e.scrollTop}`);
    // Where focus is: a form that refuses an empty field moves it there (and shows the
    // browser's own message, which is not in the page).
    const focused = document.activeElement;
    // What the page's live regions are saying passes (they empty after a few seconds, decision
    // 082); the words stay where the page shows them, which is what is compared.
    const text = [...document.querySelectorAll<HTMLElement>('[data-cv-announcer]')].reduce(
      (page, region) => (region.innerText ? page.replace(region.innerText, '') : page),
      document.body.innerText,
    );
    const focus = focused
      ? `${focused.tagName}#${focused.id}[${focused.getAttribute('name')}]`
      : '';
    return JSON.stringify([location.href, window.scrollY, text, states, scrolled, focus]);
  });
}

/** Whole pages measured by this worker, by width and path: a page is the same in every test. */
const known = new Map<string, Whole>();

/**
 * Each path's whole page at this page's width, measured once on a fresh, hydrated load: in a
 * second tab of the test's context, opened once and loading each path in turn (a tab opened for
 * each path cost a new browser process every time).
 */
export class Wholes {
  private tab: Page | undefined;
  constructor(private readonly page: Page) {}
  async of(path: string): Promise<Whole> {
    const key = `${this.page.viewportSize()?.width ?? 0} ${path.toLowerCase()}`;
    const cached = known.get(key);
    if (cached) return cached;
    // (A link to another site closes the test's other tabs.)
    if (!this.tab || this.tab.isClosed()) this.tab = await this.page.context().newPage();
    await this.tab.setViewportSize(this.page.viewportSize()!);
    await this.tab.goto(path);
    await waitForHydration(this.tab);
    const whole = await measureWhole(this.tab);
    known.set(key, whole);
    return whole;
  }
}

/** A mail or phone link says which address or number it opens. */
export function expectNamesItsAddress(control: Control) {
  const address = decodeURIComponent(control.href!.replace(/^(mailto|tel):/, '').split('?')[0]!);
  const digits = (text: string) => text.replace(/[^\d+]/g, '');
  const named = control.href!.startsWith('tel:')
    ? digits(control.name).includes(digits(address))
    : control.name.includes(address);
  expect(named, `"${control.name}" names ${address}`).toBe(true);
}

/** A link took the visitor where it says, the page there is whole, and a hash was reached. */
export async function expectLinkFollowed(
  page: Page,
  control: Control,
  wholes: Wholes,
  what: string,
) {
  const to = new URL(control.href!);
  if (!isOwnSite(to)) {
    // Another site, in this tab or a new one: the browser asked for it, and shows its error page
    // there (no name but loopback resolves in the test browser, playwright.config.ts: nothing
    // leaves the machine).
    const asked = navigationsAsked(page.context());
    const pages = () => page.context().pages();
    await expect.poll(() => asked, { message: what }).toContain(to.href);
    await expect
      .poll(() => pages().some((each) => each.url().startsWith('chrome-error:')), {
        message: `${what}: the browser's page for another site`,
      })
      .toBe(true);
    for (const other of pages()) if (other !== page) await other.close();
    return;
  }
  const address = (url: URL) => url.pathname.toLowerCase().replace(/(.)\/$/, '$1') + url.hash;
  await expect
    .poll(() => address(new URL(page.url())), { message: what, timeout: 15_000 })
    .toBe(address(to));
  await waitForHydration(page);
  const heading = headingOf(to.pathname);
  if (heading) await expect(page.getByRole('heading', { level: 1 }), what).toHaveText(heading);
  await expectWhole(page, await wholes.of(to.pathname), what);
  if (!to.hash) return;

  // The section is where the eye goes: at the 100 px line (spec 9), or the page cannot scroll
  // further; focus is in it, the next Tab stays in it, and the header marks it.
  const id = decodeURIComponent(to.hash.slice(1));
  const section = page.locator(`[id="${id}"]`);
  await expect
    .poll(
      () =>
        section.evaluate((element) => {
          const top = Math.round(element.getBoundingClientRect().top);
          const end = document.documentElement.scrollHeight - window.innerHeight;
          return top >= 0 && (top <= 100 || Math.ceil(window.scrollY) >= end - 1);
        }),
      { message: `${what}: #${id} at the top` },
    )
    .toBe(true);
  await expect
    .poll(() => section.evaluate((element) => element.contains(document.activeElement)), {
      message: `${what}: focus in #${id}`,
    })
    .toBe(true);
  const tabbable = await section.evaluate(
    (element) =>
      !!element.querySelector('a[href], button:not([disabled]), input, textarea, select'),
  );
  if (tabbable) {
    await page.keyboard.press('Tab');
    expect(
      await section.evaluate((element) => element.contains(document.activeElement)),
      `${what}: the next Tab goes into #${id}`,
    ).toBe(true);
  }
  if (to.pathname === '/' && id !== 'main') {
    const marked = page.getByRole('banner').locator(`a[href="/#${id}"][aria-current]`);
    const isNavItem = await page.getByRole('banner').locator(`a[href="/#${id}"]`).count();
    if (isNavItem) await expect(marked.first(), `${what}: the header marks #${id}`).toBeAttached();
  }
}

/** Which parts of two state signatures differ, briefly (the signature's parts, in order). */
function differences(actual: string, expected: string): string {
  const parts = ['address', 'scroll', 'text', 'states', 'inner scrolls', 'focus'];
  const [a, e] = [JSON.parse(actual) as unknown[], JSON.parse(expected) as unknown[]];
  return parts
    .filter((_, i) => JSON.stringify(a[i]) !== JSON.stringify(e[i]))
    .map((part) => {
      const i = parts.indexOf(part);
      const [x, y] = [JSON.stringify(a[i]), JSON.stringify(e[i])];
      // From just before the first character that differs.
      let at = 0;
      while (at < x.length && x[at] === y[at]) at++;
      const show = (v: string) => v.slice(Math.max(0, at - 40), at + 120);
      return `${part}: …${show(x)}… instead of …${show(y)}…`;
    })
    .join('; ');
}

/** What pressing a button ends in: the whole page's state, or, where that keeps changing by
 * itself (a rotation it started), the button's own name and state. */
export type Outcome = { page: string } | { own: string };

export const ownState = async (page: Page, control: Control) =>
  (await locate(page, control).count()) === 0
    ? 'gone'
    : await locate(page, control).evaluate((element) =>
        JSON.stringify([
          element.getAttribute('aria-label') ?? (element as HTMLElement).innerText,
          ...['aria-expanded', 'aria-pressed', 'aria-selected', 'aria-checked', 'aria-current'].map(
            (attribute) => element.getAttribute(attribute),
          ),
        ]),
      );

/**
 * A button changed what the visitor sees or hears (a state, a text, a dialog, a scroll, focus),
 * the page stayed whole, and, pressed before or during hydration, it ended where pressing it on
 * the hydrated page ends. `than` is the state before the press (after hydration), or the outcome
 * of that press (the other moments). Returns the outcome.
 */
export async function expectButtonDid(
  page: Page,
  control: Control,
  path: string,
  wholes: Wholes,
  what: string,
  than:
    | { before: { page: string; own: string } }
    | { after: Outcome; pressedAs: string; eitherWay: boolean },
): Promise<Outcome> {
  await waitForHydration(page);
  let outcome: Outcome;
  if ('before' in than) {
    let state = '';
    await expect
      .poll(async () => (state = await stateSignature(page)), { message: `${what}: no effect` })
      .not.toBe(than.before.page);
    // A toggle's outcome is its own state (what it starts may go on moving: a rotation);
    // any other button's is the page's.
    const own = await ownState(page, control);
    outcome = own !== than.before.own ? { own } : { page: state };
  } else if ('page' in than.after) {
    // Where the window or a list is scrolled to follows the page's height when the press landed
    // (a list still loading): the outcome is what the press changed, not where the page sits.
    const unscrolled = (signature: string) =>
      JSON.stringify((JSON.parse(signature) as unknown[]).filter((_, i) => i !== 1 && i !== 4));
    const expected = than.after.page;
    let state = '';
    await expect
      .poll(async () => unscrolled((state = await stateSignature(page))))
      .toBe(unscrolled(expected))
      .catch(() => {
        throw new Error(`${what}: not as when pressed hydrated: ${differences(state, expected)}`);
      });
    outcome = than.after;
  } else if (!than.eitherWay) {
    // A toggle did what it said when pressed: before hydration that is what the server rendered
    // (a rotation the server showed as running offers Pause, whatever the visitor's settings).
    await expect
      .poll(() => ownState(page, control), {
        message: `${what}: not toggled from how it was pressed`,
      })
      .not.toBe(than.pressedAs);
    outcome = than.after;
  } else {
    outcome = than.after;
  }
  if (new URL(page.url()).pathname.toLowerCase() === path.toLowerCase()) {
    await expectWhole(page, await wholes.of(path), what);
  }
  return outcome;
}
