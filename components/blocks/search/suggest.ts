import type MiniSearch from 'minisearch';
import { QUERY_OPTIONS, typoEdits, type SearchDocument } from '@/lib/search/index-options';
import { foldNorwegian, searchTerm, tokenize } from '@/lib/search/normalise';

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
  /** What the visitor is offered: the index term as a title spells it (with æ, ø, å); a stem alone (`kulturprogramm`) is no word to offer. */
  word: string;
  /** Letters between the typed word, folded, and the term or `word`, whichever is nearer: a stem cut short is far from a word typed in full. */
  distance: number;
  /** The best score of a document holding the term: a title word outranks a word deep in a text. */
  score: number;
}

const folded = (word: string): string => foldNorwegian(word).replace(/ /g, '');

/** The word of `title` that the index holds as `term`, lower-cased, e.g. `svømmehall` for `svommehall`. */
const titleWord = (title: unknown, term: string): string | undefined =>
  typeof title === 'string'
    ? tokenize(title)
        .find((token) => searchTerm(token) === term)
        ?.toLocaleLowerCase('nb')
    : undefined;

/**
 * Index terms that a title holds, one letter further off than the search forgives
 * ({@link typoEdits} + 1), as the title spells them, nearest first, then by the best score of a document holding them, then alphabetically (deterministic).
 */
function candidatesFor(index: MiniSearch<SearchDocument>, token: string): Candidate[] {
  const typed = folded(token);
  const limit = typoEdits(typed) + 1;
  if (!searchTerm(token)) return [];
  const found = new Map<string, { word: string; score: number }>();
  for (const hit of index.search(token, { fuzzy: limit, prefix: false })) {
    for (const term of hit.terms) {
      const word = found.get(term)?.word ?? titleWord(hit.title, term);
      if (term.length < MIN_TERM_LENGTH || !word) continue;
      found.set(term, { word, score: Math.max(found.get(term)?.score ?? 0, hit.score) });
    }
  }
  return [...found]
    .map(([term, { word, score }]) => ({
      word,
      distance: Math.min(editDistance(typed, term), editDistance(typed, folded(word))),
      score,
    }))
    .filter((candidate) => candidate.distance <= limit)
    .sort(
      (a, b) =>
        a.distance - b.distance ||
        b.score - a.score ||
        (a.word < b.word ? -1 : a.word > b.word ? 1 : 0),
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
