import { productionHref } from '@/lib/production-paths';
import { typeLabelOf } from '@/lib/production-types';
import {
  MAX_FILE_SHOWINGS,
  type ProgrammeFilm,
  type ProgrammeShowings,
} from '@/lib/programme-showings';
import type { ContentSet, Event } from '@/lib/schemas';

/**
 * The programme the member's watch list reads (docs/product.md, Watch list and the programme):
 * every film (`object: 'movie'`) with showings that start at or after `now`, each with its
 * earliest `MAX_FILE_SHOWINGS` coming showings (start, hall, ticket link, the build's
 * availability), in the productions' order. Films without coming showings are left out: the
 * watch list says they are not on the programme. Pure; the build writes it as JSON.
 */
export function programmeShowings(content: ContentSet, now: Date): ProgrammeShowings {
  const coming = new Map<string, Event[]>();
  for (const event of [...content.events].sort(
    (a, b) => Date.parse(a.startTime) - Date.parse(b.startTime),
  )) {
    if (Date.parse(event.startTime) < now.getTime()) continue;
    const events = coming.get(event.production.pageReference) ?? [];
    if (events.length < MAX_FILE_SHOWINGS) events.push(event);
    coming.set(event.production.pageReference, events);
  }
  const films = content.productions.flatMap((production): ProgrammeFilm[] => {
    const events = coming.get(production.pageReference);
    if (production.object !== 'movie' || !events) return [];
    return [
      {
        id: production.id,
        catalogueNumber: production.catalogueNumber,
        ediNumber: production.ediNumber ?? null,
        title: production.title,
        path: productionHref(production),
        category: typeLabelOf(content.site, production),
        showings: events.map((event) => ({
          id: event.id,
          start: event.startTime,
          hall: event.location.name,
          url: event.ticketUrl,
          availability: event.availability,
        })),
      },
    ];
  });
  return { builtAt: now.toISOString(), brand: content.site.title, films };
}
