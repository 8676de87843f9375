import type { Stats } from 'node:fs';
import { readdir, readFile, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import send from '@fastify/send';
import { cacheControlFor } from '@/policy/cache-policy';
import { NOT_SITE_PAGES } from '@/policy/not-site-pages';
import { securityHeadersFor, type SecurityManifest } from '@/policy/security-headers';
import { lowerCasePage } from '@/policy/page-index';

/**
 * The site server's in-memory file table (docs/architecture.md, Serving): the pre-compressed
 * variants the build writes next to each file (`x.html.br`, `x.html.gz`), and the file itself
 * when it has none, read into memory with every response header computed once, so a request for
 * them costs no disk access, no header work and no fastify routing. Whatever the table cannot
 * answer exactly (a client that accepts no encoding the file has in memory, Range and the other
 * conditional headers but If-None-Match, a path that needs a redirect or normalising, a file over
 * the size caps) is left to the fastify server, which streams it from disk as before.
 */

/** One stored body and the headers of its 200 and 304 answers, as flat `[name, value, …]` lists for `writeHead`. */
export interface FileVariant {
  readonly body: Buffer;
  readonly etag: string;
  readonly ok: readonly string[];
  readonly notModified: readonly string[];
}

/** The encodings the build pre-compresses, best first (pipeline/post-export). */
export const ENCODINGS = ['br', 'gzip'] as const;
export type Encoding = (typeof ENCODINGS)[number] | 'identity';
const SUFFIX: Record<(typeof ENCODINGS)[number], string> = { br: '.br', gzip: '.gz' };

/** A file of the site: the encodings it has on disk and those held in memory. */
export interface FileEntry {
  /** Encodings with a file on disk besides the original (`identity` is always there). */
  readonly onDisk: ReadonlySet<Encoding>;
  readonly variants: Partial<Record<Encoding, FileVariant>>;
}

export interface FileTableLimits {
  /** A file whose original is larger than this stays on disk (videos, large images); bytes. */
  maxFileBytes: number;
  /** Once the table holds this many bytes, further files stay on disk; bytes. */
  maxTotalBytes: number;
}

/** 2 MiB per file, 256 MiB in all: the public site of 112 pages holds about 12 MB (docs/architecture.md, Serving). */
export const FILE_TABLE_LIMITS: FileTableLimits = {
  maxFileBytes: 2 * 1024 * 1024,
  maxTotalBytes: 256 * 1024 * 1024,
};

export interface FileTable {
  /** Request path (`/`, `/kinoprogram`, `/kinoprogram.html`, `/_next/static/…`) → file. */
  readonly entries: ReadonlyMap<string, FileEntry>;
  /**
   * Every servable file (`/kinoprogram.html`, held or not) and folder (`/`, `/_next`) of the build:
   * a request for anything else is a 404 without asking the disk (server/app.ts).
   */
  readonly known: ReadonlySet<string>;
  /** Bytes of all bodies held. */
  readonly bytes: number;
  /** Files left on disk because of the caps. */
  readonly skipped: number;
}

/** The empty table: every request goes to the streaming path. */
export const EMPTY_FILE_TABLE: FileTable = {
  entries: new Map(),
  known: new Set(),
  bytes: 0,
  skipped: 0,
};

/** Content-Type as @fastify/static sends it (same mime table, `; charset=utf-8` for text types). */
function contentType(file: string): string {
  const type = send.mime.getType(file) ?? 'application/octet-stream';
  return send.isUtf8MimeType(type) ? `${type}; charset=utf-8` : type;
}

/** The ETag @fastify/send gives a file: weak, size and mtime in hex. */
const weakEtag = (size: number, mtime: Date) =>
  `W/"${size.toString(16)}-${mtime.getTime().toString(16)}"`;

const NOT_SITE_PAGE_SET: ReadonlySet<string> = new Set(NOT_SITE_PAGES);

/** Every file below `root` that the server may serve (no dot files or folders, no `.br`/`.gz` variants), and its folders; relative, `/`-separated. */
async function servableFiles(root: string): Promise<{ files: string[]; folders: string[] }> {
  const files: string[] = [];
  const folders: string[] = [];
  async function walk(dir: string, prefix: string): Promise<void> {
    for (const entry of await readdir(dir, { withFileTypes: true })) {
      if (entry.name.startsWith('.')) continue;
      const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
      if (entry.isDirectory()) {
        folders.push(relative);
        await walk(path.join(dir, entry.name), relative);
      } else if (entry.isFile() && !/\.(?:br|gz)$/.test(entry.name)) files.push(relative);
    }
  }
  await walk(root, '');
  return { files, folders };
}

/** The order in which files claim memory: hashed assets, then HTML pages, then everything else. */
const priority = (file: string) => (file.startsWith('_next/') ? 0 : file.endsWith('.html') ? 1 : 2);

/** Files read at once while loading a table. */
const BATCH = 64;

/** `work` on each item, `BATCH` at a time; results in the order of `items`. */
async function inBatches<T, R>(items: readonly T[], work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let start = 0; start < items.length; start += BATCH)
    results.push(...(await Promise.all(items.slice(start, start + BATCH).map(work))));
  return results;
}

/** A variant chosen to be held in memory, before its body is read. */
interface HeldVariant {
  encoding: Encoding;
  path: string;
  stat: Stats;
}

/** The stat of a file and of its `.br`/`.gz` variants that exist; `original` undefined when the file is gone. */
async function variantsOf(full: string): Promise<{
  original: Stats | undefined;
  compressed: (readonly [(typeof ENCODINGS)[number], Stats])[];
}> {
  const [original, ...variants] = await Promise.all([
    stat(full).catch(() => undefined),
    ...ENCODINGS.map((encoding) => stat(full + SUFFIX[encoding]).catch(() => undefined)),
  ]);
  return {
    original,
    compressed: ENCODINGS.flatMap((encoding, index) => {
      const variantStat = variants[index];
      return variantStat?.isFile() ? [[encoding, variantStat] as const] : [];
    }),
  };
}

/**
 * Reads the site at `root` into a table: for each servable file its `.br` and `.gz` variants (or
 * the file itself when it has neither), with Content-Type, Cache-Control (policy/cache-policy.ts),
 * the security headers and CSP of `security` (policy/security-headers.ts), ETag,
 * Last-Modified, Vary and Content-Length as @fastify/static sends them. Pages are also keyed by
 * their clean path (`/kinoprogram`, `/` for `index.html`) unless a redirect by letter case
 * (lowerCasePage) or NOT_SITE_PAGES applies to it. Files over `limits` stay on disk; when the
 * total cap binds, `_next/` assets and HTML pages are held before the rest.
 * @throws Error when `root` cannot be read.
 */
export async function loadFileTable(
  root: string,
  security: SecurityManifest,
  pages: ReadonlySet<string>,
  limits: FileTableLimits = FILE_TABLE_LIMITS,
): Promise<FileTable> {
  const listed = await servableFiles(root);
  const { folders } = listed;
  // When the caps bind, the files every page needs first, then the pages, then the rest.
  const files = [...listed.files].sort((a, b) => priority(a) - priority(b));
  // Each file's stat and its variants', then the bodies, a batch at a time.
  const found = await inBatches(files, (file) => variantsOf(path.join(root, file)));
  const kept: { file: string; onDisk: Set<Encoding>; held: HeldVariant[] }[] = [];
  let bytes = 0;
  let skipped = 0;
  files.forEach((file, index) => {
    const { original, compressed } = found[index] ?? { original: undefined, compressed: [] };
    if (!original) return;
    const full = path.join(root, file);
    const held: HeldVariant[] =
      compressed.length > 0
        ? compressed.map(([encoding, variantStat]) => ({
            encoding,
            path: full + SUFFIX[encoding],
            stat: variantStat,
          }))
        : [{ encoding: 'identity', path: full, stat: original }];
    const size = held.reduce((sum, variant) => sum + variant.stat.size, 0);
    if (original.size > limits.maxFileBytes || bytes + size > limits.maxTotalBytes) {
      skipped += 1;
      return;
    }
    bytes += size;
    const onDisk = new Set<Encoding>(['identity', ...compressed.map(([encoding]) => encoding)]);
    kept.push({ file, onDisk, held });
  });
  const variantsHeld = kept.flatMap(({ held }) => held);
  const bodies = await inBatches(variantsHeld, (variant) => readFile(variant.path));
  const bodyOf = new Map(variantsHeld.map((variant, index) => [variant, bodies[index]]));

  const entries = new Map<string, FileEntry>();
  for (const { file, onDisk, held } of kept) {
    const common = [
      'Cache-Control',
      cacheControlFor(`/${file}`),
      ...Object.entries(securityHeadersFor(security, file)).flat(),
      'Vary',
      'accept-encoding',
      'Accept-Ranges',
      'bytes',
    ];
    const variants: Partial<Record<Encoding, FileVariant>> = {};
    for (const variant of held) {
      const body = bodyOf.get(variant) ?? Buffer.alloc(0);
      const etag = weakEtag(body.length, variant.stat.mtime);
      const validators = ['ETag', etag, 'Last-Modified', variant.stat.mtime.toUTCString()];
      variants[variant.encoding] = {
        body,
        etag,
        notModified: [...validators, ...common],
        ok: [
          ...validators,
          ...common,
          'Content-Type',
          contentType(file),
          'Content-Length',
          String(body.length),
          ...(variant.encoding === 'identity' ? [] : ['Content-Encoding', variant.encoding]),
        ],
      };
    }
    const entry: FileEntry = { onDisk, variants };
    entries.set(`/${file}`, entry);
    if (file === 'index.html') entries.set('/', entry);
    else if (file.endsWith('.html')) {
      const page = `/${file.slice(0, -'.html'.length)}`;
      if (pages.has(page) && !NOT_SITE_PAGE_SET.has(page) && !lowerCasePage(pages, page))
        entries.set(page, entry);
    }
  }
  const known = new Set([
    '/',
    ...files.map((file) => `/${file}`),
    ...folders.map((dir) => `/${dir}`),
  ]);
  return { entries, known, bytes, skipped };
}

/** The q-value of each coding named in an Accept-Encoding header (`*` included), RFC 9110 §12.5.3. */
function qualities(acceptEncoding: string): Map<string, number> {
  const result = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name = '', ...parameters] = part.split(';').map((token) => token.trim());
    if (!name) continue;
    const q = parameters.find((parameter) => parameter.startsWith('q='));
    const value = q === undefined ? 1 : Number(q.slice(2));
    result.set(name, Number.isFinite(value) ? value : 0);
  }
  return result;
}

const parsedHeaders = new Map<string, Map<string, number>>();

/**
 * The encoding to send of those a file has on disk for an `Accept-Encoding` header: the one with
 * the highest q-value above 0, brotli before gzip at equal value (`*` counts for a coding not
 * named), identity when the client accepts neither or sent no header. As @fastify/static chooses.
 */
export function chooseEncoding(
  acceptEncoding: string | undefined,
  onDisk: ReadonlySet<Encoding>,
): Encoding {
  if (!acceptEncoding) return 'identity';
  let q = parsedHeaders.get(acceptEncoding);
  if (!q) {
    // Clients send a handful of distinct headers: parse each once.
    if (parsedHeaders.size >= 64) parsedHeaders.clear();
    q = qualities(acceptEncoding);
    parsedHeaders.set(acceptEncoding, q);
  }
  let best: Encoding = 'identity';
  let bestQ = 0;
  for (const encoding of ENCODINGS) {
    const value = q.get(encoding) ?? q.get('*') ?? 0;
    if (onDisk.has(encoding) && value > bestQ) [best, bestQ] = [encoding, value];
  }
  return best;
}

/** True when `ifNoneMatch` lists `etag` (weak comparison, as @fastify/send) or is `*`. */
function matches(ifNoneMatch: string, etag: string): boolean {
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch
    .split(',')
    .map((token) => token.trim())
    .some((token) => token === etag || `W/${token}` === etag);
}

/** Request headers the table leaves to the streaming path, which handles them (ranges, preconditions). */
const LEFT_TO_DISK = ['range', 'if-range', 'if-match', 'if-unmodified-since', 'if-modified-since'];

/** What the table can say of a request: nothing (left to fastify), or the answer's status, headers and body. */
export type TableAnswer = { status: 200 | 304; headers: readonly string[]; body?: Buffer };

/**
 * The answer of `table` to a GET or HEAD of `pathname` (percent-encoded, no query), or undefined
 * when the fastify server must answer: another method, a path that is not exactly a file or page
 * of the table (`%`, `//` or `/.` in it, a trailing slash, letter case to redirect), an encoding
 * not held in memory, a Range or a precondition other than If-None-Match. Redirects are the
 * caller's to rule out.
 */
export function answerFromTable(
  table: FileTable,
  method: string | undefined,
  pathname: string,
  headers: IncomingMessage['headers'],
): TableAnswer | undefined {
  if (method !== 'GET' && method !== 'HEAD') return undefined;
  const entry = table.entries.get(pathname);
  if (!entry || LEFT_TO_DISK.some((name) => headers[name] !== undefined)) return undefined;
  const variant = entry.variants[chooseEncoding(headers['accept-encoding'], entry.onDisk)];
  if (!variant) return undefined;
  const ifNoneMatch = headers['if-none-match'];
  if (ifNoneMatch !== undefined) {
    if (headers['cache-control']?.includes('no-cache')) return undefined;
    if (matches(ifNoneMatch, variant.etag)) return { status: 304, headers: variant.notModified };
  }
  return { status: 200, headers: variant.ok, body: method === 'GET' ? variant.body : undefined };
}

/** True when the request target's path may be looked up as is: no encoding, dot segments or doubled slashes to resolve first. */
export const plainPath = (pathname: string) =>
  pathname.charCodeAt(0) === 0x2f &&
  !pathname.includes('%') &&
  !pathname.includes('//') &&
  !pathname.includes('/.') &&
  !pathname.includes('\\') &&
  !pathname.includes('#');

/**
 * A Node request listener in front of fastify's: answers from `table()` what it can
 * (answerFromTable) unless `redirected(pathname)`, and returns false for the rest.
 */
export function tableListener(
  table: () => FileTable,
  redirected: (pathname: string) => boolean,
): (request: IncomingMessage, response: ServerResponse) => boolean {
  return (request, response) => {
    const target = request.url ?? '';
    const query = target.indexOf('?');
    const pathname = query === -1 ? target : target.slice(0, query);
    if (!plainPath(pathname) || redirected(pathname)) return false;
    const answer = answerFromTable(table(), request.method, pathname, request.headers);
    if (!answer) return false;
    response.writeHead(answer.status, answer.headers as string[]);
    response.end(answer.body);
    return true;
  };
}
