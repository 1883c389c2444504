import { expect, test } from '@playwright/test';
import { DESKTOP, PHONE } from '../support/viewports.mjs';
import { fontsOfVisibleText, foreignFonts } from '../support/platformFonts.mjs';
import { routes } from './support/routes';
import { waitForHydration } from './support/page';

// Every glyph on every page comes from a face we ship (decision 073): Chromium's own record of
// the fonts it drew each visible text with names only ours. A glyph our subsets lack, or a
// control that does not inherit the font, would be drawn in whatever the machine has. (The
// stories get the same check in the visual runner, tests/visual/run.mjs.)
for (const { width } of [PHONE, DESKTOP]) {
  test(`every route draws its visible text only in our fonts at ${width} px`, async ({ page }) => {
    test.slow();
    await page.setViewportSize({ width, height: 800 });
    const session = await page.context().newCDPSession(page);
    const found: string[] = [];
    let texts = 0;
    for (const { path, heading } of routes) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      // The page as a visitor reads it: hydrated (React may replace what the server drew).
      await waitForHydration(page);
      const records = await fontsOfVisibleText(page, session);
      texts += records.length;
      found.push(...foreignFonts(records).map((line) => `${path}: ${line}`));
    }
    expect(texts, 'visible texts checked').toBeGreaterThan(routes.length * 10);
    expect(found).toEqual([]);
  });
}
