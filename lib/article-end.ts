import type { Article, Event } from './schemas';
import { addDays, osloWallTimeToIso, toOsloIso } from './time';

/** Earliest first. */
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
 * When an article's event is over, as a showing start the showing clock reads; undefined: never
 * (the rule: docs/content.md, Articles and their events). One rule for notice, cards and search.
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
