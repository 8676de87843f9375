import { expect, test, type Page } from '@playwright/test';

/**
 * Issue 17, item 1: the menus work without JavaScript and before the page's script has run. The
 * server HTML holds the menu as <details>/<summary> (components/layout/menu.client.tsx); the island
 * turns it into the disclosure buttons once hydrated, keeping what the visitor opened.
 */

const PHONE = { width: 375, height: 740 };
const menu = (page: Page) => page.getByRole('navigation', { name: 'Hovedmeny' });
const summary = (page: Page, label: string) => menu(page).locator('summary', { hasText: label });

test.describe('with JavaScript off, on a phone', () => {
  test.use({ javaScriptEnabled: false, viewport: PHONE });

  test('the menu button opens the menu, a parent opens its submenu, and its link leads to the page', async ({
    page,
  }) => {
    await page.goto('/om-kinoen');
    await expect(page.getByRole('heading', { level: 1, name: 'Om kinoen' })).toBeVisible();
    const filmoversikt = menu(page).getByRole('link', { name: 'Filmoversikt' });
    await expect(filmoversikt).toBeHidden();
    await expect(summary(page, 'Kino')).toBeHidden();

    await summary(page, 'Meny').click();
    await expect(summary(page, 'Lukk meny')).toBeVisible();
    await expect(menu(page).getByRole('link', { name: 'Utleie', exact: true })).toBeVisible();
    await summary(page, 'Kino').click();
    await expect(filmoversikt).toBeVisible();
    await filmoversikt.click();

    await expect(page).toHaveURL(/\/filmoversikt$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Filmoversikt' })).toBeVisible();
  });

  test('every submenu (Kino, Basseng, Storenhallen) opens, one at a time, and Meny closes the menu again', async ({
    page,
  }) => {
    await page.goto('/');
    await summary(page, 'Meny').click();
    for (const [parent, child] of [
      ['Kino', 'Kinoprogram'],
      ['Basseng', 'Billetter svømmehall'],
      ['Storenhallen', 'Aktivitetskalender'],
    ] as const) {
      await summary(page, parent).click();
      await expect(menu(page).getByRole('link', { name: child })).toBeVisible();
    }
    // Opening Storenhallen closed Kino (an exclusive group).
    await expect(menu(page).getByRole('link', { name: 'Filmoversikt' })).toBeHidden();
    await summary(page, 'Lukk meny').click();
    await expect(menu(page).getByRole('link', { name: 'Utleie', exact: true })).toBeHidden();
  });
});

test('on a phone the menu works before the script has loaded, and hydration keeps what was opened', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  // The page's scripts wait until the visitor has used the menu, as on a slow phone.
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/_next\/static\/chunks\/.+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto('/om-kinoen', { waitUntil: 'domcontentloaded' });
  await summary(page, 'Meny').click();
  await summary(page, 'Basseng').click();
  await expect(menu(page).getByRole('link', { name: 'Billetter svømmehall' })).toBeVisible();
  await expect(menu(page).getByRole('button')).toHaveCount(0);

  release();
  // Hydrated: the disclosure buttons, still open where the visitor opened them.
  await expect(page.getByRole('button', { name: 'Lukk meny' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await expect(menu(page).getByRole('button', { name: 'Basseng' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await expect(menu(page).getByRole('link', { name: 'Billetter svømmehall' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menu(page).getByRole('button', { name: 'Basseng' })).toHaveAttribute(
    'aria-expanded',
    'false',
  );
  await expect(menu(page).getByRole('button', { name: 'Basseng' })).toBeFocused();
});
