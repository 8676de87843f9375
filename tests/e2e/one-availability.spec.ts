import { expect, test, type Locator, type Page, type Response } from '@playwright/test';
import {
  gzipTotal,
  ON_DEMAND_AVAILABILITY_BUDGET,
  pageAssets,
  pageFile,
  siteAsset,
} from '../page-assets';
import { browseAtBuildClock } from './build-clock';
import { waitForHydration } from './hydrated';
import { availabilityControl } from './runtime-control';

/**
 * One availability per showing on every page that names it, and a ticket link where it is named
 * (docs/product.md, One availability): the schedules of `/` and `/kinoprogram`, the programme's
 * showtime chips and the film page all take the runtime service's answer, in one call per page.
 */
const SITE_DIR = 'out';

// The first day of `/` and of `/kinoprogram` follows the browser's clock: read both at the build's.
test.beforeEach(async ({ page, request }) => {
  await browseAtBuildClock(page, request);
});

const setAvailability = availabilityControl();

/**
 * How long a page may take to show the live answer: it asks once it has loaded and is idle (at
 * most 2 s later), after loading its on-demand chunk, on a shared and busy machine.
 */
const LIVE_ANSWER = { timeout: 15_000 };

/** A showing as the visitor sees it: its film, its film page and its start. */
interface Showing {
  title: string;
  filmPath: string;
  start: string;
}

/** The schedule row of `showing` in the first schedule of the page (by film and start time). */
const scheduleRow = (page: Page, { title, start }: Showing): Locator =>
  page
    .locator('.schedule')
    .first()
    .locator('.showtime')
    .filter({ has: page.locator(`time[datetime="${start}"]`) })
    .filter({ has: page.getByRole('link', { name: title, exact: true }) });

/** A showing the front page lists for today that the build says is on sale. */
async function showingOnSaleToday(page: Page): Promise<Showing> {
  await page.goto('/');
  const row = page
    .locator('.schedule .showtime')
    .filter({ visible: true })
    .filter({ hasNot: page.getByText('Utsolgt', { exact: true }) })
    .first();
  await expect(row).toBeVisible();
  const title = (await row.locator('.showtime__title').textContent()) ?? '';
  const filmPath = (await row.locator('.showtime__title').getAttribute('href')) ?? '';
  const start = (await row.locator('time').getAttribute('datetime')) ?? '';
  expect({ title, filmPath, start }).toEqual({
    title: expect.stringMatching(/\S/),
    filmPath: expect.stringMatching(/^\//),
    start: expect.stringMatching(/^\d{4}-/),
  });
  return { title, filmPath, start };
}

/** The film page's ticket row of `showing`. */
const ticketRow = (page: Page, { start }: Showing): Locator =>
  page.locator('.ticket').filter({ has: page.locator(`time[datetime="${start}"]`) });

/** Accessible name of a showing's ticket link: film, day and time, as on the film page. */
function ticketLinkName({ title, start }: Showing): string {
  const oslo = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat('nb-NO', { timeZone: 'Europe/Oslo', ...options }).format(
      new Date(start),
    );
  const day = oslo({ weekday: 'long', day: 'numeric', month: 'long' }).replace(',', '');
  const time = oslo({ hour: '2-digit', minute: '2-digit' });
  return `Kjøp billett til ${title}, ${day} kl. ${time}`;
}

test('a showing the runtime service reports sold out says «Utsolgt», with no ticket link, on /, /kinoprogram and its film page', async ({
  page,
  request,
}) => {
  // Five page loads, each waiting for a live answer, on a shared machine.
  test.slow();
  const showing = await showingOnSaleToday(page);
  // The build says it is on sale; the emulator's own answer for an id is drawn from the id, and may
  // be "sold out" on some build days: say "on sale" first, so only this test's change sells it out.
  const eventId =
    (await scheduleRow(page, showing)
      .locator('[data-live-event]')
      .getAttribute('data-live-event')) ?? '';
  expect(eventId).not.toBe('');
  await setAvailability(request, eventId, 'available');
  await page.goto(showing.filmPath);
  const ticket = ticketRow(page, showing);
  await expect(ticket.getByRole('link', { name: /^Kjøp billett/ })).toBeVisible(LIVE_ANSWER);
  expect(await ticket.getAttribute('data-event-id')).toBe(eventId);
  await setAvailability(request, eventId, 'soldout');

  await page.reload();
  await expect(ticket.locator('.availability')).toHaveText('Utsolgt', LIVE_ANSWER);

  await page.goto('/');
  const front = scheduleRow(page, showing);
  await expect(front).toBeVisible();
  await expect(front.locator('.availability')).toHaveText('Utsolgt', LIVE_ANSWER);
  await expect(front.getByRole('link', { name: /^Kjøp billett/ })).toHaveCount(0);
  await expect(front.getByRole('link', { name: showing.title, exact: true })).toHaveAttribute(
    'href',
    showing.filmPath,
  );

  // A client navigation brings the programme's ids: the new page asks for them, too.
  await waitForHydration(page);
  // A mark on the window survives a client navigation only.
  await page.evaluate(() => Object.assign(window, { beforeClientNavigation: true }));
  const menu = page.getByRole('navigation', { name: 'Hovedmeny' });
  await menu.getByRole('button', { name: /^Kino\b/ }).click();
  await menu.getByRole('link', { name: 'Kinoprogram', exact: true }).click();
  await expect(page).toHaveURL(/\/kinoprogram$/);
  expect(await page.evaluate(() => 'beforeClientNavigation' in window)).toBe(true);
  const programmeRow = scheduleRow(page, showing);
  await expect(programmeRow).toBeVisible();
  await expect(programmeRow.locator('.availability')).toHaveText('Utsolgt', LIVE_ANSWER);
  await expect(programmeRow.getByRole('link', { name: /^Kjøp billett/ })).toHaveCount(0);
  const chip = page
    .locator('.production-card')
    .filter({ has: page.getByRole('link', { name: showing.title, exact: true }) })
    .locator(`li:has(time[datetime="${showing.start}"])`);
  // The front page's first showing today is its film's first: the card's first chip.
  await expect(chip).toBeVisible();
  await expect(chip).toContainText('Utsolgt', LIVE_ANSWER);
  await expect(chip.getByRole('link')).toHaveCount(0);
});

test('schedule rows and showtime chips link to the showing’s ticket, named by film, day and time; the title links to the film page', async ({
  page,
}) => {
  // The runtime service answers nothing new: another test of this file may be setting this very
  // showing sold out in the shared emulator, and the links here are the build's.
  await page.route('**/basic_events**', (route) => route.fulfill({ json: [] }));
  const showing = await showingOnSaleToday(page);
  const name = ticketLinkName(showing);
  const frontLink = scheduleRow(page, showing).getByRole('link', { name, exact: true });
  await expect(frontLink).toBeVisible();
  const href = await frontLink.getAttribute('href');

  await page.goto(showing.filmPath);
  await expect(
    ticketRow(page, showing).getByRole('link', { name: /^Kjøp billett/ }),
  ).toHaveAttribute('href', href ?? '');

  await page.goto('/kinoprogram');
  const card = page
    .locator('.program .production-card')
    .filter({ has: page.getByRole('link', { name: showing.title, exact: true }) });
  await expect(card.getByRole('link', { name: showing.title, exact: true })).toHaveAttribute(
    'href',
    showing.filmPath,
  );
  await expect(card.locator('.production-card__showtimes time').first()).toBeVisible();
  await expect(card.getByRole('link', { name, exact: true })).toHaveAttribute('href', href ?? '');
  await expect(scheduleRow(page, showing).getByRole('link', { name, exact: true })).toHaveAttribute(
    'href',
    href ?? '',
  );
});

test('/kinoprogram asks the runtime service once for every showing on it, within the on-demand budget, and aborts the call when the visitor leaves', async ({
  page,
}) => {
  const calls: URL[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/basic_events')) calls.push(new URL(request.url()));
  });
  const scripts: string[] = [];
  const onResponse = (response: Response) => {
    if (response.request().resourceType() === 'script')
      scripts.push(new URL(response.url()).pathname);
  };
  page.on('response', onResponse);
  await page.goto('/kinoprogram');
  await expect(page.locator('.schedule .showtime').first()).toBeVisible();
  await expect.poll(() => calls.length, LIVE_ANSWER).toBe(1);
  await page.waitForLoadState('networkidle');
  page.off('response', onResponse);
  const ids = await page
    .locator('[data-live-event]')
    .evaluateAll((marked) => marked.map((element) => element.getAttribute('data-live-event')));
  expect(ids.length).toBeGreaterThan(0);
  expect(calls).toHaveLength(1);
  expect(new Set(calls[0]?.searchParams.get('keys')?.split(','))).toEqual(new Set(ids));

  const referenced = new Set(
    pageAssets(SITE_DIR, pageFile('/kinoprogram')).scripts.map(({ url }) => url),
  );
  const onDemand = [...new Set(scripts)]
    .filter((url) => url.startsWith('/_next/') && !referenced.has(url))
    .map((url) => siteAsset(SITE_DIR, url));
  expect(onDemand.length).toBeGreaterThan(0);
  expect(gzipTotal(onDemand)).toBeLessThanOrEqual(ON_DEMAND_AVAILABILITY_BUDGET);

  // The runtime service hangs: leaving the page by a client navigation aborts its call.
  await page.route('**/basic_events**', () => {});
  await page.goto('/');
  await expect(page.locator('.schedule .showtime').first()).toBeVisible();
  await expect.poll(() => calls.length, LIVE_ANSWER).toBe(2);
  const aborted = page.waitForEvent('requestfailed', (request) =>
    request.url().includes('/basic_events'),
  );
  await page.locator('.schedule .showtime__title').first().click();
  await expect(page.locator('.ticket').first()).toBeVisible();
  await aborted;
});

test('when the runtime service fails or hangs, the schedules and cards keep the build’s statuses and show no error', async ({
  page,
  request,
}) => {
  const built = await (await request.get('/kinoprogram')).text();
  const statuses = [
    ...built.matchAll(
      /data-live-event="([^"]+)"[^>]*><span class="availability[^"]*"[^>]*>([^<]+)</g,
    ),
  ].map(([, id, text]) => [id, text]);
  expect(statuses.length).toBeGreaterThan(0);
  const shownStatuses = (page: Page) =>
    page
      .locator('[data-live-event]')
      .evaluateAll((marked) =>
        marked.map((element) => [
          element.getAttribute('data-live-event'),
          element.querySelector('.availability')?.textContent,
        ]),
      );

  await page.route('**/basic_events**', (route) => route.fulfill({ status: 503, body: 'nede' }));
  const failed = page.waitForResponse((response) => response.url().includes('/basic_events'));
  await page.goto('/kinoprogram');
  await failed;
  await expect(page.locator('.schedule .showtime').first()).toBeVisible();
  expect(await shownStatuses(page)).toEqual(statuses);
  await expect(page.getByRole('alert').filter({ hasText: /\S/ })).toHaveCount(0);

  await page.unroute('**/basic_events**');
  // A hanging service: the call is on the wire and never answers.
  await page.route('**/basic_events**', () => {});
  const asked = page.waitForRequest((call) => call.url().includes('/basic_events'));
  await page.goto('/kinoprogram');
  await asked;
  await expect(page.locator('.schedule .showtime').first()).toBeVisible();
  expect(await shownStatuses(page)).toEqual(statuses);
  await expect(page.getByRole('alert').filter({ hasText: /\S/ })).toHaveCount(0);
});

test('a hall hour the runtime service reports taken says «Opptatt», with no «Bestill», in the week grid of /storenhallen', async ({
  page,
  request,
}) => {
  await page.goto('/storenhallen');
  const free = page
    .locator('.week-grid__entry--rental')
    .filter({ visible: true })
    .filter({ has: page.getByText('Ledig', { exact: true }) })
    .first();
  await expect(free.getByRole('link', { name: /^Bestill / })).toBeVisible();
  const eventId = (await free.locator('[data-live-event]').getAttribute('data-live-event')) ?? '';
  expect(eventId).not.toBe('');
  await setAvailability(request, eventId, 'soldout');

  await page.reload();
  const hour = page.locator(`[data-live-event="${eventId}"]`);
  await expect(hour.locator('.availability')).toHaveText('Opptatt', LIVE_ANSWER);
  await expect(hour.getByRole('link', { name: /^Bestill / })).toHaveCount(0);
});
