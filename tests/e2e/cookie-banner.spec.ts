import { expect, test } from './support/test';
import { DESKTOP, PHONE } from '../support/viewports.mjs';
import { expectAxeClean } from './support/axe';
import { waitForHydration } from './support/page';

const BANNER = { name: 'Cookies on this site' };

for (const viewport of [PHONE, DESKTOP]) {
  test(`a first visit shows the banner first in the page, at ${viewport.width} px; a choice is kept`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto('/careers');
    const banner = page.getByRole('region', BANNER);
    await expect(banner).toBeVisible();
    await expect(banner.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy',
    );
    await expect(banner.getByRole('link', { name: 'Cookie Statement' })).toHaveAttribute(
      'href',
      '/cookies',
    );
    // First in the reading and Tab order, above the skip link; it covers nothing.
    await page.keyboard.press('Tab');
    await expect(banner.getByRole('link', { name: 'Privacy Policy' })).toBeFocused();
    expect((await banner.boundingBox())!.y).toBe(0);
    await expectAxeClean(page, 'first visit, banner shown', [viewport]);

    await banner.getByRole('button', { name: 'Accept All Cookies' }).click();
    // Stored, and hidden at once (spec section 4).
    await expect(banner).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('cookieChoice'))).toBe('accepted');

    await page.goto('/privacy');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
    await expect(page.getByRole('region', BANNER)).toHaveCount(0);
  });
}

test('Reject All stores the refusal and hides the banner; it does not come back', async ({
  page,
}) => {
  await page.goto('/');
  await waitForHydration(page);
  // By keyboard: the banner goes, and the next Tab goes on from where it was.
  await page.getByRole('button', { name: 'Reject All' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('region', BANNER)).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('cookieChoice'))).toBe('rejected');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('region', BANNER)).toHaveCount(0);
});

test('a returning visitor never sees the banner, not even before the scripts run', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: true });
  const page = await context.newPage();
  await page.goto('/terms');
  await page.evaluate(() => localStorage.setItem('cookieChoice', 'accepted'));
  // Hold every script back: what shows now is the prerendered HTML and the pre-paint script.
  await page.route('**/assets/*.js', () => undefined);
  await page.goto('/cookies', { waitUntil: 'domcontentloaded' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cookie Statement');
  await expect(page.getByRole('region', BANNER)).toBeHidden();
  await context.close();
});
