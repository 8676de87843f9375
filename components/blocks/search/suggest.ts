import type MiniSearch from 'minisearch';
import { QUERY_OPTIONS, typoEdits, type SearchDocument } from '@/lib/search/index-options';
import { searchTerm, tokenize } from '@/lib/search/normalise';

/** «Mente du» offers at most this many searches. */
export const MAX_SUGGESTIONS = 3;
/** Index terms shorter than this are no suggestion: any short word is near a few letters of nonsense. */
const MIN_TERM_LENGTH = 3;

/** Levenshtein distance: insertions, deletions and substitutions, as MiniSearch's fuzzy search counts. */
export function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      const substitution = (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1);
      current.push(Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, substitution));
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}

interface Candidate {
  /** The index term (folded and stemmed). */
  term: string;
  /** What the visitor is offered: the term as a title spells it (with æ, ø, å), else the term. */
  word: string;
  distance: number;
  /** The best score of a document holding the term: a title word outranks a word deep in a text. */
  score: number;
}

/** The word of `title` that the index holds as `term`, lower-cased, e.g. `svømmehall` for `svommehall`. */
const titleWord = (title: string, term: string): string | undefined =>
  tokenize(title)
    .find((token) => searchTerm(token) === term)
    ?.toLocaleLowerCase('nb');

/**
 * Index terms one letter further off than the search forgives ({@link typoEdits} + 1), nearest
 * first, then by the best score of a document holding them, then alphabetically (deterministic).
 */
function candidatesFor(index: MiniSearch<SearchDocument>, token: string): Candidate[] {
  const term = searchTerm(token);
  if (!term) return [];
  const limit = typoEdits(term) + 1;
  const found = new Map<string, Candidate>();
  for (const hit of index.search(token, { fuzzy: limit, prefix: false })) {
    for (const matched of hit.terms) {
      const distance = editDistance(term, matched);
      if (matched.length < MIN_TERM_LENGTH || distance > limit) continue;
      const known = found.get(matched);
      if (known && known.score >= hit.score) continue;
      const title = typeof hit.title === 'string' ? titleWord(hit.title, matched) : undefined;
      found.set(matched, {
        term: matched,
        word: title ?? known?.word ?? matched,
        distance,
        score: hit.score,
      });
    }
  }
  return [...found.values()].sort(
    (a, b) =>
      a.distance - b.distance ||
      b.score - a.score ||
      (a.term < b.term ? -1 : a.term > b.term ? 1 : 0),
  );
}

/**
 * «Mente du»: up to {@link MAX_SUGGESTIONS} searches near `query`, each word replaced by a near
 * term of the index (the k-th suggestion takes every word's k-th nearest term, or its nearest);
 * words near nothing are left out. Each suggestion finds something with {@link QUERY_OPTIONS}.
 * Returns [] when no word is near a term (docs/browser.md, Search).
 */
export function suggestSearches(index: MiniSearch<SearchDocument>, query: string): string[] {
  const words = tokenize(query)
    .map((token) => candidatesFor(index, token).map((candidate) => candidate.word))
    .filter((words) => words.length > 0);
  const suggestions = new Set<string>();
  for (let rank = 0; rank < MAX_SUGGESTIONS; rank += 1) {
    const phrase = words.map((nearest) => nearest[rank] ?? nearest[0]).join(' ');
    if (phrase && index.search(phrase, QUERY_OPTIONS).length > 0) suggestions.add(phrase);
  }
  return [...suggestions];
}
