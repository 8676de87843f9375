import { renderClock } from '@/lib/render-clock';
import type { Event, Production } from '@/lib/schemas';
import { pastFrom } from './showing-clock';

/** Events that have not started at `now` (ISO 8601), earliest first. */
export const upcoming = (events: readonly Event[], now: string): Event[] => {
  const cutoff = Date.parse(now);
  return events
    .filter((event) => Date.parse(event.startTime) >= cutoff)
    .sort((a, b) => a.startTime.localeCompare(b.startTime));
};

/**
 * The render clock (lib/render-clock.ts) of an island that lists showings starting at `starts`
 * (ISO 8601): its render changes as each of them counts as past (showing-clock.ts), and at Oslo
 * midnight. Handed to the island instead of the build clock, so pages do not carry the clock.
 */
export const showingsRenderClock = (buildNow: string, starts: readonly string[]): string =>
  renderClock(buildNow, starts.map(pastFrom));

/** Events grouped by their production's page reference in one pass, not one scan per production. */
export const eventsByProduction = (events: readonly Event[]): Map<string, Event[]> => {
  const groups = new Map<string, Event[]>();
  for (const event of events) {
    const group = groups.get(event.production.pageReference);
    if (group) group.push(event);
    else groups.set(event.production.pageReference, [event]);
  }
  return groups;
};

/** Events of one production from `eventsByProduction` (empty when it has none). */
export const eventsOf = (groups: ReadonlyMap<string, Event[]>, production: Production): Event[] =>
  groups.get(production.pageReference) ?? [];
