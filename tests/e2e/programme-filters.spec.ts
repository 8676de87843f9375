import { expect, test, type Locator, type Page } from '@playwright/test';
import { browseAtBuildClock } from './build-clock';

/*
 * Issue 25, points 3 and 4: a filtered programme card shows the showtimes the filters matched, and
 * the culture programme is in the order of the productions' next events (docs/product.md,
 * Programme pages).
 */

const FILM = 'Hytteferie for viderekomne';
const FILM_PATH = '/hytteferie-for-viderekomne-dxm2601174';
const CARD_LIMIT = 3;
const DAY_MS = 86_400_000;

const programme = (page: Page) => page.locator('.program').first();

const cardOf = (scope: Locator, title: string) =>
  scope
    .locator('.production-card')
    .filter({ has: scope.page().getByRole('link', { name: title, exact: true }) });

/** The start (ISO 8601 with Oslo offset) of every showtime a card shows. */
const shownTimes = (card: Locator) =>
  card
    .locator('.production-card__showtimes li:visible time')
    .evaluateAll((times) => times.map((time) => time.getAttribute('datetime') ?? ''));

/** The starts of the film page's showings whose row says `text` (or every one). */
async function filmShowings(page: Page, text?: string): Promise<string[]> {
  await page.goto(FILM_PATH);
  const rows = page.locator('.ticket-list li').filter({ has: page.locator('time') });
  await expect(rows.first()).toBeAttached();
  const chosen = text ? rows.filter({ hasText: text }) : rows;
  return chosen
    .locator('time')
    .evaluateAll((times) => times.map((time) => time.getAttribute('datetime') ?? ''));
}

/** The Oslo day (`YYYY-MM-DD`) of an instant. */
const osloDay = (instant: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Oslo' }).format(new Date(instant));

const osloWeekday = (instant: number) =>
  new Intl.DateTimeFormat('en-GB', { weekday: 'long', timeZone: 'Europe/Oslo' }).format(
    new Date(instant),
  );

/** Every card on a filtered page shows 1 to 3 times, earliest first, each one `matches`. */
async function expectCardsMatch(page: Page, matches: (start: string) => boolean) {
  const cards = programme(page).locator('.production-card');
  const count = await cards.count();
  expect(count).toBeGreaterThan(0);
  for (let index = 0; index < count; index += 1) {
    const times = await shownTimes(cards.nth(index));
    expect(times.length).toBeGreaterThan(0);
    expect(times.length).toBeLessThanOrEqual(CARD_LIMIT);
    expect(times.filter((time) => !matches(time))).toEqual([]);
    expect([...times].sort()).toEqual(times);
  }
}

test.describe('a filtered programme card', () => {
  let built = 0;
  test.beforeEach(async ({ page, request }) => {
    built = await browseAtBuildClock(page, request);
  });

  test('with Babykino shows the babykino showings, not the next ones', async ({ page }) => {
    const babykino = await filmShowings(page, 'Babykino');
    expect(babykino.length).toBeGreaterThan(0);

    await page.goto('/kinoprogram?visning=babykino');
    await expect(page.getByRole('checkbox', { name: 'Babykino' })).toBeChecked();
    const card = cardOf(programme(page), FILM);
    await expect(card).toBeVisible();
    await expect
      .poll(() => shownTimes(card), { message: `the times on the card of ${FILM}` })
      .toEqual(babykino.slice(0, CARD_LIMIT));
    // Other films have babykino showings too: each card shows at least one time and no more than three.
    await expectCardsMatch(page, () => true);
  });

  test('with a day shows that day’s showtimes, the card’s limit applied after the filter', async ({
    page,
  }) => {
    // The first Saturday after the build's day (a whole day ahead: none of its showings is past).
    const offset = [1, 2, 3, 4, 5, 6, 7].find(
      (days) => osloWeekday(built + days * DAY_MS) === 'Saturday',
    );
    const saturday = osloDay(built + (offset ?? 0) * DAY_MS);
    const onSaturday = (start: string) => start.startsWith(saturday);
    const all = await filmShowings(page);
    const expected = all.filter(onSaturday).slice(0, CARD_LIMIT);
    expect(expected.length).toBeGreaterThan(0);

    await page.goto(`/kinoprogram?dag=${saturday}`);
    await expect(programme(page).getByRole('status')).toHaveText(/^Viser \d+ av \d+ filmer?$/);
    const card = cardOf(programme(page), FILM);
    await expect(card).toBeVisible();
    await expect.poll(() => shownTimes(card)).toEqual(expected);
    await expectCardsMatch(page, onSaturday);

    // Removing the filter gives the next showtimes again: the film's first ones.
    await page.getByRole('button', { name: 'Nullstill filtre' }).click();
    await expect(page).toHaveURL(/\/kinoprogram$/);
    await expect.poll(() => shownTimes(card)).toEqual(all.slice(0, CARD_LIMIT));
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a card shows its next three showtimes', async ({ page }) => {
    await page.goto('/kinoprogram');
    const card = cardOf(programme(page), FILM);
    await expect(card).toBeVisible();
    const all = await card
      .locator('.production-card__showtimes time')
      .evaluateAll((times) => times.map((time) => time.getAttribute('datetime') ?? ''));
    expect(all.length).toBeGreaterThan(CARD_LIMIT);
    expect(await shownTimes(card)).toEqual(all.slice(0, CARD_LIMIT));
  });
});

/** The first shown time of each card, in page order (`''` for a card that shows none). */
const nextTimes = (scope: Locator) =>
  scope.locator('.production-card').evaluateAll((cards) =>
    cards.map((card) => {
      const time = [...card.querySelectorAll('.production-card__showtimes li time')].find(
        (element) => element.checkVisibility(),
      );
      return time?.getAttribute('datetime') ?? '';
    }),
  );

/** Cards with a coming event are in the order of their next one; those without come last. */
function expectNextEventOrder(times: string[]) {
  const dated = times.filter(Boolean);
  expect(dated.length).toBeGreaterThan(1);
  expect(times.slice(0, dated.length)).toEqual([...dated].sort());
}

test.describe('the culture programme', () => {
  test('lists productions by their next event on /kulturprogram and on the front page, and labels a rental', async ({
    page,
    request,
  }) => {
    await browseAtBuildClock(page, request);
    await page.goto('/kulturprogram');
    const culture = programme(page);
    await expect(culture.locator('.production-card').first()).toBeVisible();
    expectNextEventOrder(await nextTimes(culture));
    // A hall rental says what it is: its type's label, not a show's.
    const rental = cardOf(culture, 'Leie av Storenhallen');
    await expect(rental).toBeVisible();
    await expect(rental.locator('.tag')).toHaveText('Utleie av idrettssal');

    await page.goto('/');
    const front = page.locator('.program--culture');
    await expect(front.locator('.production-card').first()).toBeVisible();
    expectNextEventOrder(await nextTimes(front));
  });

  test('keeps that order by the visitor’s clock when a production’s first events are over', async ({
    page,
    request,
  }) => {
    // Eighteen days on, some productions have played their first dates but not their last.
    await browseAtBuildClock(page, request, 18 * 24 * 60);
    await page.goto('/kulturprogram');
    const culture = programme(page);
    await expect(culture.getByLabel('Type')).toBeEnabled();
    await expect(culture.locator('.production-card').first()).toBeVisible();
    expectNextEventOrder(await nextTimes(culture));
  });
});
