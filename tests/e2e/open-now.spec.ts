import { expect, test, type Page } from '@playwright/test';
import { openStatus, type OpeningSpan } from '../../lib/open-now';
import { buildClock } from './build-clock';

/**
 * «Åpent nå» (issue 32, point 3): the pool's and Storenhallen's pages and the footer say whether
 * the hall is open at the browser's clock (content/house.json: Storenhallen 07:30–22:30 on
 * weekdays; the pool's public sessions, Tuesday 17:00–19:00, Wednesday 06:30–08:00; the pool
 * closed 24–26 December), whatever the build's clock.
 */

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const HALLS = ['Svømmehallen', 'Storenhallen'];

const pageStatus = (page: Page) => page.locator('main .open-now');
const footerStatus = (page: Page, hall: string) =>
  page
    .locator('footer li')
    .filter({ hasText: `${hall}:` })
    .locator('.open-now');

test.describe('with the page chunks blocked: the inline script alone sets the status', () => {
  test.beforeEach(async ({ page }) => {
    await page.route(/\/_next\/static\/chunks\/.*\.js(\?.*)?$/, (route) => route.abort());
  });

  test("at an open time, a closed time and on a closure day, the hall's page is right at first paint", async ({
    page,
  }) => {
    // Tuesday 1 December 2026, 17:30 in Oslo: public bathing until 19:00.
    await page.clock.setFixedTime(new Date('2026-12-01T16:30:00Z'));
    await page.goto('/apningstider-svommehall');
    await expect(pageStatus(page)).toHaveText('Åpent nå – stenger kl. 19:00');

    // The same Tuesday, 23:00: closed till Wednesday morning.
    await page.clock.setFixedTime(new Date('2026-12-01T22:00:00Z'));
    await page.goto('/storenhallen');
    await expect(pageStatus(page)).toHaveText('Stengt nå – åpner i morgen kl. 07:30');

    // Christmas Eve, noon: the pool is closed until Sunday's public bathing.
    await page.clock.setFixedTime(new Date('2026-12-24T11:00:00Z'));
    await page.goto('/apningstider-svommehall');
    await expect(pageStatus(page)).toHaveText('Stengt nå – åpner søndag kl. 11:00');
  });

  test('a day and a week after the build, and on a closure day, the footer of every page is right at first paint', async ({
    page,
    request,
  }) => {
    const built = await buildClock(request);
    for (const [path, instant] of [
      ['/', built + DAY],
      ['/kinoprogram', built + 7 * DAY + 5 * HOUR],
    ] as const) {
      await page.clock.setFixedTime(new Date(instant));
      await page.goto(path);
      for (const hall of HALLS) {
        const status = footerStatus(page, hall);
        // The status is there with its openings, then it reads as the browser's clock says.
        const openings = JSON.parse((await status.getAttribute('data-open')) ?? 'null') as
          OpeningSpan[] | null;
        expect(openings?.length).toBeGreaterThan(0);
        await expect(status).toHaveText(openStatus(openings ?? [], instant, true));
      }
    }

    // «i morgen» is never the build's text (it names the day). Tuesday 1 December 2026, 23:00.
    await page.clock.setFixedTime(new Date('2026-12-01T22:00:00Z'));
    await page.goto('/kontakt-oss');
    await expect(footerStatus(page, 'Storenhallen')).toHaveText(
      'Stengt nå – åpner i morgen kl. 07:30',
    );
    await expect(footerStatus(page, 'Svømmehallen')).toHaveText(
      'Stengt nå – åpner i morgen kl. 06:30',
    );
    // Saturday 26 December, 12:00: the pool's Saturday sessions are off for Christmas (closed
    // 24–26 December), Storenhallen is open as any Saturday.
    await page.clock.setFixedTime(new Date('2026-12-26T11:00:00Z'));
    await page.goto('/kontakt-oss');
    await expect(footerStatus(page, 'Svømmehallen')).toHaveText(
      'Stengt nå – åpner i morgen kl. 11:00',
    );
    await expect(footerStatus(page, 'Storenhallen')).toHaveText('Åpent nå – stenger kl. 21:00');
  });
});

test('the build wrote the status without JavaScript; the footer follows the clock and turns at closing time', async ({
  page,
  request,
}) => {
  const html = await (await request.get('/storenhallen')).text();
  const [, spans, text] = /class="open-now" data-open="([^"]+)"[^>]*>([^<]+)</.exec(html) ?? [];
  expect(text).toBeDefined();
  const openings = JSON.parse((spans ?? '[]').replace(/&quot;/g, '"')) as OpeningSpan[];
  expect(text).toBe(openStatus(openings, await buildClock(request), false));

  // Tuesday 1 December 2026, 18:59:30 in Oslo: the pool closes in 30 seconds.
  await page.clock.install({ time: new Date('2026-12-01T17:59:30Z') });
  await page.goto('/storenhallen');
  const pool = footerStatus(page, 'Svømmehallen');
  await expect(pageStatus(page)).toHaveText('Åpent nå – stenger kl. 22:30');
  await expect(footerStatus(page, 'Storenhallen')).toHaveText('Åpent nå – stenger kl. 22:30');
  await expect(pool).toHaveText('Åpent nå – stenger kl. 19:00');
  await page.clock.runFor(60_000);
  await expect(pool).toHaveText('Stengt nå – åpner i morgen kl. 06:30');
});
