/**
 * Benchmark section `search` (issues 6 and 7): the site search in Chromium against a built site
 * served by the site server. Prints figures, asserts nothing.
 *
 * - MiniSearch (what the site ships): bytes transferred for the first query on /search (the
 *   lazily loaded search code and `search-index.json`), time to the first results, median time
 *   of a query once loaded (input event to the result count in the live region), and the rank of
 *   the expected page for Norwegian queries (inflected, ASCII spelling, typo).
 * - Pagefind 1.6 on a copy of the same site, for comparison (the decision note in
 *   pipeline/post-export/search-index.ts): the same figures with `pagefind.search()` plus `data()`
 *   of the first five results (what a result list needs).
 *
 * Uses `out/` when it holds a build with a search index, else builds into the scratch folder.
 */
import { execFile } from 'node:child_process';
import { cp, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { chromium, type Browser, type Page, type Request } from '@playwright/test';
import { redirectsSchema } from '@/lib/schemas';
import { localContentSource } from '@/services/content';
import { buildSite } from '../../pipeline/build-site';
import { securityHeadersStep } from '../../pipeline/post-export/security-headers';
import { precompress } from '../../pipeline/postbuild';
import { createSiteServer } from '../../server/app';
import type { BenchContext, BenchSectionRunner, BenchTable } from '../report';

/** Queries with the page a visitor expects among the first results. */
export const SEARCH_CASES: readonly { kind: string; query: string; expected: string }[] = [
  {
    kind: 'inflected (definite)',
    query: 'julekonserten',
    expected: '/julekonsert-med-gran-musikkorps-gm3j8k',
  },
  { kind: 'inflected (plural)', query: 'filmdagene', expected: '/nordiske-filmdager' },
  { kind: 'ASCII for ø', query: 'svommehall', expected: '/apningstider-svommehall' },
  { kind: 'ASCII for å', query: 'apningstider', expected: '/apningstider' },
  { kind: 'typo', query: 'seniorkno', expected: '/seniorkino' },
  { kind: 'typo', query: 'handbal', expected: '/storenhallen' },
  { kind: 'exact', query: 'babykino', expected: '/babykino' },
];

/** Repetitions of the query list for the median query time. */
const ROUNDS = 5;

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};
const kb = (bytes: number) => Number((bytes / 1024).toFixed(1));
const ms = (value: number) => Number(value.toFixed(1));
const rankText = (rank: number) => (rank > 0 ? rank : 'not found');

/**
 * Starts counting the bytes over the network (encoded bodies plus headers) of every request the
 * page's context finishes, Pagefind's worker included (the resource timeline of the page would
 * miss what a worker fetches). The returned function stops counting and sums by kind: `code` is
 * JavaScript and WebAssembly, `index` the rest (index files, Pagefind's meta and fragments).
 */
function countTransfer(page: Page): () => Promise<{ code: number; index: number; urls: string[] }> {
  const sizes: Promise<{ url: string; bytes: number }>[] = [];
  const onFinished = (request: Request) => {
    sizes.push(
      request.sizes().then(
        (size) => ({ url: request.url(), bytes: size.responseBodySize + size.responseHeadersSize }),
        () => ({ url: request.url(), bytes: 0 }),
      ),
    );
  };
  page.context().on('requestfinished', onFinished);
  return async () => {
    page.context().off('requestfinished', onFinished);
    const totals = { code: 0, index: 0, urls: [] as string[] };
    for (const { url, bytes } of await Promise.all(sizes)) {
      totals[/\.js$|wasm/.test(new URL(url).pathname) ? 'code' : 'index'] += bytes;
      totals.urls.push(new URL(url).pathname);
    }
    return totals;
  };
}

/**
 * Types a query into the search page's field (one input event) and resolves with the ms until the
 * live region names it. A string, so what runs in the browser is exactly this (no helpers the
 * TypeScript loader adds to Node code).
 */
const timedUiQuery = (page: Page, query: string) =>
  page.evaluate<{ started: number; elapsed: number }>(`(async () => {
    const text = ${JSON.stringify(query)};
    const input = document.querySelector('main input[type=search]');
    const status = document.querySelector('main [role=status]');
    if (!input || !status) throw new Error('no search field on /search');
    const done = () => status.textContent.includes('«' + text + '»') && !status.textContent.startsWith('Søker');
    const started = performance.now();
    const finished = new Promise((resolve) => {
      const observer = new MutationObserver(() => {
        if (done()) {
          observer.disconnect();
          resolve(performance.now());
        }
      });
      observer.observe(status, { childList: true, characterData: true, subtree: true });
    });
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set.call(input, text);
    input.dispatchEvent(new Event('input', { bubbles: true }));
    return { started, elapsed: (done() ? performance.now() : await finished) - started };
  })()`);

const uiRanking = (page: Page) =>
  page.$$eval('main .site-search__hit h3 a', (links) =>
    links.map((link) => new URL((link as HTMLAnchorElement).href).pathname),
  );

// Service workers are blocked: the site's worker precaches the hashed assets on install, which
// would be counted as search transfer.
async function measureMiniSearch(browser: Browser, origin: string) {
  const page = await (await browser.newContext({ serviceWorkers: 'block' })).newPage();
  await page.goto(`${origin}/search`, { waitUntil: 'networkidle' });
  const stopCounting = countTransfer(page);
  const first = await timedUiQuery(page, SEARCH_CASES[0]?.query ?? 'konsert');
  await page.waitForLoadState('networkidle');
  const bytes = await stopCounting();
  const ranks: number[] = [];
  for (const item of SEARCH_CASES) {
    await timedUiQuery(page, item.query);
    ranks.push((await uiRanking(page)).indexOf(item.expected) + 1);
  }
  const times: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1)
    for (const item of SEARCH_CASES) times.push((await timedUiQuery(page, item.query)).elapsed);
  await page.context().close();
  return { bytes, first: first.elapsed, median: median(times), ranks };
}

async function measurePagefind(browser: Browser, origin: string) {
  // Pagefind runs WebAssembly, which the site's CSP does not allow (no 'wasm-unsafe-eval': the
  // shipped search needs none); the comparison bypasses the CSP rather than weaken the site's.
  const page = await (
    await browser.newContext({ bypassCSP: true, serviceWorkers: 'block' })
  ).newPage();
  await page.goto(`${origin}/search`, { waitUntil: 'networkidle' });
  // A string, so the dynamic import reaches the browser as written (not compiled for Node).
  const run = (query: string) =>
    page.evaluate<{ started: number; elapsed: number; urls: string[] }>(`(async () => {
      const started = performance.now();
      const pagefind = await import(location.origin + '/pagefind/pagefind.js');
      const found = await pagefind.search(${JSON.stringify(query)});
      const top = await Promise.all(found.results.slice(0, 5).map((result) => result.data()));
      return { started, elapsed: performance.now() - started, urls: top.map((entry) => entry.url.replace(/\\.html$/, '').replace(/\\/index$/, '/')) };
    })()`);
  const stopCounting = countTransfer(page);
  const first = await run(SEARCH_CASES[0]?.query ?? 'konsert');
  await page.waitForLoadState('networkidle');
  const bytes = await stopCounting();
  // Pagefind caches a query's results, so only each query's first run counts (no rounds).
  const ranks: number[] = [];
  const times: number[] = [];
  for (const item of SEARCH_CASES.slice(1)) {
    const result = await run(item.query);
    ranks.push(result.urls.indexOf(item.expected) + 1);
    times.push(result.elapsed);
  }
  ranks.unshift(
    (await run(SEARCH_CASES[0]?.query ?? 'konsert')).urls.indexOf(SEARCH_CASES[0]?.expected ?? '') +
      1,
  );
  await page.context().close();
  return { bytes, first: first.elapsed, median: median(times), ranks };
}

/** A built site with a search index: `out/` when it has one, else a fresh build in the scratch folder. */
async function builtSite(context: BenchContext): Promise<string> {
  const out = path.join(context.root, 'out');
  if (
    await stat(path.join(out, 'search-index.json')).then(
      () => true,
      () => false,
    )
  )
    return out;
  context.log('search: no build with a search index in out/, building one');
  const outDir = path.join(context.workDir, 'site');
  await buildSite({ root: context.root, outDir, config: context.config.build });
  return outDir;
}

async function serve(root: string, redirectsFile: string, port: number) {
  const redirects = redirectsSchema.parse(JSON.parse(await readFile(redirectsFile, 'utf8')));
  const app = await createSiteServer({ root, redirects });
  await app.listen({ port, host: '127.0.0.1' });
  return app;
}

export const runSearchBench: BenchSectionRunner = async (context) => {
  const { searchPort: PORT, chromiumPath } = context.config.bench;
  const site = await builtSite(context);
  const pagefindSite = path.join(context.workDir, 'pagefind-site');
  await cp(site, pagefindSite, { recursive: true });
  context.log('search: indexing a copy of the site with Pagefind');
  await promisify(execFile)(path.join(context.root, 'node_modules/.bin/pagefind'), [
    '--site',
    pagefindSite,
    '--quiet',
  ]);
  // Re-run the security-header step on the copy: it sees Pagefind's WebAssembly and allows
  // 'wasm-unsafe-eval' there, as it would for a site that shipped Pagefind (its worker keeps the
  // CSP of its own script, so a browser-side bypass is not enough).
  const build = { ...context.config.build, clock: new Date() };
  const { content, filmclub } = await localContentSource(context.root, {
    filmclub: build.filmclub,
  }).load({ now: build.clock });
  await securityHeadersStep.run({
    root: context.root,
    outDir: pagefindSite,
    content,
    build,
    filmclub,
  });
  await precompress(pagefindSite);
  const indexBytes = (await stat(path.join(site, 'search-index.json'))).size;
  const indexGzip = (await stat(path.join(site, 'search-index.json.gz'))).size;

  const redirectsFile = path.join(context.root, 'content/redirects.json');
  // The copy holds both indexes (search-index.json and pagefind/), so one server on one port serves both engines.
  const server = await serve(pagefindSite, redirectsFile, PORT);
  const browser = await chromium.launch({ executablePath: chromiumPath, args: ['--no-sandbox'] });
  try {
    context.log('search: measuring MiniSearch');
    const mini = await measureMiniSearch(browser, `http://127.0.0.1:${PORT}`);
    context.log('search: measuring Pagefind');
    const pagefind = await measurePagefind(browser, `http://127.0.0.1:${PORT}`);
    context.log(
      `search: first query fetched, MiniSearch: ${mini.bytes.urls.join(' ')}; Pagefind: ${pagefind.bytes.urls.join(' ')}`,
    );
    const figures: BenchTable = {
      caption: `First query and query time in Chromium, ${SEARCH_CASES.length} queries × ${ROUNDS} rounds`,
      columns: [
        'engine',
        'first query transfer (KB)',
        'of which index (KB)',
        'of which code (KB)',
        'first query to results (ms)',
        'median query time (ms)',
        'expected page in top 3',
      ],
      rows: [
        [
          'MiniSearch + Norwegian fold/stemmer (shipped)',
          kb(mini.bytes.index + mini.bytes.code),
          kb(mini.bytes.index),
          kb(mini.bytes.code),
          ms(mini.first),
          ms(mini.median),
          `${mini.ranks.filter((rank) => rank > 0 && rank <= 3).length}/${SEARCH_CASES.length}`,
        ],
        [
          'Pagefind 1.6 (comparison)',
          kb(pagefind.bytes.index + pagefind.bytes.code),
          kb(pagefind.bytes.index),
          kb(pagefind.bytes.code),
          ms(pagefind.first),
          ms(pagefind.median),
          `${pagefind.ranks.filter((rank) => rank > 0 && rank <= 3).length}/${SEARCH_CASES.length}`,
        ],
      ],
    };
    const relevance: BenchTable = {
      caption: 'Rank of the expected page',
      columns: ['kind', 'query', 'expected page', 'MiniSearch rank', 'Pagefind rank'],
      rows: SEARCH_CASES.map((item, index) => [
        item.kind,
        item.query,
        item.expected,
        rankText(mini.ranks[index] ?? 0),
        rankText(pagefind.ranks[index] ?? 0),
      ]),
    };
    return {
      title: 'Search',
      tables: [figures, relevance],
      notes: [
        `search-index.json: ${kb(indexBytes)} KB, ${kb(indexGzip)} KB gzip; fetched once, with the search code, when the visitor focuses the field or opens /search?q=.`,
        "Transfer: every request from the first keystroke until the network is idle (encoded body plus headers), empty cache, Pagefind's worker included.",
        'MiniSearch times run from the input event to the result count in the live region (search plus React render), every query in every round; Pagefind times are search() plus data() of the first five results, each query once (it caches repeated queries), after the first query loaded it.',
        "Pagefind needs WebAssembly, so a CSP must allow it with 'wasm-unsafe-eval' in script-src; MiniSearch needs nothing beyond 'self'.",
      ],
    };
  } finally {
    await browser.close();
    await server.close();
  }
};
