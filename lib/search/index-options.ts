import type { Options, SearchOptions } from 'minisearch';
import { searchTerm, tokenize } from './normalise';

/** What a search hit is; the results page groups by it (Filmer, Arrangementer, Artikler, Sider). */
export type SearchKind = 'film' | 'event' | 'article' | 'page';

/**
 * One searchable page, built from the content set at build time (engine/search-documents.ts).
 * `id` is the page's site path; `starts` are the next showtimes (ISO 8601 with the Oslo offset,
 * ascending, at most {@link MAX_STARTS}) of a film or event, so the page can show the next one
 * still ahead when it is read long after the build.
 */
export interface SearchDocument {
  id: string;
  kind: SearchKind;
  title: string;
  /** Plain text, at most about 160 characters, shown under the title. */
  summary: string;
  /** Type, genres, people, places: words a visitor may search by that are not in the text. */
  keywords: string;
  /** The page's text (plain, no HTML). */
  text: string;
  starts?: string[];
  /** An article about an event: when it is over, in the showing clock's terms (lib/article-end.ts); an ended article ranks below current pages. */
  ends?: string;
}

/** The stored part of a document that a hit carries. */
export type SearchHitFields = Pick<
  SearchDocument,
  'kind' | 'title' | 'summary' | 'starts' | 'ends'
>;

/** How many upcoming showtimes a document keeps. */
export const MAX_STARTS = 3;

/** Where the post-export step writes the index, and where the search page fetches it. */
export const SEARCH_INDEX_PATH = '/search-index.json';

/**
 * MiniSearch options shared by the build (which serialises the index) and the browser (which loads
 * it with `MiniSearch.loadJSON`); both must be identical. Every term goes through the Norwegian
 * fold and stemmer of ./normalise.
 */
export const INDEX_OPTIONS: Options<SearchDocument> = {
  fields: ['title', 'keywords', 'text'],
  storeFields: ['kind', 'title', 'summary', 'starts', 'ends'],
  tokenize,
  processTerm: searchTerm,
};

/**
 * Query options: title weighs most; prefix matching for the word being typed; typo tolerance of
 * one edit in words of 4+ letters, two in 10+ (fuzzy 0.2 of the term length); a term matched
 * fuzzily or by prefix counts less than an exact one. Terms are combined with OR and ranked by BM25.
 */
export const QUERY_OPTIONS: SearchOptions = {
  boost: { title: 3, keywords: 1.5, text: 1 },
  prefix: (term) => term.length >= 3,
  fuzzy: (term) => (term.length >= 4 ? 0.2 : false),
  maxFuzzy: 2,
  weights: { fuzzy: 0.3, prefix: 0.6 },
  combineWith: 'OR',
};
