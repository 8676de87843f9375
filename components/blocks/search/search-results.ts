import { isPastShowing } from '@/components/shared/showing-clock';
import type { SearchHitFields, SearchKind } from '@/lib/search/index-options';

/** A hit as MiniSearch returns it with the stored fields: `id` is the page's path. */
export type RankedHit = SearchHitFields & { id: string; score: number };

export interface ResultItem {
  href: string;
  title: string;
  summary: string;
  /** The next showtime at or after `now` (ISO 8601), for films and events that have one. */
  next?: string;
}

export interface ResultGroup {
  kind: SearchKind;
  /** Norwegian heading of the group. */
  heading: string;
  items: ResultItem[];
}

export const GROUP_HEADINGS: Record<SearchKind, string> = {
  film: 'Filmer',
  event: 'Arrangementer',
  article: 'Artikler',
  page: 'Sider',
};

/** At most this many results are shown in all. */
export const MAX_RESULTS = 20;
/** Hits scoring below this share of the best hit are noise from typo tolerance and left out. */
const MIN_RELATIVE_SCORE = 0.1;

const relevantHits = (hits: readonly RankedHit[]): readonly RankedHit[] => {
  const best = hits[0]?.score ?? 0;
  return hits.filter((candidate) => candidate.score >= best * MIN_RELATIVE_SCORE);
};

/** How many relevant hits a search found in all, before {@link MAX_RESULTS} caps what is shown. */
export const countRelevant = (hits: readonly RankedHit[]): number => relevantHits(hits).length;

/** Relevant hits with those about an event that is over at `now` (their `ends` past) after all the current ones, each part in its rank. */
function currentFirst(hits: readonly RankedHit[], now: Date): RankedHit[] {
  const over = (hit: RankedHit) => hit.ends !== undefined && isPastShowing(hit.ends, now.getTime());
  const relevant = relevantHits(hits);
  return [...relevant.filter((hit) => !over(hit)), ...relevant.filter(over)];
}

/** Groups ranked hits by kind; an article whose event is over at `now` ranks below current hits. */
export function groupResults(hits: readonly RankedHit[], now: Date): ResultGroup[] {
  const groups = new Map<SearchKind, ResultGroup>();
  for (const hit of currentFirst(hits, now).slice(0, MAX_RESULTS)) {
    const group = groups.get(hit.kind) ?? {
      kind: hit.kind,
      heading: GROUP_HEADINGS[hit.kind],
      items: [],
    };
    const next = hit.starts?.find((start) => Date.parse(start) >= now.getTime());
    group.items.push({
      href: hit.id,
      title: hit.title,
      summary: hit.summary,
      ...(next && { next }),
    });
    groups.set(hit.kind, group);
  }
  return [...groups.values()];
}

export const countResults = (groups: readonly ResultGroup[]): number =>
  groups.reduce((sum, group) => sum + group.items.length, 0);

/** The announced count: `7 treff for «jazz»`, or, capped, `Viser de 20 første av 34 treff for «jazz»`. */
export function resultCountText(shown: number, total: number, query: string): string {
  const quoted = `«${query.trim()}»`;
  return total > shown
    ? `Viser de ${shown} første av ${total} treff for ${quoted}`
    : `${shown} treff for ${quoted}`;
}
