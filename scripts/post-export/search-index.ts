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
 * Why MiniSearch and not Pagefind (measured with `npm run bench:search` on the embedded content;
 * see bench/sections/search.ts): both find the inflected and ASCII-spelled pages, but Pagefind has
 * no typo tolerance (a misspelt word finds nothing), needs WebAssembly (a CSP with
 * 'wasm-unsafe-eval') and fetches its loader, WASM, meta and fragments per query; MiniSearch with
 * our own Norwegian fold and stemmer (lib/search/normalise.ts) does typos by edit distance and
 * fetches one small JSON once.
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
