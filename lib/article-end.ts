import type { Article, Event } from './schemas';
import { addDays, osloWallTimeToIso, toOsloIso } from './time';

/**
 * The events of the productions an article is about, earliest first (docs/content.md, Articles
 * and their events). Empty for an article that names no production.
 */
export function articleEvents(
  article: Pick<Article, 'productions'>,
  events: readonly Event[],
): Event[] {
  const about = new Set(article.productions ?? []);
  if (about.size === 0) return [];
  return events
    .filter((event) => about.has(event.production.pageReference))
    .sort((a, b) => Date.parse(a.startTime) - Date.parse(b.startTime));
}

/**
 * When an article's event is over, as the start of a showing (ISO 8601 with the Oslo offset) that
 * the showing clock's rule reads: the article is over once that start is past. One rule for the
 * page's notice, the card lists and the search (docs/content.md, Articles and their events):
 * - with `newsEndsOn`: midnight at the start of the next Oslo day (the editor's date wins);
 * - else, about productions: the start of the last of their events; none at all in the
 *   programme: the article's last update (it is over already);
 * - else undefined: the article is not about an event and never ends.
 */
export function articleEnd(
  article: Pick<Article, 'productions' | 'newsEndsOn' | 'updatedAt'>,
  events: readonly Event[],
): string | undefined {
  if (article.newsEndsOn) {
    const [year, month, day] = article.newsEndsOn.split('-').map(Number) as [
      number,
      number,
      number,
    ];
    return osloWallTimeToIso(addDays({ year, month, day, weekday: 0 }, 1), '00:00');
  }
  if (!article.productions?.length) return undefined;
  const last = articleEvents(article, events).at(-1);
  return last?.startTime ?? toOsloIso(new Date(article.updatedAt));
}
