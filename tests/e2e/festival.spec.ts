import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { festivalDates, festivalEnd, festivalStart } from '@/lib/festival';
import { houseSchema } from '@/lib/schemas';
import { GRACE_MINUTES } from '@/components/shared/showing-clock';
import { buildClock, openAt } from './build-clock';

/**
 * The festival page (issue 32, point 7; docs/content.md, Festivals): /nordiske-filmdager lists the
 * festival's films with their showings within its dates, and its dates and passes, from
 * content/house.json; once the visitor's clock passes the last day it says the festival is over.
 */

const PAGE = '/nordiske-filmdager';
const house = houseSchema.parse(
  JSON.parse(readFileSync(path.join(process.cwd(), 'content/house.json'), 'utf8')),
);
const festival = house.festivals.find((entry) => entry.id === 'nordiske-filmdager');
if (!festival) throw new Error('content/house.json has no festival nordiske-filmdager');
const DATES = `${festival.name}: ${festivalDates(festival.from, festival.to)}`;
const OVER = `${festival.name} er over for denne gang.`;
const opens = Date.parse(festivalStart(festival.from));
const closes = Date.parse(festivalEnd(festival.to));

test('the festival page lists its films with their showings within its dates, its dates and its passes', async ({
  page,
  request,
}) => {
  const built = await buildClock(request);
  await openAt(page, PAGE, built + 60_000);
  const block = page.getByRole('region', { name: 'Festivalprogram' });
  await expect(block).toBeVisible();
  await expect(block.getByText(DATES)).toBeVisible();
  for (const pass of festival.passes)
    await expect(block.getByText(`${pass.label}: ${pass.amountKr} kr`)).toBeVisible();
  // The SPEC's programme block stays hidden: the page has the festival's one list of films.
  await expect(page.locator('.program')).toHaveCount(0);

  if (built >= closes) {
    // A build after the festival has no showings of it left: the page says so.
    await expect(block.getByText(OVER)).toBeVisible();
    return;
  }
  await expect(block.getByText(OVER)).toBeHidden();
  const films = block.getByRole('article');
  expect(await films.count()).toBeGreaterThanOrEqual(3);
  const starts = await block
    .locator('li time[datetime]')
    .evaluateAll((times) => times.map((time) => time.getAttribute('datetime') ?? ''));
  expect(starts.length).toBeGreaterThanOrEqual(await films.count());
  for (const start of starts) {
    expect(Date.parse(start)).toBeGreaterThanOrEqual(opens);
    expect(Date.parse(start)).toBeLessThan(closes);
  }

  // Each showing is the programme's: the film's own page lists it.
  const first = films.first();
  const href = await first.getByRole('link').getAttribute('href');
  const firstStart = await first.locator('time[datetime]').first().getAttribute('datetime');
  expect(href).toMatch(/^\//);
  const filmPage = await (await request.get(href ?? '')).text();
  expect(filmPage).toContain(`data-showing-start="${firstStart ?? ''}"`);
});

test('after its last day the festival page says the festival is over, and lists no showing', async ({
  page,
}) => {
  // The end is a showing start for the showing clock, so it passes after the clock's grace.
  await openAt(page, PAGE, closes + (GRACE_MINUTES + 1) * 60_000);
  const block = page.getByRole('region', { name: 'Festivalprogram' });
  await expect(block.getByText(DATES)).toBeVisible();
  await expect(block.getByText(OVER)).toBeVisible();
  await expect(block.locator('li time[datetime]').first()).toBeHidden();
  await expect(block.getByRole('article').first()).toBeHidden();
});
