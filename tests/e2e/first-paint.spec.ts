import { expect, test, type Page } from '@playwright/test';
import { dayLabel, osloDayKey } from '../../lib/time';
import { buildClock, listedFrom } from './build-clock';

/**
 * Right at first paint (issue 25, point 6): the page's inline showing-clock scripts correct what
 * the build marked before the browser paints it, without the page's chunks. The browser clock is
 * 30 hours after the build clock, so the build's "I dag" is yesterday and its first showings are
 * over.
 */

const HOUR_MS = 60 * 60 * 1000;

/** Start instants (epoch ms) of the visible showings on the page, and of all it holds. */
async function showings(page: Page): Promise<{ visible: number[]; all: number[] }> {
  return page.locator('main').evaluate((main) => {
    const starts = [...main.querySelectorAll<HTMLElement>('[data-showing-start]')];
    const start = (element: HTMLElement) =>
      Date.parse(element.getAttribute('data-showing-start') ?? '');
    return {
      visible: starts
        .filter((element) => element.checkVisibility({ visibilityProperty: true }))
        .map(start),
      all: starts.map(start),
    };
  });
}

/** A film the build listed with showings before and after `cutoff` (epoch ms). */
async function filmAcross(page: Page, cutoff: number): Promise<string> {
  const html = await (await page.request.get('/kinoprogram')).text();
  const paths = [...new Set([...html.matchAll(/href="(\/[^"]*-dxm\d+)"/g)].map((m) => m[1]))];
  for (const path of paths) {
    const film = await (await page.request.get(path ?? '')).text();
    const starts = [...film.matchAll(/data-showing-start="([^"]+)"/g)].map((m) =>
      Date.parse(m[1] ?? ''),
    );
    if (starts.some((start) => start < cutoff) && starts.some((start) => start >= cutoff))
      return path ?? '';
  }
  throw new Error('no film with showings on both sides of the visit');
}

test.describe('with the page chunks blocked, a day after the build', () => {
  test.beforeEach(async ({ page }) => {
    // Only the inline scripts of the HTML run: what the visitor sees before the script chunks
    // arrive (the style sheets, under the same folder, load).
    await page.route(/\/_next\/static\/chunks\/.*\.js(\?.*)?$/, (route) => route.abort());
  });

  test("no past showing is painted on /kinoprogram, / and a film page, and the day tabs name the visitor's day", async ({
    page,
    request,
  }) => {
    const visit = (await buildClock(request)) + 30 * HOUR_MS;
    const cutoff = listedFrom(visit);
    const film = await filmAcross(page, cutoff);
    await page.clock.setFixedTime(new Date(visit));
    for (const path of ['/kinoprogram', '/', film]) {
      await page.goto(path);
      const { visible, all } = await showings(page);
      // The page holds showings from before the visit, and still shows coming ones.
      expect(all.filter((start) => start < cutoff).length, path).toBeGreaterThan(0);
      expect(visible.length, path).toBeGreaterThan(0);
      expect(
        visible.filter((start) => start < cutoff),
        path,
      ).toEqual([]);
    }

    await page.goto('/kinoprogram');
    const tabs = page.locator('.schedule .day-picker a').filter({ visible: true });
    await expect(tabs.first()).toBeVisible();
    const firstDay = osloDayKey(
      new Date(Math.min(...(await showings(page)).visible.filter((start) => start >= cutoff))),
    );
    const label = dayLabel(firstDay, new Date(visit).toISOString());
    // Only the days still to come have a visible tab, and the first names the visitor's day.
    await expect(tabs.first()).toHaveText(label);
    await expect(
      page.locator('.schedule__day:visible').first().getByRole('heading', { level: 3 }),
    ).toHaveText(label);
    await expect(page.getByText('Ingen visninger er lagt ut', { exact: false })).toBeHidden();
  });
});

test("on a phone (CPU 4× slower), no frame paints a past showing or yesterday's «I dag»", async ({
  page,
  request,
}) => {
  const buildTime = await buildClock(request);
  const visit = buildTime + 30 * HOUR_MS;
  const cutoff = listedFrom(visit);
  const yesterday = osloDayKey(new Date(buildTime));
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.clock.setFixedTime(new Date(visit));
  // Every animation frame (each one precedes a paint) records what it would paint.
  await page.addInitScript(
    ({ cutoffMs, yesterdayKey }) => {
      const frames: { past: number; yesterdayToday: boolean }[] = [];
      (window as unknown as { paintFrames: typeof frames }).paintFrames = frames;
      const record = () => {
        const past = [...document.querySelectorAll('[data-showing-start]')].filter(
          (element) =>
            Date.parse(element.getAttribute('data-showing-start') ?? '') < cutoffMs &&
            element.checkVisibility({ visibilityProperty: true }),
        ).length;
        const yesterdayToday = [
          ...document.querySelectorAll(`[id$="-${yesterdayKey}"], [href$="-${yesterdayKey}"]`),
        ].some(
          (element) =>
            element.checkVisibility({ visibilityProperty: true }) &&
            /I dag/.test(element.textContent ?? ''),
        );
        frames.push({ past, yesterdayToday });
        if (document.readyState !== 'complete' || frames.length < 30) requestAnimationFrame(record);
      };
      requestAnimationFrame(record);
    },
    { cutoffMs: cutoff, yesterdayKey: yesterday },
  );
  await page.goto('/kinoprogram');
  await expect(page.locator('.schedule .showtime:visible').first()).toBeVisible();
  await page.waitForFunction(
    () => (window as unknown as { paintFrames: unknown[] }).paintFrames.length >= 30,
  );
  const frames = await page.evaluate(
    () =>
      (window as unknown as { paintFrames: { past: number; yesterdayToday: boolean }[] })
        .paintFrames,
  );
  expect(frames.length).toBeGreaterThan(0);
  expect(frames.filter((frame) => frame.past > 0 || frame.yesterdayToday)).toEqual([]);
});
