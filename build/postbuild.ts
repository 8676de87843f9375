import { copyFile, link, readdir, readFile, writeFile, mkdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Redirect } from '@/lib/schemas';
import { forEachLimited } from './deploy/pool';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const COMPRESSIBLE = /\.(?:html|js|css|json|svg|txt|xml|map|webmanifest|ics)$/;

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

/**
 * Brotli quality by file: the hashed assets (`/_next/static/`) are compressed once and cached for a
 * year, so they get the densest setting (11); pages, page data and other documents change with
 * every build and there are thousands at scale, so they get 6, which is many times faster than 11
 * and still smaller than gzip -9 (the bench's build section shows the time after `next build`).
 */
const brotliQuality = (file: string): number =>
  file.includes(`${path.sep}_next${path.sep}static${path.sep}`) ? 11 : 6;

/** Files smaller than this are sent as they are. */
const MIN_BYTES = 512;

/**
 * Files compressed at once. zlib's async calls run on libuv's thread pool (4 threads), so a few
 * files in flight keep both cores busy; more only add memory. A rolling pool, not batches of 16:
 * one slow file (a large script at brotli 11) no longer holds up the next batch. Measured on the
 * embedded site's export (1,179 files) on the loaded 2-core machine (load average about 24),
 * three runs each: batches of 16 took a median of 10.1 s, this pool 8.8 s; with the previous
 * build's variants reused for every file, 0.3 s.
 */
const COMPRESSIONS_AT_ONCE = 8;

/** What `precompress` did: files compressed now, and files whose `.br`/`.gz` came from the previous build. */
export interface PrecompressReport {
  compressed: number;
  reused: number;
}

async function compressFile(file: string, body: Buffer): Promise<void> {
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: brotliQuality(file),
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzip(body, { level: 9 }),
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
  await Promise.all([
    linkOrCopy(`${previous}.br`, `${file}.br`),
    linkOrCopy(`${previous}.gz`, `${file}.gz`),
  ]);
  return true;
}

/**
 * Writes `.br` and `.gz` beside every compressible file of `outDir` over 512 bytes, several files
 * at once. Incremental (docs/architecture.md, Build): given the `previous` build's folder (the live
 * site the new build replaces), a file whose bytes are the same there gets that build's `.br` and
 * `.gz` (hard links, else copies) instead of being compressed again; only changed and new files
 * are compressed. Files deleted since have no variants, since `outDir` is a fresh folder. Without
 * a previous build (or with one that is gone) every file is compressed.
 * @throws Error when a file cannot be read or a variant written.
 */
export async function precompress(
  outDir: string,
  { previous }: { previous?: string | null } = {},
): Promise<PrecompressReport> {
  const files = (await listFiles(outDir)).filter((file) => COMPRESSIBLE.test(file));
  const report: PrecompressReport = { compressed: 0, reused: 0 };
  await forEachLimited(files, COMPRESSIONS_AT_ONCE, async (file) => {
    if ((await stat(file)).size < MIN_BYTES) return;
    const body = await readFile(file);
    if (
      previous &&
      (await reuseVariants(file, body, path.join(previous, path.relative(outDir, file))))
    ) {
      report.reused += 1;
      return;
    }
    await compressFile(file, body);
    report.compressed += 1;
  });
  return report;
}
