import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];
export const PHONE = { width: 375, height: 740 };
export const DESKTOP = { width: 1280, height: 800 };

async function violations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target).join(', ')})`);
}

/** The page as it is now passes axe at 375 and 1280 px wide (then stays at the width it had). */
export async function expectAxeClean(page: Page, state: string): Promise<void> {
  const original = page.viewportSize() ?? DESKTOP;
  for (const size of [PHONE, DESKTOP]) {
    await page.setViewportSize(size);
    expect(await violations(page), `${state} at ${size.width} px`).toEqual([]);
  }
  await page.setViewportSize(original);
}
