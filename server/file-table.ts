import { NOT_SITE_PAGES } from '@/policy/not-site-pages';
import type { SecurityManifest } from '@/policy/security-headers';
import { lowerCasePage } from '@/policy/page-index';
import type { Encoding } from './accept-encoding';
import { fileVariant, sharedHeaders, type FileVariant } from './file-headers';
import {
  FILE_TABLE_LIMITS,
  readHeldFiles,
  type FileTableLimits,
  type HeldBodies,
} from './file-table-disk';

/**
 * The site server's in-memory file table (docs/architecture.md, Serving): the pre-compressed
 * variants the build writes next to each file (`x.html.br`, `x.html.gz`), and the file itself
 * when it has none, read into memory with every response header computed once, so a request for
 * them costs no disk access, no header work and no fastify routing. Whatever the table cannot
 * answer exactly (a client that accepts no encoding the file has in memory, Range and the other
 * conditional headers but If-None-Match, a path that needs a redirect or normalising, a file over
 * the size caps) is left to the fastify server, which streams it from disk as before.
 * Answering from it: server/file-lookup.ts.
 */

export { chooseEncoding, ENCODINGS, type Encoding } from './accept-encoding';
export type { FileVariant } from './file-headers';
export { FILE_TABLE_LIMITS, type FileTableLimits } from './file-table-disk';

/** A file of the site: the encodings it has on disk and those held in memory. */
export interface FileEntry {
  /** Encodings with a file on disk besides the original (`identity` is always there). */
  readonly onDisk: ReadonlySet<Encoding>;
  readonly variants: Partial<Record<Encoding, FileVariant>>;
}

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
  /** The bodies held, by the identity of their file on disk (`inodeKey`): the next load of a build with links to this one's files reuses them. */
  readonly bodies: HeldBodies;
  /** Bodies this load took from the previous table instead of reading them. */
  readonly reused: number;
}

/** The empty table: every request goes to the streaming path. */
export const EMPTY_FILE_TABLE: FileTable = {
  entries: new Map(),
  known: new Set(),
  bytes: 0,
  skipped: 0,
  bodies: new Map(),
  reused: 0,
};

const NOT_SITE_PAGE_SET: ReadonlySet<string> = new Set(NOT_SITE_PAGES);

/** The request paths of `file`: its own, and its clean page path unless a redirect by letter case (lowerCasePage) or NOT_SITE_PAGES applies. */
function requestPaths(file: string, pages: ReadonlySet<string>): string[] {
  if (file === 'index.html') return ['/index.html', '/'];
  if (!file.endsWith('.html')) return [`/${file}`];
  const page = `/${file.slice(0, -'.html'.length)}`;
  const clean = pages.has(page) && !NOT_SITE_PAGE_SET.has(page) && !lowerCasePage(pages, page);
  return clean ? [`/${file}`, page] : [`/${file}`];
}

/**
 * Reads the site at `root` into a table: for each servable file its `.br` and `.gz` variants (or
 * the file itself when it has neither) with their headers (server/file-headers.ts), keyed by
 * their own path and pages also by their clean path (`/kinoprogram`, `/` for `index.html`). Files
 * over `limits` stay on disk; when the total cap binds, `_next/` assets and HTML pages are held
 * before the rest. A file that is the same file on disk as one `previous` holds (a rebuild's link
 * to the live build's) takes its body from there instead of being read again; its headers are
 * made anew, since the security manifest may differ.
 * @throws Error when `root` cannot be read.
 */
export async function loadFileTable(
  root: string,
  security: SecurityManifest,
  pages: ReadonlySet<string>,
  limits: FileTableLimits = FILE_TABLE_LIMITS,
  previous: FileTable = EMPTY_FILE_TABLE,
): Promise<FileTable> {
  const { files, folders, held, bytes, skipped, bodies, reused } = await readHeldFiles(
    root,
    limits,
    previous.bodies,
  );
  const entries = new Map<string, FileEntry>();
  for (const { file, onDisk, held: variants } of held) {
    const shared = sharedHeaders(file, security);
    const entry: FileEntry = {
      onDisk,
      variants: Object.fromEntries(
        variants.map((variant) => [
          variant.encoding,
          fileVariant(file, variant.encoding, variant.body, variant.stat, shared),
        ]),
      ),
    };
    for (const requestPath of requestPaths(file, pages)) entries.set(requestPath, entry);
  }
  const known = new Set([
    '/',
    ...files.map((file) => `/${file}`),
    ...folders.map((dir) => `/${dir}`),
  ]);
  return { entries, known, bytes, skipped, bodies, reused };
}
