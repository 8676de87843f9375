import MiniSearch from 'minisearch';
import { INDEX_OPTIONS, QUERY_OPTIONS, type SearchDocument } from '@/lib/search/index-options';
import { editDistance, MAX_SUGGESTIONS, suggestSearches } from './suggest';

const page = (id: string, title: string, text: string): SearchDocument => ({
  id,
  kind: 'page',
  title,
  summary: '',
  keywords: '',
  text,
});

function siteIndex(): MiniSearch<SearchDocument> {
  const index = new MiniSearch<SearchDocument>(INDEX_OPTIONS);
  index.addAll([
    page('/babykino', 'Babykino', 'Kino for foreldre med spedbarn.'),
    page('/seniorkino', 'Seniorkino', 'Film på dagtid for seniorer.'),
    page('/apningstider-svommehall', 'Åpningstider svømmehall', 'Svømmehallen er åpen hver dag.'),
    page('/kulturprogram', 'Kulturprogram', 'Konserter, teater og foredrag.'),
    page('/om-kinoen', 'Om kinoen', 'Kinoen har to saler.'),
  ]);
  return index;
}

describe('editDistance', () => {
  it('counts insertions, deletions and substitutions', () => {
    expect(editDistance('babykino', 'babykino')).toBe(0);
    expect(editDistance('babykno', 'babykino')).toBe(1);
    expect(editDistance('bobykina', 'babykino')).toBe(2);
    expect(editDistance('', 'kino')).toBe(4);
  });
});

describe('suggestSearches', () => {
  it('offers the nearest term of the index for a word too far off for the search', () => {
    const index = siteIndex();
    // Three letters off: more than the search forgives in an 8-letter word.
    expect(index.search('bobykynu', QUERY_OPTIONS)).toEqual([]);
    const [first] = suggestSearches(index, 'bobykynu');
    expect(first).toBe('babykino');
    expect(index.search(first ?? '', QUERY_OPTIONS)[0]?.id).toBe('/babykino');
  });

  it('spells the suggestion as the title does, with æ, ø and å', () => {
    expect(suggestSearches(siteIndex(), 'svammahal')[0]).toBe('svømmehall');
  });

  it('corrects every word of a query and leaves out words near nothing', () => {
    expect(suggestSearches(siteIndex(), 'bobykynu xqzwv svammahal')[0]).toBe('babykino svømmehall');
  });

  it('offers at most MAX_SUGGESTIONS searches, each of which finds something', () => {
    const index = siteIndex();
    const suggestions = suggestSearches(index, 'kinu');
    expect(suggestions.length).toBeGreaterThan(0);
    expect(suggestions.length).toBeLessThanOrEqual(MAX_SUGGESTIONS);
    for (const suggestion of suggestions)
      expect(index.search(suggestion, QUERY_OPTIONS).length).toBeGreaterThan(0);
  });

  it('offers words as a title spells them, not stems of words only in a text', () => {
    const index = siteIndex();
    expect(suggestSearches(index, 'kinu')[0]).toBe('kinoen');
    // «Konserter» is only in a text: its stem `konsert` is no word to offer.
    expect(index.search('konsret', QUERY_OPTIONS)).toEqual([]);
    expect(suggestSearches(index, 'konsret')).toEqual([]);
  });

  it('offers nothing for nonsense far from every term', () => {
    expect(suggestSearches(siteIndex(), 'xqzwv')).toEqual([]);
    expect(suggestSearches(siteIndex(), '  ')).toEqual([]);
  });
});
