import { expect, test, type Locator, type Page } from '@playwright/test';
import { movieInfoOf } from '@/emulator/handlers/filmclub/catalogue';
import { loadCatalogue } from '@/emulator/handlers/filmclub/programme';
import { axeViolations, waitForWorker } from '../offline-helpers';
import { MANY_LISTS, control, logIn, operationLog, partnerOf } from './member-helpers';

// Issue 30, points 2 and 4: lists beyond ten, and a rating its reviews support.

/** The QR payloads of the tickets shown, in order: one per ticket of the many-lists member. */
const payloads = (page: Page): Promise<(string | null)[]> =>
  page
    .locator('[data-qr-payload]')
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-qr-payload')));

/** The skip of each call of `operation` the backend answered with a page, in order. */
async function skipsOf(page: Page, partnerId: number, operation: string): Promise<string[]> {
  const log = await operationLog(page.request, partnerId);
  // Answered pages only: a 178 token refresh repeats a call, which is not a page of its own.
  return log
    .filter((entry) => entry.operation === operation && entry.status === 200)
    .map((entry) => entry.query?.skip ?? '');
}

/** Logs the many-lists member in, lands on «Mine billetter» with the first 10 tickets. */
async function logInWithManyTickets(page: Page, partnerId: 118 | 178) {
  await logIn(page, MANY_LISTS[partnerId].email, MANY_LISTS[partnerId].password);
  await expect(page).toHaveURL(/\/filmklubb\/mine-billetter$/);
  await expect(page.locator('[data-qr-payload]')).toHaveCount(10);
  // The consent banner covers the foot of the screen; answer it, as a member would.
  await page.getByRole('button', { name: 'Avslå alle' }).click();
}

const showMore = (page: Page): Locator => page.getByRole('button', { name: 'Vis flere' });

/** Registered by member.spec.ts, whose tests of one backend run in order after an emulator reset each (a reset ends every session of that backend, so no other file may log in for real beside it). */
export function pagingJourneys(): void {
  test.describe('paging and ratings (issue 30, points 2 and 4)', () => {
    test('«Vis flere» on «Mine billetter» appends 10 at a time until all show; a failed page keeps those shown and «Prøv igjen» fetches it', async ({
      page,
      request,
    }, info) => {
      const partnerId = partnerOf(info);
      await logInWithManyTickets(page, partnerId);
      const first = await payloads(page);

      await showMore(page).click();
      await expect(page.locator('[data-qr-payload]')).toHaveCount(20);
      expect((await payloads(page)).slice(0, 10)).toEqual(first);
      // Keyboard focus goes on with the first new ticket.
      await expect(page.locator('main li:focus')).toContainText(/Sal \d/);

      await control(request, partnerId, 'fail', {
        operation: 'GetTicketsDx',
        status: 503,
        times: 1,
      });
      await showMore(page).click();
      const failure = page
        .getByRole('alert')
        .filter({ hasText: 'Vi fikk ikke hentet flere billetter.' });
      await expect(failure).toBeVisible();
      await expect(page.locator('[data-qr-payload]')).toHaveCount(20);
      const retry = failure.getByRole('button', { name: 'Prøv igjen' });
      await expect(retry).toBeFocused();
      await retry.click();

      await expect(failure).toHaveCount(0);
      // The last page came back short: the count says all show, and the button is gone.
      await expect(
        page.getByRole('status').filter({ hasText: /^Viser (\d+) av \1\.$/ }),
      ).toBeVisible();
      await expect(showMore(page)).toHaveCount(0);
      const all = await payloads(page);
      expect(all.length).toBeGreaterThan(20);
      expect(new Set(all).size).toBe(all.length);
      await expect(
        page.getByRole('status').filter({ hasText: `Viser ${all.length} av ${all.length}.` }),
      ).toBeVisible();
      expect(await skipsOf(page, partnerId, 'GetTicketsDx')).toEqual(['0', '10', '20']);
      expect(await axeViolations(page)).toEqual([]);
    });

    test('the watch list pages with «Vis flere» like the tickets', async ({ page }, info) => {
      const partnerId = partnerOf(info);
      await logInWithManyTickets(page, partnerId);
      await page.goto('/filmklubb/min-liste');
      const films = page.locator('main ul:has(article) > li');
      await expect(films).toHaveCount(10);
      await showMore(page).click();
      await expect(films).toHaveCount(20);
      await showMore(page).click();
      await expect(films).toHaveCount(21);
      await expect(showMore(page)).toHaveCount(0);
      const titles = await films.locator('h2, h3').allTextContents();
      expect(new Set(titles).size).toBe(21);
      expect(await skipsOf(page, partnerId, 'GetWatchlistDx')).toEqual(['0', '10', '20']);
    });

    test('the film page’s rating is the average and count of its reviews, says how many of the newest show, and pages on', async ({
      page,
    }, info) => {
      const partnerId = partnerOf(info);
      // A film with more reviews than one page of 20 (the emulator's seed, emulator/handlers/filmclub/catalogue.ts).
      const { films } = await loadCatalogue({ root: process.cwd(), now: new Date() });
      const film = films.find((candidate) => movieInfoOf(partnerId, candidate).RatingCount > 20);
      expect(film, 'a film with more than 20 reviews').toBeDefined();
      await logInWithManyTickets(page, partnerId);
      await page.goto(film?.link ?? '/');

      const rating = page.getByText(/Snitt \d,\d av 5 fra \d+ vurderinger/);
      await expect(rating).toBeVisible();
      const [, average = '', count = ''] =
        /Snitt (\d,\d) av 5 fra (\d+) vurderinger/.exec((await rating.textContent()) ?? '') ?? [];
      const reviews = page.locator('main li').filter({ hasText: /Likt av \d+/ });
      await expect(reviews).toHaveCount(20);
      await expect(page.getByText('Viser de 20 nyeste')).toBeVisible();

      while ((await reviews.count()) < Number(count)) {
        const before = await reviews.count();
        await showMore(page).click();
        await expect(reviews).not.toHaveCount(before);
      }
      await expect(reviews).toHaveCount(Number(count));
      await expect(showMore(page)).toHaveCount(0);
      await expect(page.getByText(/Viser de \d+ nyeste/)).toHaveCount(0);
      const stars = (
        await reviews
          .locator('p')
          .filter({ hasText: / av 5$/ })
          .allTextContents()
      ).map((text) => Number(/(\d+(?:,\d+)?) av 5$/.exec(text)?.[1]?.replace(',', '.')));
      expect(stars).toHaveLength(Number(count));
      const mean = stars.reduce((sum, value) => sum + value, 0) / stars.length;
      expect(average).toBe((Math.round(mean * 10) / 10).toFixed(1).replace('.', ','));
    });

    test.describe('offline', () => {
      // The worker is what keeps the page itself readable offline (playwright.config.ts blocks it elsewhere).
      test.use({ serviceWorkers: 'allow' });

      test('offline, «Mine billetter» shows every page that was loaded', async ({
        page,
        context,
      }, info) => {
        test.setTimeout(120_000);
        const partnerId = partnerOf(info);
        await logInWithManyTickets(page, partnerId);
        await waitForWorker(page);
        // A visit while the worker controls caches the page.
        await page.goto('/filmklubb/mine-billetter');
        await expect(page.locator('[data-qr-payload]')).toHaveCount(10);
        await showMore(page).click();
        await expect(page.locator('[data-qr-payload]')).toHaveCount(20);
        await showMore(page).click();
        await expect(showMore(page)).toHaveCount(0);
        const all = await payloads(page);
        expect(all.length).toBeGreaterThan(20);

        await context.setOffline(true);
        await page.reload();
        await expect(page.getByRole('status').filter({ hasText: /sist oppdatert/ })).toBeVisible();
        await expect(page.locator('[data-qr-payload]')).toHaveCount(all.length);
        expect(await payloads(page)).toEqual(all);
      });
    });
  });
}
