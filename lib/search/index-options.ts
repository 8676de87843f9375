import type { Options, SearchOptions } from 'minisearch';
import { searchTerm, tokenize } from './normalise';

/** The results page groups by it. */
export type SearchKind = 'film' | 'event' | 'article' | 'page';

/** `id` is the page's path; `starts` the next showtimes, so a page read long after the build shows the next one ahead. */
export interface SearchDocument {
  id: string;
  kind: SearchKind;
  title: string;
  summary: string;
  /** Words a visitor may search by that are not in the text. */
  keywords: string;
  text: string;
  starts?: string[];
  /** When an article's event is over; an ended article ranks below current pages. */
  ends?: string;
}

export type SearchHitFields = Pick<
  SearchDocument,
  'kind' | 'title' | 'summary' | 'starts' | 'ends'
>;

export const MAX_STARTS = 3;

export const SEARCH_INDEX_PATH = '/search-index.json';

/** Shared by the build, which serialises the index, and the browser, which loads it: both must be identical. */
export const INDEX_OPTIONS: Options<SearchDocument> = {
  fields: ['title', 'keywords', 'text'],
  storeFields: ['kind', 'title', 'summary', 'starts', 'ends'],
  tokenize,
  processTerm: searchTerm,
};

/**
 * How many letters a query term (folded and stemmed) may be off and still match, as MiniSearch
 * counts edits (Levenshtein): none under 4 letters, one up to 7, two from 8 (`babykno` and
 * `babikyno` find Babykino). The same as MiniSearch's `fuzzy: 0.2` rounded, said outright so that
 * «Mente du» (components/blocks/search/suggest.ts) can look one letter further.
 */
export const typoEdits = (term: string): number =>
  term.length >= 8 ? 2 : term.length >= 4 ? 1 : 0;

// Prefix matching for the word being typed; fuzzy matches weigh less than exact and prefix ones.
export const QUERY_OPTIONS: SearchOptions = {
  boost: { title: 3, keywords: 1.5, text: 1 },
  prefix: (term) => term.length >= 3,
  fuzzy: (term) => typoEdits(term) || false,
  weights: { fuzzy: 0.3, prefix: 0.6 },
  combineWith: 'OR',
};
