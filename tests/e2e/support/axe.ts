import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];
export const PHONE = { width: 375, height: 740 };
export const DESKTOP = { width: 1280, height: 800 };

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

/** axe's WCAG 2.2 A/AA violations on the page once what is fading in has arrived, one line each,
 * naming the elements. */
export async function axeViolations(page: Page): Promise<string[]> {
  await untilAnimationsSettle(page);
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target).join(', ')})`);
}

/** The page as it is now passes axe at 375 and 1280 px wide (then stays at the width it had). */
export async function expectAxeClean(page: Page, state: string): Promise<void> {
  const original = page.viewportSize() ?? DESKTOP;
  for (const size of [PHONE, DESKTOP]) {
    await page.setViewportSize(size);
    expect(await axeViolations(page), `${state} at ${size.width} px`).toEqual([]);
  }
  await page.setViewportSize(original);
}
