import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import MiniSearch from 'minisearch';
import type { ContentSet } from '@/lib/schemas';
import {
  INDEX_OPTIONS,
  MAX_STARTS,
  QUERY_OPTIONS,
  type SearchDocument,
} from '@/lib/search/index-options';
import { localContentSource } from '@/services/content';
import { testBuild } from '@/tests/config';
import { searchIndexStep } from './search-index';

const ROOT = path.resolve(__dirname, '../..');
const NOW = '2026-11-21T09:00:00+01:00';
let content: ContentSet;
let outDir: string;
let index: MiniSearch<SearchDocument>;

beforeAll(async () => {
  content = (await localContentSource(ROOT).load({ now: new Date(NOW) })).content;
  outDir = await mkdtemp(path.join(os.tmpdir(), 'search-index-'));
  await searchIndexStep.run({
    root: ROOT,
    outDir,
    content,
    build: testBuild({}, new Date(NOW)),
    filmclub: null,
  });
  index = MiniSearch.loadJSON<SearchDocument>(
    await readFile(path.join(outDir, 'search-index.json'), 'utf8'),
    INDEX_OPTIONS,
  );
}, 60_000); // loading and validating the embedded content is slow on a busy machine

afterAll(() => rm(outDir, { recursive: true, force: true }));

const topPaths = (query: string) =>
  index
    .search(query, QUERY_OPTIONS)
    .slice(0, 3)
    .map((hit) => hit.id);

describe('search index step', () => {
  it('indexes films, events, articles and content pages, but not the front page or the search page', () => {
    const all = index.search(MiniSearch.wildcard);
    expect(new Set(all.map((hit) => hit.kind))).toEqual(
      new Set(['film', 'event', 'article', 'page']),
    );
    expect(all.find((hit) => hit.id === '/apningstider-svommehall')?.title).toBe(
      'Åpningstider svømmehall',
    );
    expect(index.has('/search')).toBe(false);
    expect(index.has('/')).toBe(false);
    expect(index.documentCount).toBeGreaterThan(
      content.articles.length + content.productions.length,
    );
  });

  it.each([
    ['an inflected word', 'julekonserten', '/julekonsert-med-gran-musikkorps-gm3j8k'],
    ['a plural definite form', 'filmdagene', '/nordiske-filmdager'],
    ['an ASCII spelling of ø', 'svommehall', '/apningstider-svommehall'],
    ['an ASCII spelling of å', 'apningstider', '/apningstider'],
    ['a typo', 'seniorkno', '/seniorkino'],
  ])('finds the expected page in the top 3 for %s (%s)', (_kind, query, expected) => {
    expect(topPaths(query)).toContain(expected);
  });

  it('keeps the next showtimes of a production from the build clock on, in order', () => {
    const withStarts = index
      .search('konsert', QUERY_OPTIONS)
      .filter((hit) => hit.kind === 'event' && Array.isArray(hit.starts));
    expect(withStarts.length).toBeGreaterThan(0);
    for (const hit of withStarts) {
      const starts = hit.starts as string[];
      expect(starts.length).toBeLessThanOrEqual(MAX_STARTS);
      expect(starts.every((start) => Date.parse(start) >= Date.parse(NOW))).toBe(true);
      expect([...starts].sort((a, b) => Date.parse(a) - Date.parse(b))).toEqual(starts);
    }
  });
});
