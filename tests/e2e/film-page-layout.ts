import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { listedFrom } from './build-clock';

/** A phone's viewport (CSS px), the size the film page's layout is checked at. */
export const PHONE = { width: 390, height: 844 };

/**
 * The film page with the most showings in the build: its path and the start of every showing
 * its ticket list holds (the server's HTML, `.ticket` rows only).
 */
export async function busiestFilm(
  request: APIRequestContext,
): Promise<{ path: string; starts: string[] }> {
  const html = await (await request.get('/kinoprogram')).text();
  const paths = [
    ...new Set([...html.matchAll(/href="(\/[^"]*-dxm\d+)"/g)].map((match) => match[1] ?? '')),
  ];
  let busiest = { path: '', starts: [] as string[] };
  for (const path of paths) {
    const page = await (await request.get(path)).text();
    const starts = [...page.matchAll(/<li class="ticket"[^>]*?data-showing-start="([^"]+)"/g)].map(
      (match) => match[1] ?? '',
    );
    if (starts.length > busiest.starts.length) busiest = { path, starts };
  }
  expect(busiest.path, 'a film page with showings').not.toBe('');
  return busiest;
}

/** How many of `starts` are still to come at `instant` (epoch ms): the clock's rule. */
export const comingAt = (starts: string[], instant: number): number =>
  starts.filter((start) => Date.parse(start) >= listedFrom(instant)).length;

/**
 * Where the page puts the ticket rows a visitor sees (not hidden, not in a closed "Vis alle")
 * relative to the heading named `heading`: how many are above it, how many there are in all, and
 * for each shown row its start and the heading of the day group it sits in.
 */
export function rowsAbove(
  page: Page,
  heading: string,
): Promise<{
  headingFound: boolean;
  above: number;
  shown: { start: string; day: string }[];
  all: number;
}> {
  return page.evaluate((name) => {
    const top = (element: Element) => element.getBoundingClientRect().top + window.scrollY;
    const target = [...document.querySelectorAll('h2')].find(
      (element) => element.textContent?.trim() === name,
    );
    const rows = [...document.querySelectorAll('.ticket-list .ticket')];
    // Not getClientRects: the rows of a closed <details> still have boxes in Chromium.
    const shown = rows.filter((row) => row.checkVisibility());
    const limit = target ? top(target) : Number.POSITIVE_INFINITY;
    return {
      headingFound: target?.checkVisibility() ?? false,
      above: shown.filter((row) => top(row) < limit).length,
      shown: shown.map((row) => ({
        start: row.getAttribute('data-showing-start') ?? '',
        day: row.closest('[data-showing-group]')?.querySelector('h3')?.textContent?.trim() ?? '',
      })),
      all: rows.length,
    };
  }, heading);
}
