import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { generateSW, getManifest, type GenerateSWOptions, type ManifestEntry } from 'workbox-build';
import { OFFLINE_PATH } from './offline-page';
import type { PostExportStep } from './step';

export { OFFLINE_PATH };
/** The worker's file at the site root, so its scope is the whole site (docs/product.md, Outside services). */
export const SERVICE_WORKER_FILE = 'sw.js';

/** Cache names of the runtime routes; all start with `kh-` so they are recognisable in DevTools. */
export const RUNTIME_CACHES = {
  pages: 'kh-pages',
  pageData: 'kh-page-data',
  data: 'kh-data',
  images: 'kh-images',
  assets: 'kh-next-static',
} as const;

/** Seconds a page or its data may take on the network before the cached copy is shown. */
const NETWORK_TIMEOUT_SECONDS = 4;

type RuntimeOptions = NonNullable<
  NonNullable<GenerateSWOptions['runtimeCaching']>[number]['options']
>;

/** A network-first route's handler and options: the cache answers after NETWORK_TIMEOUT_SECONDS or offline. */
const networkFirst = (cacheName: string, maxEntries: number, extra: RuntimeOptions) =>
  ({
    handler: 'NetworkFirst',
    options: {
      cacheName,
      networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
      expiration: { maxEntries },
      ...extra,
    },
  }) as const;

/**
 * Workbox options of the worker: precache the hashed Next assets and the offline page only (a
 * small install; the site has 100+ pages), pages and their RSC data network-first with the cache
 * as fallback, images stale-while-revalidate. The functions are copied into sw.js as source, so
 * they may use nothing from this module's scope.
 */
export function serviceWorkerOptions(outDir: string): GenerateSWOptions {
  return {
    globDirectory: outDir,
    globPatterns: ['_next/static/**/*.{js,css,woff2}', 'frakoblet.html'],
    // Pre-compressed variants never exist yet (pre-compression runs after every step); be sure anyway.
    globIgnores: ['**/*.{br,gz,map}'],
    swDest: path.join(outDir, SERVICE_WORKER_FILE),
    // Hashed file names need no revision; the offline page gets a content hash from workbox.
    dontCacheBustURLsMatching: /^_next\/static\//,
    modifyURLPrefix: { '': '/' },
    manifestTransforms: [
      async (entries) => ({
        manifest: entries.map((entry) =>
          entry.url === `${OFFLINE_PATH}.html` ? { ...entry, url: OFFLINE_PATH } : entry,
        ),
        warnings: [],
      }),
    ],
    // Everything in one file: no workbox runtime from a CDN or a second file to cache-control.
    inlineWorkboxRuntime: true,
    mode: 'production',
    sourcemap: false,
    // A new worker takes over at once; the page reloads once (components/service-worker).
    skipWaiting: true,
    clientsClaim: true,
    cleanupOutdatedCaches: true,
    maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
    runtimeCaching: [
      {
        // Navigations, and the page the worker was installed on (the registration asks for it
        // with a CACHE_URLS message, which makes a plain request that accepts HTML).
        urlPattern: ({ request, url, sameOrigin }) =>
          request.mode === 'navigate' ||
          (sameOrigin &&
            !url.pathname.endsWith('.txt') &&
            (request.headers.get('accept') ?? '').includes('text/html')),
        ...networkFirst(RUNTIME_CACHES.pages, 60, {
          precacheFallback: { fallbackURL: OFFLINE_PATH },
        }),
      },
      {
        // The RSC payload of a page (`kinoprogram.txt?_rsc=…`) for client-side navigation. The
        // `_rsc` query varies with the page navigated from, so it is ignored when matching.
        urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.endsWith('.txt'),
        ...networkFirst(RUNTIME_CACHES.pageData, 120, { matchOptions: { ignoreSearch: true } }),
      },
      {
        // The programme the watch list reads (lib/programme-showings.ts; a literal, as this
        // function is copied into sw.js without this module's scope): offline, the last copy.
        urlPattern: ({ url, sameOrigin }) =>
          sameOrigin && url.pathname === '/filmklubb/programme-showings.json',
        ...networkFirst(RUNTIME_CACHES.data, 4, {}),
      },
      {
        urlPattern: ({ request, sameOrigin }) => sameOrigin && request.destination === 'image',
        handler: 'StaleWhileRevalidate',
        options: {
          cacheName: RUNTIME_CACHES.images,
          expiration: { maxEntries: 80, maxAgeSeconds: 30 * 24 * 60 * 60 },
        },
      },
      {
        // Hashed assets of a newer build than the precache, e.g. right after a deploy.
        urlPattern: ({ url, sameOrigin }) =>
          sameOrigin && url.pathname.startsWith('/_next/static/'),
        handler: 'CacheFirst',
        options: { cacheName: RUNTIME_CACHES.assets, expiration: { maxEntries: 200 } },
      },
    ],
  };
}

/** The precache list's stand-in in a worker template; the real list replaces it. */
const PLACEHOLDER = '__kulturhuset_precache_list__';
/** How terser writes the stand-in entry into sw.js. */
const PLACEHOLDER_LITERAL = `{url:"${PLACEHOLDER}",revision:null}`;

/** The installed workbox-build's version: a new one bundles another runtime. */
const WORKBOX_VERSION = (
  JSON.parse(
    readFileSync(
      path.join(path.dirname(require.resolve('workbox-build')), '..', 'package.json'),
      'utf8',
    ),
  ) as {
    version: string;
  }
).version;

/** The options as text, functions included (they are copied into sw.js as source): the template's cache key. */
const optionsKey = (options: GenerateSWOptions) =>
  createHash('sha256')
    .update(
      JSON.stringify({ ...options, globDirectory: '', swDest: '' }, (_key, value: unknown) =>
        typeof value === 'function' ? String(value) : value,
      ),
    )
    .update(WORKBOX_VERSION)
    .digest('hex');

/**
 * sw.js with the precache list left as a stand-in: the bundled and minified workbox runtime and
 * routes, which depend on the options only. Bundling takes seconds (rollup and terser), so the
 * template is kept in `cacheDir` by the options' hash and only the list changes from build to build.
 * @throws Error when workbox-build fails or its output has no single stand-in to replace.
 */
async function workerTemplate(options: GenerateSWOptions, cacheDir?: string): Promise<string> {
  const cached = cacheDir && path.join(cacheDir, `${optionsKey(options)}.js`);
  const kept = cached ? await readFile(cached, 'utf8').catch(() => undefined) : undefined;
  if (kept) return kept;
  const scratch = await mkdtemp(path.join(os.tmpdir(), 'kh-sw-'));
  try {
    const swDest = path.join(scratch, SERVICE_WORKER_FILE);
    await generateSW({
      ...options,
      swDest,
      manifestTransforms: [
        async () => ({ manifest: [{ url: PLACEHOLDER, revision: null, size: 0 }], warnings: [] }),
      ],
    });
    const template = await readFile(swDest, 'utf8');
    if (template.split(PLACEHOLDER_LITERAL).length !== 2)
      throw new Error('workbox-build wrote the precache list in an unexpected form');
    if (cached) {
      await mkdir(path.dirname(cached), { recursive: true });
      // Written aside and renamed: builds of several site folders may share the cache.
      await writeFile(`${cached}.${process.pid}.tmp`, template);
      await rename(`${cached}.${process.pid}.tmp`, cached);
    }
    return template;
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

/** One precache entry as terser writes it: `{url:"/x",revision:"abc"}`. */
const entryLiteral = ({ url, revision }: ManifestEntry) =>
  `{url:${JSON.stringify(url)},revision:${JSON.stringify(revision ?? null)}}`;

/**
 * Writes `sw.js` into the exported site: workbox-build's generateSW output for
 * `serviceWorkerOptions` (its precache list from `getManifest`, the rest from the template kept in
 * `cacheDir` when given; pipeline/post-export/service-worker.ts, workerTemplate).
 * @returns how many URLs are precached and their total size in bytes.
 * @throws Error when the offline page is missing from the export or workbox-build fails.
 */
export async function writeServiceWorker(
  outDir: string,
  cacheDir?: string,
): Promise<{ count: number; size: number }> {
  if (!existsSync(path.join(outDir, 'frakoblet.html')))
    throw new Error(`the offline page ${OFFLINE_PATH} is missing from ${outDir}`);
  const options = serviceWorkerOptions(outDir);
  const swDest = path.join(outDir, SERVICE_WORKER_FILE);
  await rm(swDest, { force: true });
  const { manifestEntries, count, size, warnings } = await getManifest({
    globDirectory: outDir,
    globPatterns: options.globPatterns,
    globIgnores: options.globIgnores,
    dontCacheBustURLsMatching: options.dontCacheBustURLsMatching,
    modifyURLPrefix: options.modifyURLPrefix,
    manifestTransforms: options.manifestTransforms,
    maximumFileSizeToCacheInBytes: options.maximumFileSizeToCacheInBytes,
  });
  for (const warning of warnings) console.warn(`  service worker: ${warning}`);
  const template = await workerTemplate(options, cacheDir);
  await writeFile(
    swDest,
    template.replace(PLACEHOLDER_LITERAL, () => manifestEntries.map(entryLiteral).join(',')),
  );
  return { count, size };
}

/** Post-export step: the service worker of docs/product.md, Pages and routes (after the search index, before the header steps). */
export const serviceWorkerStep: PostExportStep = {
  name: 'service worker',
  async run({ root, outDir }) {
    const { count, size } = await writeServiceWorker(
      outDir,
      path.join(root, 'node_modules/.cache/service-worker'),
    );
    console.log(`  service worker: ${count} files precached (${(size / 1024).toFixed(0)} KB)`);
  },
};
