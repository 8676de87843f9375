import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import MiniSearch from 'minisearch';
import { searchDocuments } from '@/engine';
import { INDEX_OPTIONS, SEARCH_INDEX_PATH, type SearchDocument } from '@/lib/search/index-options';
import type { PostExportStep } from './index';

/**
 * Writes the site search index (issue 6, item 1) to `search-index.json` in the exported folder:
 * a serialised MiniSearch index of films, events, articles and content pages, built from the same
 * content set as the pages, so it is exactly as fresh as the site. Pre-compressed with the rest.
 *
 * Why MiniSearch and not Pagefind: measured with `npm run bench:search` (bench/sections/search.ts)
 * on the embedded content (109 documents) in Chromium, 2026-11-21, on a busy 2-core machine:
 *
 * | engine                       | first query transfer | first query to results | median query | expected page in top 3 |
 * |------------------------------|----------------------|------------------------|--------------|------------------------|
 * | MiniSearch + own fold/stem   | 43.4 KB              | 84 ms                  | 3.4 ms       | 7/7                    |
 * | Pagefind 1.6 (nb stemmer)    | 23.3 KB              | 223 ms                 | 62.7 ms      | 5/7                    |
 *
 * Both handle inflections (`julekonserten`, `filmdagene`). Pagefind finds nothing for the ASCII
 * spelling `svommehall` or the typo `seniorkno` (it has no typo tolerance and does not fold ø),
 * and its WebAssembly needs 'wasm-unsafe-eval' in the CSP's script-src. MiniSearch fetches more
 * bytes once (the whole index, 44 KB gzip) but then answers every query locally.
 */
export const searchIndexStep: PostExportStep = {
  name: 'search index',
  async run({ outDir, content }) {
    const documents = searchDocuments(content, new Date(process.env.CONTENT_CLOCK ?? Date.now()));
    const index = new MiniSearch<SearchDocument>(INDEX_OPTIONS);
    index.addAll(documents);
    await writeFile(path.join(outDir, SEARCH_INDEX_PATH.slice(1)), JSON.stringify(index));
  },
};
