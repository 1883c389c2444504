import { expect, test } from './support/test';
import { DESKTOP, PHONE } from '../support/viewports.mjs';
import { expectAxeClean } from './support/axe';

// Each family of content pages, in the states a visitor can put it in, at phone and desktop
// widths. (every-route.spec.ts checks each page as it loads at desktop width.)
const states: Array<{ path: string; tab?: string }> = [
  { path: '/products/cloud-security-suite' },
  { path: '/services/healthcare', tab: 'Challenges & Solutions' },
  { path: '/services/pmc', tab: 'What We Do' },
  { path: '/services/qa-services' },
  { path: '/cybersecurity' },
  { path: '/ai-innovation-hub' },
  { path: '/cookies', tab: 'Cookie Details' },
  { path: '/cookies', tab: 'Managing Cookies' },
];

for (const { width } of [PHONE, DESKTOP]) {
  test(`content pages pass axe at ${width} px, tabs open as a visitor leaves them`, async ({
    page,
  }) => {
    test.slow();
    await page.setViewportSize({ width, height: 800 });
    for (const { path, tab } of states) {
      await page.goto(path);
      if (tab) {
        await page.getByRole('tab', { name: tab }).click();
        await expect(page.getByRole('tabpanel', { name: tab })).toBeVisible();
      }
      await expectAxeClean(page, `${path} ${tab ?? ''}`, [{ width, height: 800 }]);
      // Nothing is wider than the screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        width,
      );
    }
  });
}
