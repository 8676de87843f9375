import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { waitForHydration } from './hydrated';

/**
 * Client navigation (docs/product.md, Client navigation and the service worker; Errors): the site loads the next page's
 * resources before it switches, shows a progress bar while it waits, and makes a full navigation
 * when loading fails while the browser is online.
 */

/** A value on `window` that lives as long as the document: gone after a full navigation. */
const MARKER = 'samme dokument';

/** Requests of the page data of `path`: its RSC payload (`/utleie.txt`) and Next's prefetch segments (`/utleie/__next.*.txt`). */
const pageData = (path: string) => (url: URL) =>
  url.pathname === `${path}.txt` || url.pathname.startsWith(`${path}/__next.`);

/** Console errors of the page, across navigations. */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  return errors;
}

/** Opens `path` on a wide screen, waits for hydration (tests/e2e/hydrated.ts), declines tracking and marks the document. */
async function openHydrated(page: Page, path: string) {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(path);
  await waitForHydration(page);
  await page
    .getByRole('region', { name: 'Samtykke til informasjonskapsler' })
    .getByRole('button', { name: 'Avslå alle' })
    .click();
  await page.evaluate((marker) => Object.assign(window, { navigationMarker: marker }), MARKER);
}

const marker = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { navigationMarker?: string }).navigationMarker ?? null,
  );
const menu = (page: Page) => page.getByRole('navigation', { name: 'Hovedmeny' });
const progress = (page: Page) => page.getByRole('progressbar', { name: 'Laster inn siden' });

test('a menu click navigates in the page, with an accessible progress bar while the page data is slow', async ({
  page,
}) => {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(pageData('/utleie'), async (route) => {
    await released;
    await route.continue();
  });
  await openHydrated(page, '/om-kinoen');
  await menu(page).getByRole('link', { name: 'Utleie', exact: true }).click();
  await expect(progress(page)).toBeVisible();
  const axe = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(axe.violations.map((violation) => violation.id)).toEqual([]);
  await expect(page).toHaveURL(/\/om-kinoen$/);

  release();
  await expect(page.getByRole('heading', { level: 1, name: 'Utleie' })).toBeVisible();
  await expect(page).toHaveURL(/\/utleie$/);
  await expect(progress(page)).toHaveCount(0);
  expect(await marker(page)).toBe(MARKER);
});

test('when the page data fails while online, the click ends on the page by a full navigation', async ({
  page,
}) => {
  const errors = consoleErrors(page);
  await page.route(pageData('/utleie'), (route) => route.abort('failed'));
  await openHydrated(page, '/om-kinoen');
  await menu(page).getByRole('link', { name: 'Utleie', exact: true }).click();
  await expect(page).toHaveURL(/\/utleie$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Utleie' })).toBeVisible();
  expect(await marker(page)).toBeNull();
  expect(errors.some((text) => text.includes('bundle loading error'))).toBe(true);
  await expect(progress(page)).toHaveCount(0);
});

test('when a script chunk of the next page fails while online, the click ends on the page by a full navigation', async ({
  page,
  request,
}) => {
  const errors = consoleErrors(page);
  await openHydrated(page, '/kinoprogram');
  const film = page.locator('.program .production-card__title a').first();
  const filmPath = (await film.getAttribute('href')) ?? '/';
  const filmTitle = (await film.textContent()) ?? '';
  // The scripts the film page loads that this page has not: its ticket island, loaded on demand.
  const html = await (await request.get(filmPath)).text();
  const loaded = await page
    .locator('script[src]')
    .evaluateAll((scripts) =>
      scripts.map((script) => new URL((script as HTMLScriptElement).src).pathname),
    );
  const missing = [...new Set(html.match(/\/_next\/static\/chunks\/[^"]+?\.js/g) ?? [])].filter(
    (chunk) => !loaded.includes(chunk),
  );
  expect(missing.length).toBeGreaterThan(0);
  // Each fails once (the loader's request), as after a dropped connection; the full navigation gets them.
  for (const chunk of missing)
    await page.route(
      (url) => url.pathname === chunk,
      (route) => route.abort('failed'),
      { times: 1 },
    );

  await film.click();
  await expect(page).toHaveURL(new RegExp(`${filmPath}$`));
  await expect(page.getByRole('heading', { level: 1, name: filmTitle })).toBeVisible();
  expect(await marker(page)).toBeNull();
  expect(errors.some((text) => text.includes('bundle loading error'))).toBe(true);
});
