import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { DESKTOP, PHONE, type Viewport } from '../../support/viewports.mjs';

/** WCAG 2.2 A and AA, and axe's best practices (what `AxeBuilder` checks when given no tags). */
const AXE_TAGS = [
  'wcag2a',
  'wcag2aa',
  'wcag21a',
  'wcag21aa',
  'wcag22a',
  'wcag22aa',
  'best-practice',
];

/**
 * Waits until no animation or transition that ends is still running. axe measures the contrast
 * of what is drawn at that moment, and a text still fading in (a section revealed by a scroll, a
 * banner arriving) is not what a visitor reads. Endless ones (a marquee) are what a visitor sees.
 */
async function untilAnimationsSettle(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getComputedTiming().endTime === Infinity,
      ),
  );
}

/**
 * axe's violations (WCAG 2.2 A/AA and best practices) on the page once what is fading in has arrived, one line each,
 * naming the elements. One `axe.run` in the page itself (legacy mode): the default runs axe in
 * each frame and gathers the results in a new blank tab, a browser process started and axe
 * compiled again for every check, only so that frames of other origins are checked too, and the
 * site has no frame (legacy mode still checks any of its own origin).
 */
async function axeViolations(page: Page): Promise<string[]> {
  await untilAnimationsSettle(page);
  const { violations } = await new AxeBuilder({ page })
    .withTags(AXE_TAGS)
    .setLegacyMode()
    .analyze();
  return violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target).join(', ')})`);
}

/**
 * The one axe assertion of the suite: the page as it is now has no WCAG 2.2 A/AA violation
 * and breaks none of axe's best practices at
 * each of `sizes` (by default 375 and 1280 px wide), named `state` in the failure. The page is
 * then put back at the size it had.
 */
export async function expectAxeClean(
  page: Page,
  state: string,
  sizes: readonly Viewport[] = [PHONE, DESKTOP],
): Promise<void> {
  const original = page.viewportSize() ?? DESKTOP;
  for (const size of sizes) {
    await page.setViewportSize(size);
    expect(await axeViolations(page), `${state} at ${size.width} px`).toEqual([]);
  }
  await page.setViewportSize(original);
}
