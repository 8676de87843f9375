import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { browseAtBuildClock } from './build-clock';
import { availabilityControl } from './runtime-control';

/*
 * Issue 32, point 6: «Skjul utsolgte» and a time of day on the programme, in the URL, following
 * the live availability (docs/product.md, What a filter shows).
 */

const programme = (page: Page) => page.locator('.program').first();
const cards = (page: Page) => programme(page).locator('.production-card');
const cardOf = (page: Page, title: string) =>
  cards(page).filter({ has: page.getByRole('link', { name: title, exact: true }) });

/** The starts (ISO 8601 with the Oslo offset) of the showtimes a card shows. */
const shownTimes = (card: Locator) =>
  card
    .locator('.production-card__showtimes li:visible time')
    .evaluateAll((times) => times.map((time) => time.getAttribute('datetime') ?? ''));

/** The Oslo hour of a start written with the Oslo offset. */
const hourOf = (start: string) => Number(start.slice(11, 13));

/** Every card shows at least one time, and each shown time `matches`. */
async function expectEveryCard(page: Page, matches: (hour: number) => boolean) {
  const count = await cards(page).count();
  expect(count).toBeGreaterThan(0);
  for (let index = 0; index < count; index += 1) {
    const hours = (await shownTimes(cards(page).nth(index))).map(hourOf);
    expect(hours.length).toBeGreaterThan(0);
    expect(hours.filter((hour) => !matches(hour))).toEqual([]);
  }
}

/** The live answer comes once the page is idle, after an on-demand chunk, on a busy machine. */
const LIVE_ANSWER = { timeout: 15_000 };

const setAvailability = availabilityControl();

test.beforeEach(async ({ page, request }) => {
  await browseAtBuildClock(page, request);
});

test('a time of day shows only the showings that start then and leaves out films with none', async ({
  page,
}) => {
  await page.goto('/kinoprogram');
  const time = programme(page).getByLabel('Tid');
  await expect(time).toBeEnabled();
  const all = await cards(page).count();
  expect(all).toBeGreaterThan(1);

  // By keyboard: the last choice is «Etter 20».
  await time.focus();
  await page.keyboard.press('End');
  await expect(page).toHaveURL(/\/kinoprogram\?tid=etter-20$/);
  const status = programme(page).getByRole('status');
  await expect(status).toHaveText(/^Viser \d+ av \d+ filmer?$/);
  const shown = Number((await status.textContent())?.split(' ')[1]);
  expect(shown).toBeGreaterThan(0);
  expect(shown).toBeLessThan(all);
  await expect(cards(page)).toHaveCount(shown);
  await expectEveryCard(page, (hour) => hour >= 20);
  // The filters in use (a choice, the count, «Nullstill filtre») pass axe too.
  const axe = await new AxeBuilder({ page })
    .include('.program')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(axe.violations.map((violation) => violation.id)).toEqual([]);

  // A shared link opens with the choice made.
  await page.goto('/kinoprogram?tid=for-17');
  await expect(time).toHaveValue('for-17');
  await expect(status).toHaveText(/^Viser \d+ av \d+ filmer?$/);
  await expectEveryCard(page, (hour) => hour < 17);
});

test('«Skjul utsolgte» hides a showing and a film that sell out after the build', async ({
  page,
  request,
}) => {
  await page.goto('/kinoprogram');
  await expect(cards(page).first()).toBeVisible();
  // Films the build has on sale: each one's title and the live-status ids of its showtimes.
  const onSale = await cards(page).evaluateAll((all) =>
    all.flatMap((card) => {
      const rows = [...card.querySelectorAll('.production-card__showtimes li')];
      if (rows.length === 0 || rows.some((row) => row.textContent?.includes('Utsolgt'))) return [];
      const title = card.querySelector('.production-card__title a')?.textContent ?? '';
      const ids = rows.map(
        (row) => row.querySelector('[data-live-event]')?.getAttribute('data-live-event') ?? '',
      );
      return [
        {
          title,
          ids,
          starts: rows.map((row) => row.querySelector('time')?.getAttribute('datetime') ?? ''),
        },
      ];
    }),
  );
  // One with a single showing sells out; one with more than three loses its first.
  const gone = onSale.find((film) => film.ids.length < 3);
  const fuller = onSale.find((film) => film.ids.length > 3);
  expect(gone).toBeDefined();
  expect(fuller).toBeDefined();
  if (!gone || !fuller) return;
  for (const id of gone.ids) await setAvailability(request, id, 'soldout');
  await setAvailability(request, fuller.ids[0] ?? '', 'soldout');

  await page.goto('/kinoprogram?utsolgte=skjul');
  const hide = programme(page).getByRole('checkbox', { name: 'Skjul utsolgte' });
  await expect(hide).toBeChecked();
  await expect(cardOf(page, gone.title)).toHaveCount(0, LIVE_ANSWER);
  await expect
    .poll(() => shownTimes(cardOf(page, fuller.title)), LIVE_ANSWER)
    .toEqual(fuller.starts.slice(1, 4));
  await expect(programme(page).getByRole('status')).toHaveText(/^Viser \d+ av \d+ filmer$/);

  // By keyboard: off again, the sold-out showings come back, marked «Utsolgt».
  await hide.focus();
  await page.keyboard.press('Space');
  await expect(hide).not.toBeChecked();
  await expect(page).toHaveURL(/\/kinoprogram$/);
  const back = cardOf(page, gone.title);
  await expect(back).toBeVisible();
  await expect(back.locator('.production-card__showtimes li').first()).toContainText('Utsolgt');
  await expect
    .poll(() => shownTimes(cardOf(page, fuller.title)))
    .toEqual(fuller.starts.slice(0, 3));
});
