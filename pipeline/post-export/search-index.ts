import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import MiniSearch, { type Options } from 'minisearch';
import { searchDocuments } from '@/engine';
import { INDEX_OPTIONS, SEARCH_INDEX_PATH, type SearchDocument } from '@/lib/search/index-options';
import type { PostExportStep } from './step';

/**
 * `processTerm` (fold and stem, lib/search/normalise.ts: a pure function of the token) worked
 * out once per distinct token: a site's text repeats its words, and at 10,000 productions the
 * folding and stemming of every occurrence was half the step's time (measured 2026-11-27:
 * 33.7 s against 17.9 s on the loaded machine, 14,355 distinct tokens). The index is the same.
 */
function onceEach(
  processTerm: Options<SearchDocument>['processTerm'],
): Options<SearchDocument>['processTerm'] {
  if (!processTerm) return processTerm;
  const done = new Map<string, ReturnType<typeof processTerm>>();
  return (term, fieldName) => {
    const key = `${fieldName ?? ''}\u0000${term}`;
    if (!done.has(key)) done.set(key, processTerm(term, fieldName));
    return done.get(key);
  };
}

/**
 * Writes the site search index (issue 6, item 1) to `search-index.json` in the exported folder:
 * a serialised MiniSearch index of films, events, articles and content pages, built from the same
 * content set as the pages, so it is exactly as fresh as the site. Pre-compressed with the rest.
 *
 * Why MiniSearch and not Pagefind: measured with `npm run bench:search` (bench/sections/search.ts)
 * on the embedded content (109 documents) in Chromium, 2026-11-21, on a busy 2-core machine:
 *
 * | engine                       | first query transfer        | first query to results | median query | expected page in top 3 |
 * |------------------------------|-----------------------------|------------------------|--------------|------------------------|
 * | MiniSearch + own fold/stem   | 43.6 KB (37.4 index, 6.2 JS) | 293 ms                 | 2.6 ms       | 7/7                    |
 * | Pagefind 1.6 (nb stemmer)    | 97.3 KB (28.1 index, 69.2 JS + WASM) | 350 ms         | 72.5 ms      | 5/7                    |
 *
 * Both handle inflections (`julekonserten`, `filmdagene`). Pagefind finds nothing for the ASCII
 * spelling `svommehall` or the typo `seniorkno` (it has no typo tolerance and does not fold ø),
 * and its WebAssembly needs 'wasm-unsafe-eval' in the CSP's script-src. MiniSearch fetches the
 * whole index once (brotli) and then answers every query in memory; Pagefind fetches less index
 * but more code, and more index chunks and fragments as queries change. Times vary with the load.
 */
export const searchIndexStep: PostExportStep = {
  name: 'search index',
  async run({ outDir, content, build }) {
    const documents = searchDocuments(content, build.clock);
    const index = new MiniSearch<SearchDocument>({
      ...INDEX_OPTIONS,
      processTerm: onceEach(INDEX_OPTIONS.processTerm),
    });
    index.addAll(documents);
    await writeFile(path.join(outDir, SEARCH_INDEX_PATH.slice(1)), JSON.stringify(index));
  },
};
