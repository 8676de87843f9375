import { readdir, readFile, writeFile, mkdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Redirect } from '@/lib/schemas';

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

/** Writes `.br` and `.gz` beside every compressible file over 512 bytes; returns how many files. */
/**
 * Brotli quality by file: the hashed assets (`/_next/static/`) are compressed once and cached for a
 * year, so they get the densest setting (11); pages, page data and other documents change with
 * every build and there are thousands at scale, so they get 6, which is many times faster than 11
 * and still smaller than gzip -9 (the bench's build section shows the time after `next build`).
 */
const brotliQuality = (file: string): number =>
  file.includes(`${path.sep}_next${path.sep}static${path.sep}`) ? 11 : 6;

export async function precompress(outDir: string): Promise<number> {
  const files = (await listFiles(outDir)).filter((file) => COMPRESSIBLE.test(file));
  let count = 0;
  for (let index = 0; index < files.length; index += 16) {
    await Promise.all(
      files.slice(index, index + 16).map(async (file) => {
        if ((await stat(file)).size < 512) return;
        const body = await readFile(file);
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
        count += 1;
      }),
    );
  }
  return count;
}
