import { createHash } from 'node:crypto';
import {
  copyFile,
  link,
  readdir,
  readFile,
  rename,
  rm,
  writeFile,
  mkdir,
  stat,
} from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Redirect } from '@/lib/schemas';
import { forEachLimited } from './deploy/pool';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
/**
 * What is pre-compressed, by extension. Not the calendar files (`.ics`): about 800 bytes each, one
 * per event (100,000 at 10,000 productions, two thirds of a large build's files), fetched now and
 * then by one visitor; they are sent as they are. The subscribable calendars (`abonner/*.ics`)
 * are few, large and fetched by every subscriber's app each hour: compressed.
 */
const COMPRESSIBLE =
  /\.(?:html|js|css|json|svg|txt|xml|atom|map|webmanifest)$|[/\\]abonner[/\\][^/\\]+\.ics$/;

/** Every file below a folder, as absolute paths. */
export async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) =>
      entry.isDirectory() ? listFiles(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
    ),
  );
  return nested.flat();
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * Writes a small HTML page at each redirected path for hosts without the site server
 * (docs/product.md, Redirects, titles and slugs): a meta refresh and a canonical link to the new path.
 */
export async function writeRedirectPages(
  outDir: string,
  redirects: readonly Redirect[],
  origin: string,
): Promise<void> {
  await Promise.all(
    redirects.map(async (redirect) => {
      const target = escapeHtml(
        redirect.to.startsWith('/') ? `${origin}${redirect.to}` : redirect.to,
      );
      const html = `<!doctype html><html lang="nb"><head><meta charset="utf-8"><title>Siden har flyttet</title><meta name="robots" content="noindex"><link rel="canonical" href="${target}"><meta http-equiv="refresh" content="0; url=${escapeHtml(redirect.to)}"></head><body><p>Siden har flyttet til <a href="${escapeHtml(redirect.to)}">${escapeHtml(redirect.to)}</a>.</p></body></html>\n`;
      const file = path.join(outDir, `${redirect.from.slice(1)}.html`);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, html);
    }),
  );
}

/** Whether a file is a hashed asset (`/_next/static/`): compressed once, cached for a year. */
const isHashedAsset = (file: string): boolean =>
  file.includes(`${path.sep}_next${path.sep}static${path.sep}`);

/**
 * Compression levels by file: the hashed assets are compressed once and cached for a year, so they
 * get the densest settings (brotli 11, gzip 9); pages, page data and other documents change with
 * every build and there are tens of thousands at scale, so they get brotli 6 and gzip 5. Measured
 * on the pages of a 1,000-production build: brotli 6 costs a fifth of 11 and gzip 6 about 60 % of
 * gzip 9, and each is within 1 % of the denser level's size (the bench's build section shows the
 * time after `next build`). Gzip 5 (2026-11-27, 300 pages and page data files of a
 * 1,000-production build, 24.6 MB): 22 % less CPU than gzip 6 for 1.2 % more bytes, and gzip
 * is sent only to clients without brotli; brotli 4 would save a third of brotli's time but
 * send every visitor 9 % more, brotli 5 saved nothing.
 */
const levelsFor = (file: string): { brotli: number; gzip: number } =>
  isHashedAsset(file) ? { brotli: 11, gzip: 9 } : { brotli: 6, gzip: 5 };

/**
 * Files smaller than this are sent as they are: a body under 1 KB fits with its headers in the
 * first TCP segments either way, so compressing it saves no round trip, only a few hundred bytes
 * (Next's route-tree files, `__next._tree.txt`, are about 400 bytes).
 */
const MIN_BYTES = 1024;

/**
 * Files compressed at once. zlib's async calls run on libuv's thread pool (4 threads), so a few
 * files in flight keep both cores busy; more only add memory. A rolling pool, not batches of 16:
 * one slow file (a large script at brotli 11) no longer holds up the next batch. Measured on the
 * embedded site's export (1,179 files) on the loaded 2-core machine (load average about 24),
 * three runs each: batches of 16 took a median of 10.1 s, this pool 8.8 s; with the previous
 * build's variants reused for every file, 0.3 s.
 */
const COMPRESSIONS_AT_ONCE = 8;

/**
 * What `precompress` did: files compressed now, files whose `.br`/`.gz` came from the previous
 * build, and files whose variants are those of an identical file of the same build.
 */
export interface PrecompressReport {
  compressed: number;
  reused: number;
  shared: number;
}

async function compressFile(file: string, body: Buffer): Promise<void> {
  const levels = levelsFor(file);
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: levels.brotli,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzip(body, { level: levels.gzip }),
  ]);
  await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
}

/** A hard link to `from` at `to` (both builds lie in the same builds folder); a copy where links fail. */
async function linkOrCopy(from: string, to: string): Promise<void> {
  try {
    await link(from, to);
  } catch {
    await copyFile(from, to);
  }
}

/**
 * Reuses the previous build's `.br` and `.gz` of a file when the file there has the same bytes
 * and both variants. @returns whether it did.
 */
async function reuseVariants(file: string, body: Buffer, previous: string): Promise<boolean> {
  const old = await stat(previous).catch(() => undefined);
  if (!old?.isFile() || old.size !== body.length) return false;
  const variants = await Promise.all(
    ['.br', '.gz'].map((suffix) => stat(`${previous}${suffix}`).catch(() => undefined)),
  );
  if (!variants.every((variant) => variant?.isFile())) return false;
  if (!body.equals(await readFile(previous))) return false;
  await linkVariants(previous, file);
  return true;
}

/**
 * When `file` is the previous build's file itself (same inode: a hard link, so the same bytes):
 * links that build's variants (`linked`), or reports it needs none (`none`: under 1 KB). False
 * for any other file, and one whose variants are missing there: read and compared as usual.
 */
async function linkedVariants(file: string, previous: string): Promise<'linked' | 'none' | false> {
  const [own, theirs] = await Promise.all([stat(file), stat(previous).catch(() => undefined)]);
  if (!theirs || own.ino !== theirs.ino || own.dev !== theirs.dev) return false;
  if (own.size < MIN_BYTES) return 'none';
  const variants = await Promise.all(
    ['.br', '.gz'].map((suffix) => stat(`${previous}${suffix}`).catch(() => undefined)),
  );
  if (!variants.every((variant) => variant?.isFile())) return false;
  await linkVariants(previous, file);
  return 'linked';
}

/**
 * For a file the assembly linked to the previous build's (`LinkedFiles`, so the same bytes): links
 * that build's variants without a stat of either file; a variant the assembly linked already (it
 * links a page folder's files whole) is taken as it is. `none` when that build has neither (the
 * file is under 1 KB, as a build of the same code compresses only larger ones); false when it has
 * only one, which is removed again: the file is then read and compressed as usual.
 */
async function listedVariants(
  file: string,
  previous: string,
  isLinked: (suffix: string) => boolean,
): Promise<'linked' | 'none' | false> {
  const made = await Promise.all(
    ['.br', '.gz'].map((suffix) =>
      isLinked(suffix)
        ? true
        : link(`${previous}${suffix}`, `${file}${suffix}`).then(
            () => true,
            (error: NodeJS.ErrnoException) => {
              if (error.code === 'ENOENT') return false;
              throw error;
            },
          ),
    ),
  );
  if (made.every(Boolean)) return 'linked';
  if (!made.some(Boolean)) return 'none';
  await Promise.all(['.br', '.gz'].map((suffix) => rm(`${file}${suffix}`, { force: true })));
  return false;
}

/** A file's last change before its variants are made: its new bytes, or undefined to keep it as it is. */
export type PrecompressRewrite = (file: string, body: Buffer) => Buffer | undefined;

/** `body` as `rewrite` leaves it; a changed file is replaced (a new file, never written through a hard link). */
async function rewritten(
  file: string,
  body: Buffer,
  rewrite: PrecompressRewrite | undefined,
): Promise<Buffer> {
  const changed = rewrite?.(file, body);
  if (!changed) return body;
  const temporary = `${file}.rewrite-tmp`;
  await writeFile(temporary, changed);
  await rename(temporary, file);
  return changed;
}

/** Links (or copies) the `.br` and `.gz` of `from` to those of `to`. */
async function linkVariants(from: string, to: string): Promise<void> {
  await Promise.all([linkOrCopy(`${from}.br`, `${to}.br`), linkOrCopy(`${from}.gz`, `${to}.gz`)]);
}

/**
 * Writes `.br` and `.gz` beside every compressible file of `outDir` of 1 KB or more, several files
 * at once (docs/architecture.md, Build). Each distinct content is compressed once per build: Next
 * writes the same page data twice (`<page>.txt` and `<page>/__next._full.txt`) and the same layout
 * segment for every page, so about half of a large build's page-data files are copies; a copy
 * gets the first file's variants as hard links. Incremental: given the `previous` build's folder
 * (the live site the new build replaces), a file whose bytes are the same there gets that build's
 * `.br` and `.gz` (hard links, else copies) instead of being compressed again; only changed and
 * new files are compressed. Files deleted since have no variants, since `outDir` is a fresh
 * folder. Without a previous build (or with one that is gone) every distinct file is compressed.
 * `linked` (an incremental rebuild: the files the assembly linked to `previous`'s, relative and
 * `/`-separated) get `previous`'s variants without any file being stat'ed or read. `rewrite` (a
 * full build's page policies, pipeline/post-export/security-headers.ts) changes a file it reads
 * before its variants are made, so the file is read once.
 * @throws Error when a file cannot be read or a variant written.
 */
export async function precompress(
  outDir: string,
  {
    previous,
    linked,
    rewrite,
  }: { previous?: string | null; linked?: ReadonlySet<string>; rewrite?: PrecompressRewrite } = {},
): Promise<PrecompressReport> {
  const files = (await listFiles(outDir)).filter((file) => COMPRESSIBLE.test(file));
  const report: PrecompressReport = { compressed: 0, reused: 0, shared: 0 };
  /** The first file with each content (digest and levels), once its variants are written. */
  const firstWith = new Map<string, Promise<string>>();
  await forEachLimited(files, COMPRESSIONS_AT_ONCE, async (file) => {
    const relative = path.relative(outDir, file);
    const listedAs = relative.split(path.sep).join('/');
    const listed =
      previous &&
      linked?.has(listedAs) &&
      (await listedVariants(file, path.join(previous, relative), (suffix) =>
        linked.has(`${listedAs}${suffix}`),
      ));
    if (listed) {
      if (listed === 'linked') report.reused += 1;
      return;
    }
    // A hard link to the previous build's file (an incremental rebuild, pipeline/incremental/) has its bytes: no need to read them.
    const sameInode =
      previous && (await linkedVariants(file, path.join(previous, path.relative(outDir, file))));
    if (sameInode) {
      if (sameInode === 'linked') report.reused += 1;
      return;
    }
    const body = await rewritten(file, await readFile(file), rewrite);
    if (body.length < MIN_BYTES) return;
    const levels = levelsFor(file);
    const key = `${levels.brotli}/${levels.gzip}/${createHash('sha1').update(body).digest('hex')}`;
    const first = firstWith.get(key);
    if (first) {
      await linkVariants(await first, file);
      report.shared += 1;
      return;
    }
    const written = (async () => {
      if (
        previous &&
        (await reuseVariants(file, body, path.join(previous, path.relative(outDir, file))))
      ) {
        report.reused += 1;
      } else {
        await compressFile(file, body);
        report.compressed += 1;
      }
      return file;
    })();
    firstWith.set(key, written);
    await written;
  });
  return report;
}
