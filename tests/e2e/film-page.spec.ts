import { expect, test } from '@playwright/test';
import { capitalise, formatDayLong } from '../../lib/time';
import { browseAtBuildClock } from './build-clock';
import { busiestFilm, comingAt, PHONE, rowsAbove } from './film-page-layout';

/*
 * A film page on a phone (issue 25, item 8; docs/product.md, Film and event pages): the showtimes
 * come grouped by day, the first days only (at most 10 rows), then «Vis alle N visninger», so «Om
 * filmen» is close to the top. Checked on the film with the most showings in the build.
 */

test.use({ viewport: PHONE });

/** The most showtime rows a phone shows before «Om filmen». */
const FIRST_ROWS = 10;
const HOUR_MS = 60 * 60 * 1000;

test('on a phone, the busiest film page shows its first days grouped by day, then «Vis alle N visninger», then «Om filmen»', async ({
  page,
  request,
}) => {
  const film = await busiestFilm(request);
  expect(film.starts.length).toBeGreaterThan(FIRST_ROWS);
  const visit = await browseAtBuildClock(page, request);
  await page.goto(film.path);
  await expect(page.locator('.ticket-list .ticket').first()).toBeVisible();

  const layout = await rowsAbove(page, 'Om filmen');
  expect(layout.headingFound).toBe(true);
  expect(layout.all).toBe(film.starts.length);
  expect(layout.above).toBeGreaterThan(0);
  expect(layout.above).toBeLessThanOrEqual(FIRST_ROWS);
  // Every shown row sits under the heading of its own day (Oslo time).
  for (const row of layout.shown) expect(row.day).toBe(capitalise(formatDayLong(row.start)));
  expect(new Set(layout.shown.map((row) => row.day)).size).toBeGreaterThan(1);

  const all = page.getByText(`Vis alle ${comingAt(film.starts, visit)} visninger`);
  await all.click();
  await expect(page.locator('.ticket-list .ticket:visible')).toHaveCount(film.starts.length);
  for (const row of (await rowsAbove(page, 'Om filmen')).shown)
    expect(row.day).toBe(capitalise(formatDayLong(row.start)));
});

test('a day after the build, the phone film page counts and shows only the showings still to come', async ({
  page,
  request,
}) => {
  const film = await busiestFilm(request);
  const visit = await browseAtBuildClock(page, request, (30 * HOUR_MS) / 60_000);
  const coming = comingAt(film.starts, visit);
  // The build listed showings that are over at the visit, and more still to come than a phone shows.
  expect(coming).toBeLessThan(film.starts.length);
  expect(coming).toBeGreaterThan(FIRST_ROWS);
  await page.goto(film.path);
  await expect(page.getByText(`Vis alle ${coming} visninger`)).toBeVisible();
  await expect
    .poll(async () => {
      const { above, shown } = await rowsAbove(page, 'Om filmen');
      const past = shown.filter((row) => comingAt([row.start], visit) === 0).length;
      return { past, above: above > 0 && above <= FIRST_ROWS };
    })
    .toEqual({ past: 0, above: true });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the phone film page shows its first days, and «Vis alle N visninger» opens the rest', async ({
    page,
    request,
  }) => {
    const film = await busiestFilm(request);
    await page.goto(film.path);
    await expect(page.locator('.ticket-list .ticket').first()).toBeVisible();
    const layout = await rowsAbove(page, 'Om filmen');
    expect(layout.headingFound).toBe(true);
    expect(layout.above).toBeGreaterThan(0);
    expect(layout.above).toBeLessThanOrEqual(FIRST_ROWS);
    for (const row of layout.shown) expect(row.day).toBe(capitalise(formatDayLong(row.start)));

    await page.getByText(`Vis alle ${film.starts.length} visninger`).click();
    await expect(page.locator('.ticket-list .ticket:visible')).toHaveCount(film.starts.length);
  });
});
