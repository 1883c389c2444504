import { expect, type Locator, type Page } from '@playwright/test';
import { routes } from '../routes';

/**
 * The controls of a page, activated at three moments of its load (issue 18): `before` hydration
 * (the page's scripts are held back: the prerendered HTML alone), `hydrating` (scripts released,
 * the main thread slowed, the activation sent as soon as React has started hydrating), `after`
 * (the page has hydrated). Whatever the moment, a control must do what its name says and leave
 * every section of the page whole.
 */
export type Moment = 'before' | 'hydrating' | 'after';
export const MOMENTS: Moment[] = ['before', 'hydrating', 'after'];

/** Where on the page a control is: the regions of the site's frame and the page itself. */
export type Region = 'cookie banner' | 'skip link' | 'header' | 'phone menu' | 'main' | 'footer';
type Role = 'link' | 'button' | 'tab';
const ROLES: Role[] = ['link', 'button', 'tab'];

export interface Control {
  region: Region;
  role: Role;
  /** Its position among the region's elements of that role (for finding it again). */
  nth: number;
  /** Its accessible name, for the report. */
  name: string;
  /** Links: the address it points at, resolved. */
  href?: string;
  /** The list, group, form or section it belongs to, for telling controls of one kind apart. */
  group: string;
}

const BANNER = { name: 'Cookies on this site' };

function regionLocator(page: Page, region: Region): Locator {
  switch (region) {
    case 'cookie banner':
      return page.getByRole('region', BANNER);
    case 'skip link':
      return page.locator('body');
    case 'header':
      return page.getByRole('banner');
    case 'phone menu':
      return page.getByRole('navigation', { name: 'Main (phone)' });
    case 'main':
      return page.getByRole('main');
    case 'footer':
      return page.getByRole('contentinfo');
  }
}

export function locate(page: Page, control: Control): Locator {
  if (control.region === 'skip link') return page.getByRole('link', { name: 'Skip to content' });
  return regionLocator(page, control.region).getByRole(control.role).nth(control.nth);
}

/** The phone menu's button, which a control of the phone menu needs first. */
export const menuButton = (page: Page) =>
  page.getByRole('banner').getByRole('button', { name: 'Menu' });

/** Every visible control of a hydrated page, region by region, in document order. */
export async function discoverControls(page: Page): Promise<Control[]> {
  const found: Control[] = [];
  const regions: Region[] = ['cookie banner', 'header', 'main', 'footer'];
  for (const region of regions) {
    const scope = regionLocator(page, region);
    if ((await scope.count()) === 0) continue;
    for (const role of ROLES) {
      const all = await scope.getByRole(role).all();
      for (const [nth, element] of all.entries()) {
        if (!(await element.isVisible())) continue;
        found.push({ region, role, nth, ...(await describe(element)) });
      }
    }
  }
  found.push({
    region: 'skip link',
    role: 'link',
    nth: 0,
    name: 'Skip to content',
    href: new URL('#main', page.url()).href,
    group: '',
  });
  if (await menuButton(page).isVisible()) {
    await menuButton(page).click();
    const links = await regionLocator(page, 'phone menu').getByRole('link').all();
    for (const [nth, element] of links.entries()) {
      found.push({ region: 'phone menu', role: 'link', nth, ...(await describe(element)) });
    }
    await menuButton(page).click();
  }
  return found;
}

async function describe(element: Locator): Promise<{ name: string; href?: string; group: string }> {
  return element.evaluate((e) => {
    const container = e.parentElement?.closest(
      '[role="group"], [role="tablist"], nav, ol, ul, form, section, [role="dialog"]',
    );
    const group = container
      ? `${container.tagName}#${container.id}[${container.getAttribute('aria-label') ?? container.getAttribute('aria-labelledby') ?? ''}]`
      : '';
    const labelledBy = e.getAttribute('aria-labelledby');
    const name = (
      e.getAttribute('aria-label') ??
      (labelledBy ? document.getElementById(labelledBy)?.textContent : null) ??
      (e as HTMLElement).innerText ??
      ''
    )
      .replace(/\s+/g, ' ')
      .trim();
    const href = e instanceof HTMLAnchorElement ? e.href : undefined;
    return href ? { name, href, group } : { name, group };
  });
}

/**
 * One control of each kind: links by where they lead (each in-page target apart, other pages by
 * their first path segment, other sites by host), buttons and tabs by the group they belong to.
 */
export function oneOfEachKind(controls: Control[]): Control[] {
  const seen = new Set<string>();
  return controls.filter((control) => {
    let kind = control.group;
    if (control.href) {
      const url = new URL(control.href);
      kind = ['127.0.0.1', 'localhost'].includes(url.hostname)
        ? `${url.pathname.split('/')[1]}${url.hash}`
        : url.protocol === 'mailto:' || url.protocol === 'tel:'
          ? url.protocol
          : url.hostname;
    }
    const key = `${control.region}|${control.role}|${kind}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** What a page looks like when whole: its section headings and its height. */
export interface Whole {
  headings: string[];
  height: number;
}

export async function measureWhole(page: Page): Promise<Whole> {
  return page.evaluate(() => ({
    headings: [...document.querySelectorAll('main h1, main h2, footer h2')]
      .map((h) => (h.textContent ?? '').replace(/\s+/g, ' ').trim())
      .filter(Boolean),
    height: document.documentElement.scrollHeight,
  }));
}

/** Fails when a section of the page is gone: every heading of the whole page is there, and the
 * page is at least 90% of its whole height (a filter or a closed panel may shorten it a little). */
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
    const focus = focused
      ? `${focused.tagName}#${focused.id}[${focused.getAttribute('name')}]`
      : '';
    return JSON.stringify([
      location.href,
      window.scrollY,
      document.body.innerText,
      states,
      scrolled,
      focus,
    ]);
  });
}
