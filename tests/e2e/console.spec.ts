import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { firstLinkIn } from '../page-assets';
import { BENCH_ARTICLE } from './bench-pages';
import { recordCspViolations } from './csp-helpers';
import { waitForHydration } from './hydrated';
import { OFFLINE_READY } from './offline-helpers';

/**
 * Issue 15 item 5: the four pages the bench's Lighthouse section measures (bench/sections/
 * lighthouse.ts) log no browser error. Lighthouse's "Browser errors were logged to the console"
 * counts every console error (also Chromium's own "Failed to load resource" for an answer ≥ 400
 * and CSP reports) and every uncaught exception, for as long as it watches the page: hydration,
 * the service worker's registration and precache at idle, the live-availability call and Next's
 * prefetches of the links in view. Each page is opened the way Lighthouse opens it (a phone, a
 * fresh profile, service workers on) and watched until all of that has happened.
 */

/** The film Lighthouse measures: the first card of the programme, as the bench picks it. */
const film = firstLinkIn('out', 'kinoprogram.html', 'production-card__title');

const PAGES = [
  { label: 'front page', path: '/', heading: /^Kulturhuset/ },
  { label: 'programme', path: '/kinoprogram', heading: 'Kinoprogram' },
  { label: 'film page', path: film ?? 'no film in the programme', heading: undefined },
  { label: 'article', path: BENCH_ARTICLE, heading: 'Personvernerklæring' },
];

// Lighthouse's mobile preset (a Moto G Power: 412 × 823 CSS pixels, DPR 1.75, touch), and the
// service worker it lets install (the config blocks workers for the other specs).
test.use({
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
  serviceWorkers: 'allow',
});

/**
 * Records what Lighthouse would count as a browser error, from the page and from its service
 * worker: console errors, uncaught exceptions, CSP violations, and answers ≥ 400 to any request
 * (a failed precache logs in the worker, not the page). Console warnings too: Lighthouse lets
 * them pass, but a clean console has none (Chromium warns, for one, about a preload the page
 * never used).
 * @returns the list, filled as errors happen.
 */
async function recordBrowserErrors(context: BrowserContext, page: Page): Promise<string[]> {
  const errors = await recordCspViolations(page);
  context.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      errors.push(
        `console ${message.type()}${message.worker() ? ' (worker)' : ''}: ${message.text()} at ${message.location().url}`,
      );
  });
  context.on('weberror', (error) => errors.push(`uncaught: ${error.error().message}`));
  context.on('response', (response) => {
    if (response.status() >= 400) errors.push(`${response.status()} for ${response.url()}`);
  });
  return errors;
}

for (const { label, path, heading } of PAGES) {
  test(`the ${label} logs no browser error while it loads and settles`, async ({
    context,
    page,
  }) => {
    test.slow(); // the service worker precaches every hashed file of the site
    expect(path, `the ${label}'s path`).toMatch(/^\/[a-z0-9/-]*$/);
    const errors = await recordBrowserErrors(context, page);
    const availability =
      label === 'film page' ? page.waitForResponse(/\/basic_events\?/) : undefined;

    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    // The page's main content is there.
    const title = page.getByRole('heading', { level: 1 });
    if (heading) await expect(title).toHaveText(heading);
    else await expect(title).not.toBeEmpty();
    if (label === 'film page') await expect(page.locator('.ticket').first()).toBeVisible();

    // Hydrated (the consent island says so), with the banner a first visit is asked with.
    await waitForHydration(page);
    await expect(
      page.getByRole('region', { name: 'Samtykke til informasjonskapsler' }),
    ).toBeVisible();
    if (availability) {
      // The ticket list asks for live availability once it is loaded (in view or at idle).
      await page.locator('.ticket').first().scrollIntoViewIfNeeded();
      expect((await availability).status()).toBe(200);
    }
    // The service worker registers at idle and says so once the site is precached.
    await expect(page.getByText(OFFLINE_READY)).toBeVisible({ timeout: 60_000 });
    // Whatever the page still loads (prefetches of the links in view) has finished.
    await page.waitForLoadState('networkidle');

    expect(errors).toEqual([]);
    // Every image the page preloads is one it shows (no hint of a prefetched page, docs/browser.md).
    const { preloaded, shown } = await page.evaluate(() => ({
      preloaded: [
        ...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]'),
      ].map((link) => link.href),
      shown: [...document.images].map((image) => image.currentSrc || image.src),
    }));
    expect(preloaded.filter((url) => !shown.includes(url))).toEqual([]);
  });
}
