import { expect, test, type Page, type Response } from '@playwright/test';
import { firstLinkIn, islandCodeOf } from '../page-assets';
import { openHydrated } from './hydrated';
import { availabilityControl, runtimeUrl } from './runtime-control';

/**
 * The first film of the programme, read from the exported page: opening `/kinoprogram` would make
 * its own runtime call (docs/product.md, One availability), which a count of the film page's
 * calls must not see.
 */
async function firstFilmPath(_page: Page): Promise<string> {
  const film = firstLinkIn('out', 'kinoprogram.html', 'production-card__title') ?? '';
  expect(film).toMatch(/^\//);
  return film;
}

const setAvailability = availabilityControl();

test('a show the runtime service reports sold out shows as sold out, with no buy button', async ({
  page,
  request,
}) => {
  const path = await firstFilmPath(page);
  await page.goto(path);
  const row = page
    .locator('.ticket')
    .filter({ has: page.getByRole('link', { name: /^Kjøp billett/ }) })
    .first();
  const eventId = (await row.getAttribute('data-event-id')) ?? '';
  expect(eventId).not.toBe('');
  await setAvailability(request, eventId, 'soldout');

  await page.reload();
  const sameRow = page.locator(`.ticket[data-event-id="${eventId}"]`);
  await expect(sameRow.locator('.availability')).toHaveText('Utsolgt');
  await expect(sameRow.getByRole('link', { name: /^Kjøp billett/ })).toHaveCount(0);
});

test('the page asks the runtime service once, for all its events joined by commas', async ({
  page,
}) => {
  const path = await firstFilmPath(page);
  const calls: URL[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/basic_events')) calls.push(new URL(request.url()));
  });
  const answered = page.waitForResponse((response) => response.url().includes('/basic_events'));
  await page.goto(path);
  // The island asks once the page is loaded and idle, up to 2 s later (components/shared/when-idle.ts):
  // on a busy machine the network had been quiet for 500 ms before that, so `networkidle` came
  // before the call and no call was counted. Wait for the answer itself.
  await answered;
  // Then let every idle callback registered at load run (the browser runs them in order, before
  // this one): a second island or a second call of the same one would have asked by then.
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
  const ids = await page
    .locator('.ticket')
    .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-event-id')));
  expect(calls).toHaveLength(1);
  expect(calls[0]?.pathname).toBe(`${new URL(runtimeUrl).pathname}/sites/kulturhuset/basic_events`);
  expect(calls[0]?.searchParams.get('keys')).toBe(ids.join(','));
});

test('when the runtime service is down the static ticket list stays', async ({ page }) => {
  const path = await firstFilmPath(page);
  await page.route('**/basic_events**', (route) => route.fulfill({ status: 503, body: 'nede' }));
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  await page.goto(path);
  await expect
    .poll(() => errors.some((text) => text.includes('Live availability failed')))
    .toBe(true);
  await expect(page.getByRole('link', { name: /^Kjøp billett/ }).first()).toBeVisible();
});

async function loadedScripts(page: Page, path: string): Promise<string[]> {
  const bodies: Promise<string>[] = [];
  const onResponse = (response: Response) => {
    // A body Chromium already dropped (a request the page replaced) reads as empty; the budget
    // spec checks every script the HTML references for store code without a browser.
    if (response.request().resourceType() === 'script')
      bodies.push(response.text().catch(() => ''));
  };
  page.on('response', onResponse);
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  // Read the bodies before the next navigation, and stop listening: a listener left from an
  // earlier page would ask for bodies the browser has already dropped.
  page.off('response', onResponse);
  return Promise.all(bodies);
}

test('neither content pages nor a film page load store, saga or axios code; the film page still asks the runtime service', async ({
  page,
}) => {
  for (const path of ['/', '/om-kinoen', '/kinoprogram', '/article/personvernerklaering']) {
    const scripts = await loadedScripts(page, path);
    expect({ path, storeCode: islandCodeOf(scripts) }).toEqual({ path, storeCode: [] });
  }
  const film = await firstFilmPath(page);
  const asked = page.waitForRequest((request) => request.url().includes('/basic_events'));
  const filmScripts = await loadedScripts(page, film);
  await asked;
  expect(filmScripts.length).toBeGreaterThan(0);
  expect(islandCodeOf(filmScripts)).toEqual([]);
});

test('a failing live ticket island shows a Norwegian message in its place; the rest of the film page keeps working', async ({
  page,
}) => {
  const path = await firstFilmPath(page);
  await page.goto(path);
  await expect(page.locator('.ticket').first()).toBeVisible();
  expect(
    await page.locator('body').getAttribute('data-island-fault-test'),
    'build with ISLAND_FAULT_TEST=1 (npm test does)',
  ).toBe('');

  await openHydrated(page, `${path}?island-fault=live-tickets`);
  const list = page.locator('section.ticket-list');
  await expect(list.getByRole('alert')).toContainText('Denne delen av siden kunne ikke vises.');
  await expect(list.locator('.ticket')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText('Prestegårdsvegen 2');
});
