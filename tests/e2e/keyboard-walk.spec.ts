// Tab through whole pages, as a keyboard user does, at a phone's and a desktop's width: every
// stop shows where focus is (WCAG 2.4.7) and is not hidden, transparent or covered by something
// else such as the sticky header (2.4.11). Transitions (a flip card turning to the link on its
// back) get up to a second to finish before a stop counts as hidden.
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { DESKTOP, PHONE } from '../support/viewports.mjs';
import { waitForHydration } from './support/page';

const PAGES = ['/', '/careers', '/loginsignup', '/services/cloud-technologies', '/terms'];

interface Stop {
  name: string;
  focusStyle: boolean;
  hidden: string | null;
}

/** The focused element: what it is, whether it draws a focus indicator, and why it is hidden. */
function inspectFocus(): Stop | null {
  const element = document.activeElement;
  if (!element || element === document.body) return null;
  const text = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim();
  const name = `${element.tagName.toLowerCase()} "${text.slice(0, 40)}"`;
  const style = getComputedStyle(element);
  const focusStyle =
    (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) ||
    style.boxShadow !== 'none';

  let hidden: string | null = null;
  for (let node: Element | null = element; node && !hidden; node = node.parentElement) {
    const s = getComputedStyle(node);
    if (s.visibility === 'hidden') hidden = 'visibility: hidden';
    else if (Number(s.opacity) < 0.1) hidden = `opacity ${s.opacity}`;
  }
  const box = element.getBoundingClientRect();
  if (!hidden && (box.width < 1 || box.height < 1)) hidden = 'no size';
  if (!hidden) {
    // Covered when the middle and two corners all show something else.
    const points = [
      [box.left + box.width / 2, box.top + box.height / 2],
      [box.left + 2, box.top + 2],
      [box.right - 2, box.bottom - 2],
    ] as const;
    const covers = points.map(([x, y]) => document.elementFromPoint(x, y));
    if (covers.every((hit) => hit && !element.contains(hit) && !hit.contains(element))) {
      const hit = covers[0]!;
      hidden = `covered by ${hit.tagName.toLowerCase()}.${[...hit.classList].join('.')}`;
    }
  }
  return { name, focusStyle, hidden };
}

async function walk(page: Page) {
  const problems: string[] = [];
  let stops = 0;
  for (; stops < 250; stops++) {
    await page.keyboard.press('Tab');
    let stop = await page.evaluate(inspectFocus);
    if (!stop) break;
    // Up to a second for a transition to end, then the verdict. (Polled from here: the site's
    // CSP forbids the string evaluation page.waitForFunction would need.)
    const deadline = Date.now() + 1000;
    while (stop.hidden && Date.now() < deadline) {
      stop = (await page.evaluate(inspectFocus)) ?? stop;
    }
    if (!stop.focusStyle) problems.push(`${stop.name}: no focus indicator`);
    if (stop.hidden) problems.push(`${stop.name}: ${stop.hidden}`);
  }
  return { stops, problems };
}

for (const viewport of [PHONE, DESKTOP]) {
  for (const path of PAGES) {
    test(`${path} at ${viewport.width} px: every Tab stop shows its focus and is in sight`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.goto(path);
      await waitForHydration(page);
      const { stops, problems } = await walk(page);
      // Reached the end of the page (focus left the document), past more than a few stops.
      expect(stops).toBeGreaterThan(20);
      expect(stops).toBeLessThan(250);
      expect(problems).toEqual([]);
    });
  }
}
