import type { Locator, Page } from '@playwright/test';
import { expect, newAccount, registerAccount, signInWithToken, test } from './support/accounts';
import { slowDownCpu, waitForHydration, withCookieChoice } from './support/page';
import { PHONE } from '../support/viewports.mjs';

// The header's two menus while the next page is still rendering. React Router changes the address
// first and renders the new page after (in a transition): on a busy phone that takes a while, and
// a visitor sees the old page, and acts on it, in between. A menu item used closes its menu at
// once, and a menu opened in between opens on the new page (it is not closed by the navigation a
// moment later: the tap is not lost).
//
// 20x CPU slowdown: the home page then takes over a second to render, far longer than the next
// press takes to arrive (8 of 8 tries pressed Menu with the old page still shown).
const SLOWDOWN = 20;

test.use({ viewport: PHONE });
test.beforeEach(async ({ page }) => {
  // The page runs at a twentieth of its speed for part of each test (the address alone may take
  // 20 s to change): the default 30 s ran out once in a fresh run, with the profile page already
  // shown and the menu open on it, as asserted.
  test.setTimeout(60_000);
  await withCookieChoice(page);
});

/**
 * On a slowed page, uses `item` of the open menu that `opener` opened, waits for the address to
 * become `to`, and presses `opener` again while the old page still shows.
 */
async function useItemThenReopen(page: Page, opener: Locator, item: Locator, to: string) {
  await expect(opener).toHaveAttribute('aria-expanded', 'true');
  const fullSpeed = await slowDownCpu(page, SLOWDOWN);
  await item.click();
  // The next page's code and data arrive before the address changes: at 20x on a loaded 2-core
  // machine that has taken over 5 s (the menu already closed, as it should).
  await expect(page).toHaveURL(to, { timeout: 20_000 });
  // Closed before the next page renders: read at once, not waited for.
  expect(await opener.getAttribute('aria-expanded')).toBe('false');
  await opener.click();
  await fullSpeed();
}

/** The home page is shown, with the phone menu open on it (for a visitor signed out). */
async function expectPhoneMenuOpenOnHome(page: Page, menuButton: Locator, phoneMenu: Locator) {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Technology and talent that move your business forward',
  );
  await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
  await expect(phoneMenu.getByRole('link', { name: 'Get Started' })).toBeVisible();
}

test('a link followed from the phone menu closes it at once; Menu pressed before the next page shows opens it there', async ({
  page,
}) => {
  await page.goto('/privacy');
  await waitForHydration(page);
  const menuButton = page.getByRole('button', { name: 'Menu', exact: true });
  const phoneMenu = page.getByRole('navigation', { name: 'Main (phone)' });
  await menuButton.click();
  await useItemThenReopen(
    page,
    menuButton,
    phoneMenu.getByRole('link', { name: 'Home' }),
    '/#home',
  );

  await expectPhoneMenuOpenOnHome(page, menuButton, phoneMenu);
});

test('Logout in the phone menu closes it at once; Menu pressed before the home page shows opens it there', async ({
  page,
  request,
}) => {
  const account = await registerAccount(request, newAccount('Mia', 'Chen'));
  await signInWithToken(page, account);
  await page.goto('/profile');
  await expect(page.getByRole('button', { name: 'Mia Chen, account menu' })).toBeVisible();
  const menuButton = page.getByRole('button', { name: 'Menu', exact: true });
  const phoneMenu = page.getByRole('navigation', { name: 'Main (phone)' });
  await menuButton.click();
  await useItemThenReopen(page, menuButton, phoneMenu.getByRole('button', { name: 'Logout' }), '/');

  await expectPhoneMenuOpenOnHome(page, menuButton, phoneMenu);
});

test('Profile in the account menu closes it at once; the menu opened again before the profile shows stays open there', async ({
  page,
  request,
}) => {
  const account = await registerAccount(request, newAccount('Mia', 'Chen'));
  await signInWithToken(page, account);
  await page.goto('/');
  const accountButton = page.getByRole('button', { name: 'Mia Chen, account menu' });
  await accountButton.click();
  await useItemThenReopen(
    page,
    accountButton,
    page.getByRole('link', { name: 'Profile' }),
    '/profile',
  );

  await expect(page.getByRole('heading', { level: 1, name: 'Your profile' })).toBeVisible();
  await expect(accountButton).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('link', { name: 'Profile' })).toBeVisible();
});
