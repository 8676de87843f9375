import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { readJsonFile } from '@/lib/json-file';
import { redirectsSchema, type Redirect } from '@/lib/schemas';
import { CACHE_RULES, cacheControlFor } from '@/policy/cache-policy';
import { listFiles } from '../postbuild';
import { contentTypeFor } from './content-type';
import { REDIRECTS_FILE } from './edge-step';

/**
 * When an object goes up (README, "Deploy to object storage and a CDN"): a page of the new build
 * must find its chunks and data already there, and the service worker must find the pages it
 * precaches, so hashed assets and other files go first, then data files, then pages, then `sw.js`.
 */
export const PHASES = ['assets', 'data', 'pages', 'worker'] as const;
export type Phase = (typeof PHASES)[number];

/** One object of a deploy: where it goes, what it holds and the headers it is served with. */
export interface PlannedObject {
  /** The object key below the prefix (`kinoprogram.html`, `kinoprogram`, `_next/static/chunks/x.js`). */
  key: string;
  /** The file whose bytes the object holds; undefined for an empty redirect object. */
  file: string | undefined;
  size: number;
  contentType: string;
  cacheControl: string;
  /** `x-amz-website-redirect-location`: the object is a redirect (S3 website hosting answers 301). */
  redirect?: string;
  phase: Phase;
  /** SHA-256 (hex) over the bytes and every header above: equal digests need no upload. */
  digest: string;
}

/** Exported files that are no page and never served as one (policy/not-site-pages.ts), and the files of other hosts. */
const SKIPPED = new Set(['_not-found.html', '_headers', '_redirects']);

const isHtml = (file: string) => file.endsWith('.html');
const phaseOf = (file: string, cacheControl: string): Phase => {
  if (cacheControl === CACHE_RULES.noCache.value) return 'worker';
  if (isHtml(file)) return 'pages';
  return cacheControl === CACHE_RULES.revalidate.value ? 'data' : 'assets';
};

const digestOf = (
  body: Buffer,
  headers: Omit<PlannedObject, 'key' | 'file' | 'size' | 'phase' | 'digest'>,
) =>
  createHash('sha256')
    .update(body)
    .update(JSON.stringify([headers.contentType, headers.cacheControl, headers.redirect ?? '']))
    .digest('hex');

/** Reads the redirect table the build wrote (`.edge/redirects.json`); a build from before it has none. @throws Error naming the file when it does not parse. */
async function readRedirects(siteDir: string): Promise<Redirect[]> {
  return readJsonFile(path.join(siteDir, REDIRECTS_FILE), redirectsSchema).catch(
    (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [];
      throw error;
    },
  );
}

/**
 * Every object a deploy of the exported site `siteDir` holds, with the headers the site server
 * would send for it:
 * - each served file under its own path, with the Content-Type of content-type.ts and the
 *   Cache-Control of policy/cache-policy.ts; dot files and the pre-compressed `.br`/`.gz`
 *   variants stay out (object storage cannot choose an encoding per request: the CDN compresses);
 * - each page also under its clean path (`kinoprogram` for `kinoprogram.html`), which is what
 *   links name, and a redirect at `kinoprogram/index.html` to it (the server's trailing-slash 308);
 * - each redirect of the table as redirect objects at `from` and `from.html`, holding the build's
 *   meta-refresh page for hosts that ignore the redirect metadata.
 * No header differs per page: each page carries its own script hashes (policy/page-csp.ts), and the
 * CDN sends the Content-Security-Policy by content type (edge-files.ts), so a page of any size deploys.
 * @throws Error when the redirect table is malformed.
 */
export async function planDeploy(siteDir: string): Promise<PlannedObject[]> {
  const [redirects, files] = await Promise.all([readRedirects(siteDir), listFiles(siteDir)]);
  const redirectOf = new Map(redirects.map((redirect) => [redirect.from.slice(1), redirect.to]));
  const fileKeys = new Set(
    files.map((file) => path.relative(siteDir, file).split(path.sep).join('/')),
  );
  const objects: PlannedObject[] = [];
  const add = (
    key: string,
    file: string | undefined,
    body: Buffer,
    headers: Omit<PlannedObject, 'key' | 'file' | 'size' | 'phase' | 'digest'>,
    phase: Phase,
  ) =>
    objects.push({
      key,
      file,
      size: body.length,
      ...headers,
      phase,
      digest: digestOf(body, headers),
    });

  for (const absolute of files.sort()) {
    const file = path.relative(siteDir, absolute).split(path.sep).join('/');
    if (
      file.split('/').some((part) => part.startsWith('.')) ||
      /\.(?:br|gz)$/.test(file) ||
      SKIPPED.has(file)
    )
      continue;
    if ((await stat(absolute)).isDirectory()) continue;
    const body = await readFile(absolute);
    // The policy matches served paths, which start with a slash (`/_next/static/…`, `/sw.js`).
    const cacheControl = cacheControlFor(`/${file}`);
    const headers = { contentType: contentTypeFor(file), cacheControl };
    const clean =
      isHtml(file) && file !== 'index.html' && file !== '404.html'
        ? file.slice(0, -'.html'.length)
        : undefined;
    const target = clean === undefined ? undefined : redirectOf.get(clean);
    if (clean !== undefined && target !== undefined) {
      for (const key of [file, clean])
        add(key, absolute, body, { ...headers, redirect: target }, 'pages');
      continue;
    }
    add(file, absolute, body, headers, phaseOf(file, cacheControl));
    if (clean !== undefined) {
      add(clean, absolute, body, headers, 'pages');
      if (!fileKeys.has(`${clean}/index.html`))
        add(
          `${clean}/index.html`,
          undefined,
          Buffer.alloc(0),
          { ...headers, redirect: `/${clean}` },
          'pages',
        );
    }
  }
  return objects;
}
