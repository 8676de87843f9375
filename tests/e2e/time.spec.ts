import { expect, test, type APIRequestContext, type Locator } from '@playwright/test';
import { dayLabel, osloDayKey } from '../../lib/time';
import { GRACE_MINUTES } from '../../components/shared/showing-clock';
import { buildClock, listedFrom, openAt } from './build-clock';

/**
 * The programme a visitor reads a day after the build (issue 11, item 2): the showing clock
 * (components/shared/showing-clock.ts) hides what has started, from the browser's clock. The
 * browser clock is set 30 hours after the build clock (`/build-info.json`, build-clock.ts), so
 * the test holds for a build made on any day at any hour.
 */

const HOUR_MS = 60 * 60 * 1000;
/** A showing stays listed this long after its start (ms). */
const GRACE_MS = GRACE_MINUTES * 60_000;

/** The build clock and every showing start of a page, read from the HTML the server sends. */
async function builtPage(
  request: APIRequestContext,
  path: string,
): Promise<{ buildTime: number; starts: number[] }> {
  const html = await (await request.get(path)).text();
  return {
    buildTime: await buildClock(request),
    starts: [...html.matchAll(/data-showing-start="([^"]+)"/g)].map((match) =>
      Date.parse(match[1] ?? ''),
    ),
  };
}

/** Start instants of the showings a visitor sees in `scope`. */
async function visibleStarts(scope: Locator): Promise<number[]> {
  const showings = scope.locator('[data-showing-start]:visible');
  return (
    await showings.evaluateAll((elements) =>
      elements.map((element) => element.getAttribute('data-showing-start') ?? ''),
    )
  ).map((start) => Date.parse(start));
}

test('a day after the build, /kinoprogram lists no showing that has started and names the visitor\'s day "I dag"', async ({
  page,
  request,
}) => {
  const { buildTime, starts } = await builtPage(request, '/kinoprogram');
  expect(buildTime).not.toBeNaN();
  const visit = buildTime + 30 * HOUR_MS;
  const cutoff = listedFrom(visit);
  // The build listed showings that are over at the visit, and showings still to come.
  expect(starts.filter((start) => start < cutoff).length).toBeGreaterThan(0);
  const coming = starts.filter((start) => start >= cutoff).sort((a, b) => a - b);
  expect(coming.length).toBeGreaterThan(0);

  await openAt(page, '/kinoprogram', visit);
  const schedule = page.locator('.schedule');
  const picker = schedule.getByRole('navigation', { name: 'Velg dag' });
  await expect(picker.getByRole('button').first()).toBeVisible();

  // The first day shown is the first day that still has a showing; on the visitor's day, "I dag".
  const firstDay = osloDayKey(new Date(coming[0] ?? NaN));
  const label = dayLabel(firstDay, new Date(visit).toISOString());
  if (firstDay === osloDayKey(new Date(visit))) expect(label).toBe('I dag');
  await expect(picker.getByRole('button').first()).toHaveText(label);
  await expect(picker.getByRole('button').first()).toHaveAttribute('aria-pressed', 'true');
  const day = schedule.locator('.schedule__day:visible');
  await expect(day).toHaveCount(1);
  await expect(day).toHaveAttribute('id', `schedule-${firstDay}`);
  await expect(day.getByRole('heading', { level: 3 })).toHaveText(label);
  // The build's own "I dag" is gone (it is more than a day ago) and no label names it so.
  await expect(schedule.locator(`#schedule-${osloDayKey(new Date(buildTime))}`)).toBeHidden();
  await expect(picker.getByRole('button', { name: 'I dag', exact: true })).toHaveCount(
    firstDay === osloDayKey(new Date(visit)) ? 1 : 0,
  );

  // Showings are on the page, and none of them started before the visit (15 minutes' grace).
  await expect
    .poll(async () => (await visibleStarts(page.locator('main'))).filter((start) => start < cutoff))
    .toEqual([]);
  expect((await visibleStarts(page.locator('main'))).length).toBeGreaterThan(0);

  // The programme's day filter starts at the same day, and its cards show only coming showtimes.
  const dayFilter = page.getByRole('form', { name: 'Filtrer programmet' }).getByLabel('Dag');
  await expect(dayFilter.locator('option').nth(1)).toHaveText(label);
  await expect(
    page.locator('.program .production-card__showtimes li:visible').first(),
  ).toBeVisible();
  await expect
    .poll(async () =>
      (await visibleStarts(page.locator('.program'))).filter((start) => start < cutoff),
    )
    .toEqual([]);
  expect((await visibleStarts(page.locator('.program'))).length).toBeGreaterThan(0);
});

test('a day after the build, a film page offers tickets only for showings still to come', async ({
  page,
  request,
}) => {
  const { buildTime } = await builtPage(request, '/kinoprogram');
  const visit = buildTime + 30 * HOUR_MS;
  const cutoff = listedFrom(visit);
  // A film the build listed with showings before and after the visit.
  const html = await (await request.get('/kinoprogram')).text();
  const paths = [
    ...new Set([...html.matchAll(/href="(\/[^"]*-dxm\d+)"/g)].map((match) => match[1] ?? '')),
  ];
  let film: string | undefined;
  for (const path of paths) {
    const { starts } = await builtPage(request, path);
    if (starts.some((start) => start < cutoff) && starts.some((start) => start >= cutoff)) {
      film = path;
      break;
    }
  }
  expect(film, 'a film with showings on both sides of the visit').toBeDefined();

  await openAt(page, film ?? '', visit);
  const tickets = page.locator('.ticket-list');
  await expect(tickets.locator('.ticket:visible').first()).toBeVisible();
  // The page arrives as built; once the script has run, no started showing is left.
  await expect
    .poll(async () => (await visibleStarts(tickets)).filter((start) => start < cutoff))
    .toEqual([]);
  const shown = await visibleStarts(tickets);
  expect(shown.length).toBeGreaterThan(0);
  expect(await tickets.locator('.ticket').count()).toBeGreaterThan(shown.length);
  await expect(tickets.getByText('Ingen kommende visninger')).toBeHidden();
});

test('when every showing of a film is over, the film page says so', async ({ page, request }) => {
  const html = await (await request.get('/kinoprogram')).text();
  const film = /href="(\/[^"]*-dxm\d+)"/.exec(html)?.[1] ?? '';
  const { starts } = await builtPage(request, film);
  expect(starts.length).toBeGreaterThan(0);

  await openAt(page, film, Math.max(...starts) + GRACE_MS + 60_000);
  const tickets = page.locator('.ticket-list');
  await expect(
    tickets.getByText('Ingen kommende visninger er lagt ut ennå.', { exact: false }),
  ).toBeVisible();
  await expect(tickets.locator('.ticket:visible')).toHaveCount(0);
  expect(await tickets.locator('.ticket').count()).toBe(starts.length);
});

test('when every performance of a concert is over, the concert page says so in its own words', async ({
  page,
  request,
}) => {
  const html = await (await request.get('/kulturprogram')).text();
  const title = /aria-label="Neste forestillinger av ([^"]+)"/.exec(html)?.[1] ?? '';
  expect(title, 'a production with performances on /kulturprogram').not.toBe('');
  const card = html.slice(
    html.lastIndexOf('<article', html.indexOf(`Neste forestillinger av ${title}`)),
  );
  const concert = /href="(\/[^"]+)"/.exec(card)?.[1] ?? '';
  const { starts } = await builtPage(request, concert);
  expect(starts.length).toBeGreaterThan(0);

  await openAt(page, concert, Math.max(...starts) + GRACE_MS + 60_000);
  const tickets = page.locator('.ticket-list');
  await expect(
    tickets.getByText('Ingen kommende forestillinger er lagt ut ennå.', { exact: false }),
  ).toBeVisible();
  await expect(tickets.getByText(/visninger/)).toHaveCount(0);
  await expect(tickets.locator('.ticket:visible')).toHaveCount(0);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the page shows what it was built with', async ({ page, request }) => {
    const { buildTime, starts } = await builtPage(request, '/kinoprogram');
    const first = Math.min(...starts);
    await page.clock.setFixedTime(new Date(buildTime + 30 * HOUR_MS));
    await page.goto('/kinoprogram');
    await expect(page.locator('.schedule .day-picker a').first()).toHaveText(
      dayLabel(osloDayKey(new Date(first)), new Date(buildTime).toISOString()),
    );
    const shown = await visibleStarts(page.locator('.schedule'));
    expect(shown.length).toBeGreaterThan(0);
    expect(Math.min(...shown)).toBe(first);
  });
});
