import MiniSearch from 'minisearch';
import {
  INDEX_OPTIONS,
  QUERY_OPTIONS,
  SEARCH_INDEX_PATH,
  type SearchDocument,
} from '@/lib/search/index-options';
import { countRelevant, groupResults, type RankedHit, type ResultGroup } from './search-results';

/** The answer to one query: the grouped results shown, and `total`, how many relevant hits there were before the cap. */
export interface SearchAnswer {
  groups: ResultGroup[];
  total: number;
}

export interface SiteSearch {
  search(query: string): SearchAnswer;
}

/**
 * Loads the build's index into MiniSearch.
 * @throws Error when the index cannot be fetched or read.
 */
export async function loadSiteSearch(): Promise<SiteSearch> {
  const response = await fetch(SEARCH_INDEX_PATH);
  if (!response.ok) throw new Error(`search index: HTTP ${response.status}`);
  const index = MiniSearch.loadJSON<SearchDocument>(await response.text(), INDEX_OPTIONS);
  return {
    search(query) {
      if (!query.trim()) return { groups: [], total: 0 };
      const hits: RankedHit[] = index.search(query, QUERY_OPTIONS).map((hit) => ({
        id: String(hit.id),
        score: hit.score,
        kind: hit.kind,
        title: hit.title,
        summary: hit.summary,
        starts: hit.starts,
        ends: hit.ends,
      }));
      return { groups: groupResults(hits, new Date()), total: countRelevant(hits) };
    },
  };
}
