import type { Locator, Page } from '@playwright/test';

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
      // One call a role: the matches in the order `nth` counts them, read in the page.
      const all = await readControls(scope.getByRole(role));
      for (const [nth, element] of all.entries()) {
        if (element) found.push({ region, role, nth, ...element });
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
    const links = await readControls(regionLocator(page, 'phone menu').getByRole('link'));
    for (const [nth, element] of links.entries()) {
      if (element) found.push({ region: 'phone menu', role: 'link', nth, ...element });
    }
    await menuButton(page).click();
  }
  return found;
}

/**
 * Each match's name, address and group, read in one call in the page, in the order `nth` counts
 * them; null for one that is not visible (as Playwright counts it: a box of some size, and not
 * `visibility: hidden`).
 */
function readControls(matches: Locator) {
  return matches.evaluateAll((elements) =>
    elements.map((e): { name: string; href?: string; group: string } | null => {
      const box = e.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || getComputedStyle(e).visibility !== 'visible')
        return null;
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
    }),
  );
}

/** The site under test, on loopback; anything else is another site. */
export const isOwnSite = (url: URL) => ['127.0.0.1', 'localhost'].includes(url.hostname);

/**
 * What kind of control this is: a link by where it leads (each in-page target apart, unless
 * `sectionsAsOne`; other pages by their first path segment; mail and phone by scheme; every
 * other site as one: a plain link, whichever host it names), a button or tab by the group it
 * belongs to.
 */
export function kindOf(control: Control, { sectionsAsOne = false } = {}): string {
  if (!control.href) return `${control.role}|${control.group}`;
  const url = new URL(control.href);
  if (isOwnSite(url)) {
    const hash = url.hash && (sectionsAsOne ? '#' : url.hash);
    return `link|${url.pathname.split('/')[1]}${hash}`;
  }
  return `link|${url.protocol === 'mailto:' || url.protocol === 'tel:' ? url.protocol : 'another site'}`;
}

/** One control of each kind (see `kindOf`), the first met in document order. */
export function oneOfEachKind(controls: Control[], options: { sectionsAsOne?: boolean } = {}) {
  const seen = new Set<string>();
  return controls.filter((control) => {
    const key = kindOf(control, options);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * The lean cut of a region's controls that `npm test` presses (the full matrix presses all): one
 * of each kind, and not a kind a region pressed earlier on the page (`pressedBefore`: the cookie
 * banner and header before the footer, the footer before the content).
 *
 * - On `/`, where server HTML was once thrown away, every in-page target apart.
 * - From another page, a link to any home section is one kind (a page load with a hash); and the
 *   frame's links to other sites and its mail and phone links are the home page's own markup,
 *   pressed there.
 */
export function leanCut(
  path: string,
  region: Region,
  inRegion: Control[],
  pressedBefore: Control[],
): Control[] {
  const home = path === '/';
  const options = { sectionsAsOne: !home };
  const earlier = new Set(pressedBefore.map((control) => kindOf(control, options)));
  return oneOfEachKind(inRegion, options).filter(
    (control) =>
      !earlier.has(kindOf(control, options)) &&
      (home || region === 'main' || !control.href || isOwnSite(new URL(control.href))),
  );
}
