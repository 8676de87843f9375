import MiniSearch from 'minisearch';
import {
  INDEX_OPTIONS,
  QUERY_OPTIONS,
  SEARCH_INDEX_PATH,
  type SearchDocument,
} from '@/lib/search/index-options';
import { countRelevant, groupResults, type RankedHit, type ResultGroup } from './search-results';
import { suggestSearches } from './suggest';

/**
 * The answer to one query: the grouped results shown, `total`, how many relevant hits there were
 * before the cap, and, when nothing is found, `suggestions`: searches near the query («Mente du»).
 */
export interface SearchAnswer {
  groups: ResultGroup[];
  total: number;
  suggestions: string[];
}

/** A page of the site by its path and title, as the index holds it. */
export interface PageLink {
  href: string;
  title: string;
}

export interface SiteSearch {
  search(query: string): SearchAnswer;
  /** The pages of `paths` that the index holds, with their titles; others are left out. */
  pages(paths: readonly string[]): PageLink[];
}

const NO_ANSWER: SearchAnswer = { groups: [], total: 0, suggestions: [] };

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
      if (!query.trim()) return NO_ANSWER;
      const hits: RankedHit[] = index.search(query, QUERY_OPTIONS).map((hit) => ({
        id: String(hit.id),
        score: hit.score,
        kind: hit.kind,
        title: hit.title,
        summary: hit.summary,
        starts: hit.starts,
        ends: hit.ends,
      }));
      return {
        groups: groupResults(hits, new Date()),
        total: countRelevant(hits),
        suggestions: hits.length > 0 ? [] : suggestSearches(index, query),
      };
    },
    pages(paths) {
      return paths.flatMap((href) => {
        const title = index.getStoredFields(href)?.title;
        return typeof title === 'string' ? [{ href, title }] : [];
      });
    },
  };
}
