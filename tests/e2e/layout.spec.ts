import { expect, test } from '@playwright/test';
import menu from '../../content/menu.json';

const header = menu.filter((item) => item.place === 'header');
const topLevel = header.filter((item) => item.parent === null);

test('the header menu has the items of docs/product.md, Pages and routes in order', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Hovedmeny' });
  // Before hydration a parent is a <summary> (menu.client.tsx), after it a button: the same labels either way.
  const labels = await nav
    .locator(
      ':scope > ul > li > a, :scope > ul > li > button, :scope > ul > li > details > summary',
    )
    .allTextContents();
  expect(labels.map((label) => label.replace(' (åpnes i nytt vindu)', ''))).toEqual(
    topLevel.map((item) => item.label),
  );
  await expect(nav.getByRole('link', { name: 'Gavekort (åpnes i nytt vindu)' })).toHaveAttribute(
    'target',
    '_blank',
  );
});

test('parent items open their children with the keyboard and close with Escape', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Hovedmeny' });
  const basseng = nav.getByRole('button', { name: 'Basseng' });
  await basseng.focus();
  await page.keyboard.press('Enter');
  await expect(basseng).toHaveAttribute('aria-expanded', 'true');
  await expect(nav.getByRole('link', { name: 'Billetter svømmehall' })).toBeVisible();
  const external = nav.getByRole('link', { name: /Fysiosvømming/ });
  await expect(external).toHaveAttribute('target', '_blank');
  await expect(external).toHaveAttribute('rel', /noopener/);
  await page.keyboard.press('Escape');
  await expect(basseng).toHaveAttribute('aria-expanded', 'false');
  await expect(basseng).toBeFocused();
  await nav.getByRole('button', { name: 'Kino' }).click();
  await nav.getByRole('link', { name: 'Filmoversikt' }).click();
  await expect(page).toHaveURL(/\/filmoversikt$/);
});

test('on a phone the menu button opens the menu and announces its state', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/');
  const toggle = page.getByRole('button', { name: 'Meny' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('link', { name: 'Utleie' })).toBeHidden();
  await toggle.click();
  await expect(page.getByRole('button', { name: 'Lukk meny' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await page.getByRole('link', { name: 'Utleie' }).click();
  await expect(page).toHaveURL(/\/utleie$/);
});

test('the search field submits to /search with the query', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('searchbox', { name: 'Søk på nettstedet' }).fill('konsert');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=konsert$/);
});

test('the footer has the footer menu, contact, hours and the newsletter link', async ({ page }) => {
  await page.goto('/om-kinoen');
  const footer = page.getByRole('contentinfo');
  const footerMenu = footer.getByRole('navigation', { name: 'Bunnmeny' });
  await expect(footerMenu.getByRole('link', { name: 'Personvernerklæring' })).toHaveAttribute(
    'href',
    '/article/personvernerklaering',
  );
  await expect(footerMenu.getByRole('link', { name: 'Info om cookies' })).toHaveAttribute(
    'href',
    '/article/info-om-cookies',
  );
  await expect(footerMenu.getByRole('link', { name: /beta/i })).toHaveAttribute('href', '/beta');
  await expect(footer).toContainText('08:00–15:30');
  await expect(footer).toContainText('17:00–21:00');
  await expect(footer).toContainText('Prestegårdsvegen 2');
  await expect(footer.getByRole('link', { name: 'Meld deg på nyhetsbrevet vårt' })).toHaveAttribute(
    'href',
    '/meld-deg-pa-vart-nyhetsbrev',
  );
  await expect(footer.getByRole('link', { name: 'Tilgjengelighetserklæring' })).toBeVisible();
  await expect(footer.getByRole('link', { name: 'Facebook' })).toBeVisible();
});

test('the skip link moves focus to the main content', async ({ page }) => {
  await page.goto('/kinoprogram');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Hopp til innholdet' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();
});
