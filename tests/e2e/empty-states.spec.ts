import { expect, test, type Page } from '@playwright/test';
import { capitalise, formatDayKeyLong, osloDayKey } from '../../lib/time';
import { browseAtBuildClock } from './build-clock';
import { waitForHydration } from './hydrated';

/**
 * "None" only when there is none (issue 25, point 5): the browser clock runs days after the
 * build clock, as when the daily rebuild has not run. No listing may then say «Ingen …» while the
 * build had items to come, headings name only the days the page shows, and the week grids start
 * at the visitor's day.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

const openDaysAfterBuild = (page: Page, days: number): Promise<number> =>
  browseAtBuildClock(page, page.request, (days * DAY_MS) / 60_000);

/** Visible empty states of `main` that say there is nothing («Ingen badetider er lagt ut …»). */
const noneTexts = (page: Page) =>
  page
    .locator('main p')
    .filter({ visible: true, hasText: /^\s*Ingen (visninger|timer|badetider|kommende)/ })
    .allTextContents();

test('eight days after the build, no listing says there is nothing while the build had more to come', async ({
  page,
}) => {
  const visit = await openDaysAfterBuild(page, 8);
  // The build knew of showings and pool sessions after the visit.
  for (const path of ['/kinoprogram', '/billetter-svommehall']) {
    const html = await (await page.request.get(path)).text();
    const starts = [...html.matchAll(/data-showing-start="([^"]+)"/g)].map((m) =>
      Date.parse(m[1] ?? ''),
    );
    expect(starts.filter((start) => start > visit).length, path).toBeGreaterThan(0);
  }
  for (const path of [
    '/',
    '/kinoprogram',
    '/billetter-svommehall',
    '/storenhallen',
    '/apningstider-svommehall',
  ]) {
    await page.goto(path);
    await waitForHydration(page);
    // The listing is on the page (its heading), and none of its empty states claims "none".
    await expect(page.locator('.schedule, .week-grid').first()).toBeVisible();
    expect(await noneTexts(page), path).toEqual([]);
  }
  // Where the page still holds sessions, they show.
  await page.goto('/billetter-svommehall');
  await expect(page.locator('.production-card__showtimes li:visible').first()).toBeVisible();
});

test('three days after the build, the front page names only the days it shows and the week grids start today', async ({
  page,
}) => {
  const visit = await openDaysAfterBuild(page, 3);
  const today = osloDayKey(new Date(visit));
  await page.goto('/');
  await waitForHydration(page);
  const schedule = page.locator('.schedule').first();
  const tabs = schedule.getByRole('navigation', { name: 'Velg dag' }).getByRole('button');
  await expect(tabs.first()).toBeVisible();
  const labels = await tabs.allTextContents();
  const heading = (await schedule.getByRole('heading', { level: 2 }).textContent()) ?? '';
  // A heading that names "i dag" or "i morgen" has that day among the tabs.
  if (/i dag/i.test(heading)) expect(labels).toContain('I dag');
  if (/i morgen/i.test(heading)) expect(labels).toContain('I morgen');

  for (const path of ['/storenhallen', '/apningstider-svommehall']) {
    await page.goto(path);
    const grid = page.locator('.week-grid');
    const days = await grid
      .locator('thead th:visible time')
      .evaluateAll((times) => times.map((time) => time.getAttribute('datetime') ?? ''));
    // The grid's columns start with the visitor's day; the caption's range is the days shown.
    expect(days.length, path).toBeGreaterThan(1);
    expect(days[0], path).toBe(today);
    expect(days.every((day) => day >= today)).toBe(true);
    await expect(grid.locator('caption')).toContainText(
      `${capitalise(formatDayKeyLong(days[0] ?? ''))} – ${formatDayKeyLong(days.at(-1) ?? '')}`,
    );
    expect(await noneTexts(page), path).toEqual([]);
  }
});
