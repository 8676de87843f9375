import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

const programme = (page: import('@playwright/test').Page) => page.locator('.program').first();

test('pick a day and a genre on /kinoprogram, share the URL, and reach a film showing that day', async ({ page }) => {
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
  const weekday = new Intl.DateTimeFormat('nb-NO', { weekday: 'long', timeZone: 'Europe/Oslo' }).format(new Date(`${tomorrow}T12:00:00Z`));
  await page.goto(sharedUrl);
  await expect(programme(page).locator('.production-card')).toHaveCount(shown);

  const first = programme(page).locator('.production-card__title a').first();
  const title = (await first.textContent()) ?? '';
  await first.click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.locator('.ticket__when').filter({ hasText: weekday }).first()).toBeVisible();
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

test('the schedule shows one day at a time, chosen with the day picker', async ({ page }) => {
  await page.goto('/kinoprogram');
  const schedule = page.locator('.schedule');
  const picker = schedule.getByRole('navigation', { name: 'Velg dag' });
  // The first day is "I dag", or "I morgen" on a build made after the day's last showing.
  const [first, second] = [picker.getByRole('button').nth(0), picker.getByRole('button').nth(1)];
  await expect(first).toHaveText(/^I (dag|morgen)$/);
  await expect(first).toHaveAttribute('aria-pressed', 'true');
  await expect(schedule.locator('.schedule__day:visible')).toHaveCount(1);
  const [firstLabel, secondLabel] = [(await first.textContent()) ?? '', (await second.textContent()) ?? ''];
  await second.click();
  await expect(second).toHaveAttribute('aria-pressed', 'true');
  await expect(schedule.getByRole('heading', { level: 3, name: secondLabel, exact: true })).toBeVisible();
  await expect(schedule.getByRole('heading', { level: 3, name: firstLabel, exact: true })).toBeHidden();
  await expect(page).toHaveURL(/dag=\d{4}-\d{2}-\d{2}/);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('every day is listed with links, and every film shows', async ({ page }) => {
    await page.goto('/kinoprogram');
    const days = page.locator('.schedule .schedule__day');
    expect(await days.count()).toBeGreaterThan(3);
    await expect(days.nth(2)).toBeVisible();
    await expect(page.locator('.schedule').getByRole('link', { name: 'I morgen' })).toHaveAttribute('href', /#schedule-\d{4}-\d{2}-\d{2}$/);
    await expect(page.getByRole('form', { name: 'Filtrer programmet' }).getByLabel('Dag')).toBeDisabled();
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

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('the slideshow does not play by itself', async ({ page }) => {
    await page.goto('/');
    const controls = page.getByRole('group', { name: /Kontroller for/ });
    await expect(controls.getByRole('button', { name: /Spill av/ })).toBeEnabled();
    await page.waitForTimeout(7500);
    await expect(page.locator('.slideshow__position')).toHaveText(/^1 \/ \d+$/);
  });
});

test('no WCAG 2.1 AA violation on /kinoprogram with filters and a day chosen', async ({ page }) => {
  await page.goto('/kinoprogram?visning=norsk-tekst');
  await page.locator('.schedule').getByRole('button', { name: 'I morgen' }).click();
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(results.violations.map((violation) => violation.id)).toEqual([]);
});
