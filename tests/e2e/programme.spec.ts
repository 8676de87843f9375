import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { browseAtBuildClock } from './build-clock';

// "I dag" and "I morgen" follow the browser's clock: read the programme when it was built.
test.beforeEach(async ({ page, request }) => {
  await browseAtBuildClock(page, request);
});

const programme = (page: import('@playwright/test').Page) => page.locator('.program').first();

test('pick a day and a genre on /kinoprogram, share the URL, and reach a film showing that day', async ({
  page,
}) => {
  await page.goto('/kinoprogram');
  const filters = page.getByRole('form', { name: 'Filtrer programmet' });
  await expect(filters.getByLabel('Dag')).toBeEnabled();
  const total = await programme(page).locator('.production-card').count();

  await filters.getByLabel('Dag').selectOption({ label: 'I morgen' });
  const genre = (await filters.getByLabel('Sjanger').locator('option').nth(1).textContent()) ?? '';
  await filters.getByLabel('Sjanger').selectOption(genre);
  await expect(page).toHaveURL(/\?dag=\d{4}-\d{2}-\d{2}&sjanger=/);
  const status = page.getByRole('status').filter({ hasText: /^Viser \d+ av \d+ filmer?$/ });
  await expect(status).toBeVisible();
  const shown = await programme(page).locator('.production-card').count();
  expect(shown).toBeGreaterThan(0);
  expect(shown).toBeLessThan(total);
  await expect(status).toHaveText(`Viser ${shown} av ${total} ${total === 1 ? 'film' : 'filmer'}`);

  const sharedUrl = page.url();
  const tomorrow = new URL(sharedUrl).searchParams.get('dag') ?? '';
  const weekday = new Intl.DateTimeFormat('nb-NO', {
    weekday: 'long',
    timeZone: 'Europe/Oslo',
  }).format(new Date(`${tomorrow}T12:00:00Z`));
  await page.goto(sharedUrl);
  await expect(programme(page).locator('.production-card')).toHaveCount(shown);

  const first = programme(page).locator('.production-card__title a').first();
  const title = (await first.textContent()) ?? '';
  await first.click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  // The film page groups its showtimes under day headings (docs/product.md, Film and event pages).
  await expect(
    page.locator('.ticket-list').getByRole('heading', { level: 3, name: weekday }).first(),
  ).toBeVisible();
  await expect(page.getByText('Sjanger', { exact: true })).toBeVisible();
});

test('a screening tag in a shared URL shows only films with such a showing', async ({ page }) => {
  await page.goto('/kinoprogram?visning=babykino');
  await expect(page.getByRole('checkbox', { name: 'Babykino' })).toBeChecked();
  const cards = programme(page).locator('.production-card');
  await expect(cards.first()).toBeVisible();
  const count = await cards.count();
  expect(count).toBeGreaterThan(0);
  await page.getByRole('button', { name: 'Nullstill filtre' }).click();
  await expect(page).toHaveURL(/\/kinoprogram$/);
  expect(await cards.count()).toBeGreaterThan(count);
});

test('a relaxed screening narrows the film programme, and its showing says so on the film page', async ({
  page,
}) => {
  await page.goto('/kinoprogram');
  const filters = page.getByRole('form', { name: 'Filtrer programmet' });
  const relaxed = filters.getByRole('checkbox', { name: 'Avslappet visning' });
  await expect(relaxed).toBeEnabled();
  // The schedule lists relaxed showings, and the programme more films than have one.
  await expect(
    page.locator('.schedule .showtime__details').filter({ hasText: 'Avslappet visning' }).first(),
  ).toBeAttached();
  const cards = programme(page).locator('.production-card');
  const total = await cards.count();
  expect(total).toBeGreaterThan(1);

  await relaxed.check();
  await expect(page).toHaveURL(/\?visning=avslappet$/);
  await expect(programme(page).getByRole('status')).toHaveText(/^Viser \d+ av \d+ filmer?$/);
  const shown = await cards.count();
  expect(shown).toBeGreaterThan(0);
  expect(shown).toBeLessThan(total);

  await programme(page).locator('.production-card__title a').first().click();
  await expect(page).toHaveURL(/-dxm\d+$/);
  await expect(
    page
      .locator('.ticket-list')
      .getByText(/Avslappet visning/)
      .first(),
  ).toBeVisible();
});

test('the hearing loop of a hall is on its showings and narrows the culture programme', async ({
  page,
}) => {
  await page.goto('/kulturprogram');
  const filters = page.getByRole('form', { name: 'Filtrer programmet' });
  const loop = filters
    .getByRole('group', { name: 'Tilrettelegging' })
    .getByRole('checkbox', { name: 'Teleslynge' });
  await expect(loop).toBeEnabled();
  const cards = programme(page).locator('.production-card');
  const total = await cards.count();
  // Some productions play in a hall with a hearing loop (their showtimes carry the mark), others not.
  const looped = cards.filter({ has: page.locator('.hearing-loop-mark') });
  const withLoop = await looped.count();
  expect(withLoop).toBeGreaterThan(0);
  expect(withLoop).toBeLessThan(total);
  await expect(
    looped
      .first()
      .locator('.production-card__showtimes li')
      .filter({ has: page.locator('.hearing-loop-mark') })
      .first(),
  ).toHaveText(/, teleslynge$/);

  await loop.check();
  await expect(page).toHaveURL(/\?visning=teleslynge$/);
  await expect(programme(page).getByRole('status')).toHaveText(
    `Viser ${withLoop} av ${total} arrangementer`,
  );
  await expect(cards).toHaveCount(withLoop);
  await expect(cards.filter({ hasNot: page.locator('.hearing-loop-mark') })).toHaveCount(0);

  // On the film programme the same filter is a kind of showing, and the schedule rows say it in words.
  await page.goto('/kinoprogram?visning=teleslynge');
  await expect(
    page
      .getByRole('form', { name: 'Filtrer programmet' })
      .getByRole('checkbox', { name: 'Teleslynge' }),
  ).toBeChecked();
  await expect(programme(page).locator('.production-card').first()).toBeVisible();
  await expect(
    page
      .locator('.schedule .showtime__details:visible')
      .filter({ hasText: /^Sal \d.* · Teleslynge$/ })
      .first(),
  ).toBeVisible();
});

test('a concert lists its coming performances as forestillinger, a film its showings as visninger', async ({
  page,
}) => {
  await page.goto('/kulturprogram?sjanger=Konsert');
  const concerts = programme(page).locator('.production-card');
  await expect(programme(page).getByRole('status')).toHaveText(/^Viser \d+ av \d+ arrangementer$/);
  const title = (await concerts.locator('.production-card__title a').first().textContent()) ?? '';
  expect(title).not.toBe('');
  await expect(
    programme(page).getByRole('list', { name: `Neste forestillinger av ${title}` }),
  ).toBeVisible();
  await expect(programme(page).getByRole('list', { name: /^Neste visninger av/ })).toHaveCount(0);

  await page.goto('/kinoprogram');
  await expect(
    programme(page)
      .getByRole('list', { name: /^Neste visninger av / })
      .first(),
  ).toBeVisible();
});

test('the schedule shows one day at a time, chosen with the day picker', async ({ page }) => {
  await page.goto('/kinoprogram');
  const schedule = page.locator('.schedule');
  const picker = schedule.getByRole('navigation', { name: 'Velg dag' });
  const films = programme(page).locator('.production-card');
  // The first day is today, or tomorrow on a build made after today's last showing.
  const first = picker.getByRole('button').first();
  await expect(first).toHaveText(/^I (dag|morgen)$/);
  await expect(first).toHaveAttribute('aria-pressed', 'true');
  await expect(schedule.locator('.schedule__day:visible')).toHaveCount(1);
  const filmCount = await films.count();
  expect(filmCount).toBeGreaterThan(0);
  const firstLabel = (await first.textContent()) ?? '';
  const second = picker.getByRole('button').nth(1);
  const secondLabel = (await second.textContent()) ?? '';
  await second.click();
  await expect(second).toHaveAttribute('aria-pressed', 'true');
  await expect(schedule.getByRole('heading', { level: 3, name: secondLabel })).toBeVisible();
  await expect(schedule.getByRole('heading', { level: 3, name: firstLabel })).toBeHidden();
  const day = new URL(page.url()).searchParams.get('dato');
  expect(day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  await expect(schedule.locator(`#schedule-${day}`)).toBeVisible();
  // The day belongs to the schedule: the film programme above it still lists every film.
  await expect(page.getByRole('status').filter({ hasText: /^Viser/ })).toHaveCount(0);
  await expect(films).toHaveCount(filmCount);
});

test('on the front page, every day of the cinema schedule leaves the other blocks their items', async ({
  page,
}) => {
  await page.goto('/');
  const schedule = page.locator('.schedule');
  const culture = page.locator('.program--culture');
  const cards = culture.locator('.production-card');
  await expect(cards.first()).toBeVisible();
  const cultureCount = await cards.count();
  const coverFlow = page.locator('.cover-flow');
  const films = await coverFlow.getByRole('link').count();
  expect(films).toBeGreaterThan(0);
  const buttons = schedule.getByRole('navigation', { name: 'Velg dag' }).getByRole('button');
  await expect(buttons.first()).toBeEnabled();
  const days = await buttons.count();
  expect(days).toBeGreaterThan(1);
  for (let index = days - 1; index >= 0; index -= 1) {
    await buttons.nth(index).click();
    await expect(buttons.nth(index)).toHaveAttribute('aria-pressed', 'true');
    await expect(schedule.locator('.schedule__day:visible .showtime').first()).toBeVisible();
    await expect(cards).toHaveCount(cultureCount);
    await expect(culture.getByRole('status')).toHaveText('');
    await expect(coverFlow.getByRole('link')).toHaveCount(films);
  }
  // And the other way round: a type chosen in the culture programme leaves the schedule's day alone.
  const type = culture.getByLabel('Type');
  await type.selectOption({ index: 1 });
  await expect(page).toHaveURL(/[?&]culture-program-sjanger=/);
  await expect(buttons.first()).toHaveAttribute('aria-pressed', 'true');
  await expect(schedule.locator('.schedule__day:visible .showtime').first()).toBeVisible();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('every day is listed with links, and every film shows', async ({ page }) => {
    await page.goto('/kinoprogram');
    const days = page.locator('.schedule .schedule__day');
    expect(await days.count()).toBeGreaterThan(3);
    await expect(days.nth(2)).toBeVisible();
    await expect(page.locator('.schedule').getByRole('link', { name: 'I morgen' })).toHaveAttribute(
      'href',
      /#schedule-\d{4}-\d{2}-\d{2}$/,
    );
    await expect(
      page.getByRole('form', { name: 'Filtrer programmet' }).getByLabel('Dag'),
    ).toBeDisabled();
  });
});

test('the slideshow has working previous, next and pause controls', async ({ page }) => {
  await page.goto('/');
  const controls = page.getByRole('group', { name: /Kontroller for/ });
  await expect(controls.getByRole('button', { name: /Pause/ })).toBeEnabled();
  await controls.getByRole('button', { name: /Pause/ }).click();
  await expect(controls.getByRole('button', { name: /Spill av/ })).toBeVisible();
  await controls.getByRole('button', { name: 'Neste lysbilde' }).click();
  await expect(page.locator('.slideshow__position')).toHaveText(/^2 \/ \d+$/);
  await page.keyboard.press('ArrowLeft');
  await expect(page.locator('.slideshow__position')).toHaveText(/^1 \/ \d+$/);
});

test('the slideshow moves on by itself, on the page clock the reduced-motion test also uses', async ({
  page,
}) => {
  await page.clock.install();
  await page.goto('/');
  const controls = page.getByRole('group', { name: /Kontroller for/ });
  await expect(controls.getByRole('button', { name: /Pause/ })).toBeEnabled();
  await expect(page.locator('.slideshow__position')).toHaveText(/^1 \/ \d+$/);
  await page.clock.runFor(7_500);
  await expect(page.locator('.slideshow__position')).toHaveText(/^2 \/ \d+$/);
});

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('the slideshow does not play by itself', async ({ page }) => {
    // The page's timers run on Playwright's clock, so 7.5 s of slideshow time pass at once.
    await page.clock.install();
    await page.goto('/');
    const controls = page.getByRole('group', { name: /Kontroller for/ });
    await expect(controls.getByRole('button', { name: /Spill av/ })).toBeEnabled();
    await expect(page.locator('.slideshow__position')).toHaveText(/^1 \/ \d+$/);
    await page.clock.runFor(7_500);
    await expect(page.locator('.slideshow__position')).toHaveText(/^1 \/ \d+$/);
  });
});

test('no WCAG 2.1 AA violation on /kinoprogram with filters and a day chosen', async ({ page }) => {
  await page.goto('/kinoprogram?visning=norsk-tekst');
  await page.locator('.schedule').getByRole('button', { name: 'I morgen' }).click();
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(results.violations.map((violation) => violation.id)).toEqual([]);
});
