import { expect, test, type Page } from '@playwright/test';
import type { ProgrammeFilm, ProgrammeShowings } from '@/lib/programme-showings';
import { capitalise, formatClock, formatDayLong } from '@/lib/time';
import { GRACE_MINUTES } from '@/components/shared/showing-clock';
import { buildClock, listedFrom } from '../build-clock';
import { axeViolations } from '../offline-helpers';
import { availabilityControl } from '../runtime-control';
import type { WireWatchListMovie } from '@/services/filmclub/wire';
import { partnerOf } from './member-helpers';

/**
 * A watch list that leads to a ticket (issue 30, point 3; docs/product.md, Watch list and the
 * programme): each film on «Min liste» shows its next showings from the built programme with the
 * live status and the ticket link the film page has, or says it is not on the programme; past
 * showings go by the browser's clock. The member's backend answers are played by the test
 * (`memberWithList`), so the list holds just the films the test names, whatever the emulator
 * seeds, and member.spec.ts resetting the shared emulator meanwhile cannot log the member out.
 */

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
/** A showing stays listed this long after its start (components/shared/showing-clock.ts). */
const GRACE_MS = GRACE_MINUTES * MINUTE_MS;
/** The live answer comes once the page has loaded and is idle, on a shared and busy machine. */
const LIVE_ANSWER = { timeout: 15_000 };
/** A film the film-club backend knows (it serves many cinemas) and this house does not show. */
const ELSEWHERE: WireWatchListMovie = {
  MovieId: 'DXM1999001',
  Title: 'Bare på en annen kino',
  Poster: null,
  Edi: '999001',
};

const setAvailability = availabilityControl();

/** The showing's day and time as the watch list writes them: «Fredag 27. november kl. 21:00». */
const when = (start: string): string =>
  `${capitalise(formatDayLong(start))} kl. ${formatClock(start)}`;

/**
 * A film whose first coming showing is within a day of the build, and that has a showing still to
 * come a day later: it proves both the next showing at the build and the clock moving on. Each
 * backend takes its own film from the end of the programme, as both projects set the live
 * availability of the showing in the one runtime service (and the public specs pick today's first).
 */
function filmForADayLater(
  programme: ProgrammeShowings,
  build: number,
  partnerId: number,
): ProgrammeFilm {
  const later = build + DAY_MS;
  const films = programme.films.filter(
    (candidate) =>
      candidate.showings.some((showing) => Date.parse(showing.start) < listedFrom(later)) &&
      candidate.showings.some((showing) => Date.parse(showing.start) > later + GRACE_MS),
  );
  const film = films.at(partnerId === 178 ? -2 : -1);
  if (!film)
    throw new Error(
      `${films.length} films on the built programme play both within and after a day`,
    );
  return film;
}

/**
 * A logged-in member whose watch list (GetWatchlistDx) holds `items`, the backend's answers
 * played here; returns the other operations the pages asked (answered 500: on a film page, its
 * member part's movie info and reviews, which this spec does not test).
 */
async function memberWithList(
  page: Page,
  partnerId: number,
  origin: string,
  items: readonly WireWatchListMovie[],
): Promise<string[]> {
  const unanswered: string[] = [];
  const cors = {
    'access-control-allow-origin': origin,
    'access-control-allow-credentials': 'true',
  };
  await page.route(new RegExp(`/filmclub/${partnerId}/\\w+Dx`), async (route) => {
    const operation = new URL(route.request().url()).pathname.split('/').pop() ?? '';
    if (operation === 'SwitchTokensDx')
      return route.fulfill({ headers: cors, json: { Token: 'liste-token' } });
    if (operation === 'GetWatchlistDx')
      return route.fulfill({ headers: cors, json: { Items: items, Total: items.length } });
    unanswered.push(operation);
    return route.fulfill({ status: 500, headers: cors, json: { Message: 'Ikke i testen' } });
  });
  await page.evaluate(({ key, profile }) => localStorage.setItem(key, profile), {
    key: `filmclub-${partnerId}-profile-new`,
    profile: JSON.stringify({
      userName: 'listemedlem',
      email: 'liste@example.no',
      token: 'liste-token',
    }),
  });
  return unanswered;
}

test('a film on the watch list shows its next showing with the live status and ticket link of its film page, one not on the programme says so, and a day later the past showing is gone', async ({
  page,
  request,
}, info) => {
  const build = await buildClock(request);
  const answer = await request.get('/filmklubb/programme-showings.json');
  expect(answer.ok()).toBe(true);
  const programme = (await answer.json()) as ProgrammeShowings;
  const partnerId = partnerOf(info);
  const film = filmForADayLater(programme, build, partnerId);
  const [first] = film.showings;
  if (!first) throw new Error(`${film.title} has no showing`);
  // The live answer differs from the build's, so the page can only show it from the live store.
  const live = first.availability === 'few' ? 'available' : 'few';
  const liveText = live === 'few' ? 'Få billetter igjen' : 'Ledige billetter';
  await setAvailability(request, first.id, live);
  // The next showing sells out: it stays listed, without a ticket link.
  const soldOut = film.showings[1];
  if (!soldOut) throw new Error(`${film.title} has one showing`);
  await setAvailability(request, soldOut.id, 'soldout');

  await page.clock.setFixedTime(new Date(build + MINUTE_MS));

  // The film page: its ticket row for the showing, with the live status.
  await page.goto(film.path);
  const filmPageTicket = page.locator(`.ticket-list a[href="${first.url}"]`);
  await expect(filmPageTicket).toHaveCount(1);
  const filmPageRow = page
    .locator('.ticket-list .ticket')
    .filter({ has: page.locator(`a[href="${first.url}"]`) });
  await expect(filmPageRow.locator('.availability')).toHaveText(liveText, LIVE_ANSWER);

  // The member's list: the film as the backend names it (movie id the catalogue number, EDI
  // number), and a film the backend knows (it serves many cinemas) that this house does not show.
  const unanswered = await memberWithList(page, partnerId, new URL(page.url()).origin, [
    { MovieId: film.catalogueNumber, Title: film.title, Poster: null, Edi: film.ediNumber },
    ELSEWHERE,
  ]);
  await page.goto('/filmklubb/min-liste');
  const item = page.locator('main article').filter({
    has: page.getByRole('heading', { name: film.title, exact: true }),
  });
  const showings = item.getByRole('list', { name: `Neste visninger av ${film.title}` });
  await expect(showings.getByRole('listitem').first()).toContainText(when(first.start));
  await expect(showings.getByRole('listitem').first()).toContainText(first.hall);
  const ticket = showings
    .getByRole('listitem')
    .first()
    .getByRole('link', {
      name: new RegExp(`^Kjøp billett til ${film.title}, `),
    });
  await expect(ticket).toHaveAttribute('href', first.url);
  expect(first.url).toMatch(/^https:\/\//);
  await expect(ticket).toHaveAttribute(
    'data-analytics-item',
    new RegExp(`"variant":"${first.id}"`),
  );
  await expect(showings.getByRole('listitem').first().locator('.availability')).toHaveText(
    liveText,
    LIVE_ANSWER,
  );

  const soldOutItem = showings.getByRole('listitem').nth(1);
  await expect(soldOutItem).toContainText(when(soldOut.start));
  await expect(soldOutItem.locator('.availability')).toHaveText('Utsolgt', LIVE_ANSWER);
  await expect(soldOutItem.getByRole('link')).toHaveCount(0);
  await expect(soldOutItem.locator('a')).toBeHidden();

  const elsewhere = page.locator('main article').filter({
    has: page.getByRole('heading', { name: ELSEWHERE.Title, exact: true }),
  });
  await expect(elsewhere).toContainText('Står ikke på programmet nå.');
  await expect(elsewhere.getByRole('link')).toHaveCount(0);

  // The showings and the notice keep the screen accessible (WCAG 2.1 AA).
  expect(await axeViolations(page)).toEqual([]);
  // The list screen asked the backend for the list only: its showings come from the build.
  expect(unanswered).toEqual([]);

  await item.getByRole('heading').getByRole('link', { name: film.title }).click();
  await expect(page).toHaveURL(new RegExp(`${film.path}$`));

  // A day later the showing that has started is gone and the next one leads.
  const later = build + DAY_MS;
  const next = film.showings.find((showing) => Date.parse(showing.start) >= listedFrom(later));
  if (!next) throw new Error(`${film.title} has no showing a day after the build`);
  await page.clock.setFixedTime(new Date(later));
  await page.goto('/filmklubb/min-liste');
  await expect(showings.getByRole('listitem').first()).toContainText(when(next.start));
  // Its link, whether on sale or (the sold-out one) hidden.
  await expect(showings.getByRole('listitem').first().locator('a')).toHaveAttribute(
    'href',
    next.url,
  );
  await expect(showings).not.toContainText(when(first.start));
  await expect(showings.locator(`a[href="${first.url}"]`)).toHaveCount(0);
});
