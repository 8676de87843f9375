import type { Stats } from 'node:fs';
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { ENCODINGS, type Encoding } from './accept-encoding';

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

const SUFFIX: Record<(typeof ENCODINGS)[number], string> = { br: '.br', gzip: '.gz' };

/**
 * Every file below `root` that the server may serve (no dot files or folders, no `.br`/`.gz`
 * variants), its folders, and every variant the walk saw (relative, `/`-separated): a file's
 * variants are known from its folder's listing, so only those that exist are stat'ed (two
 * failed stats for each of 100,000 calendar files at 10,000 productions, which have none).
 */
async function servableFiles(
  root: string,
): Promise<{ files: string[]; folders: string[]; variants: Set<string> }> {
  const files: string[] = [];
  const folders: string[] = [];
  const variants = new Set<string>();
  async function walk(dir: string, prefix: string): Promise<void> {
    for (const entry of await readdir(dir, { withFileTypes: true })) {
      if (entry.name.startsWith('.')) continue;
      const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
      if (entry.isDirectory()) {
        folders.push(relative);
        await walk(path.join(dir, entry.name), relative);
      } else if (!entry.isFile()) continue;
      else if (/\.(?:br|gz)$/.test(entry.name)) variants.add(relative);
      else files.push(relative);
    }
  }
  await walk(root, '');
  return { files, folders, variants };
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

/**
 * A file's identity on disk while its bytes cannot have changed: device, inode, size and mtime.
 * A rebuild links the files it did not change to the live build's (docs/architecture.md,
 * Incremental rebuilds) and never writes through a link, so a variant with the same key as one
 * the served table holds has the same bytes.
 */
export const inodeKey = (stat: Stats): string =>
  `${stat.dev}:${stat.ino}:${stat.size}:${stat.mtimeMs}`;

/** Bodies held by a table, by `inodeKey` of the file they were read from. */
export type HeldBodies = ReadonlyMap<string, Buffer>;

/** A variant held in memory: its encoding, file and body. */
export interface HeldVariant {
  encoding: Encoding;
  path: string;
  stat: Stats;
  body: Buffer;
}

/** A file of the site held in memory: the encodings it has on disk and the variants held. */
export interface HeldFile {
  file: string;
  onDisk: Set<Encoding>;
  held: HeldVariant[];
}

/**
 * The stat of a file and of its `.br`/`.gz` variants that exist (`listed`: the variants the walk
 * saw); `original` undefined when the file is gone.
 */
async function variantsOf(
  full: string,
  relative: string,
  listed: ReadonlySet<string>,
): Promise<{
  original: Stats | undefined;
  compressed: (readonly [(typeof ENCODINGS)[number], Stats])[];
}> {
  const [original, ...variants] = await Promise.all([
    stat(full).catch(() => undefined),
    ...ENCODINGS.map((encoding) =>
      listed.has(relative + SUFFIX[encoding])
        ? stat(full + SUFFIX[encoding]).catch(() => undefined)
        : undefined,
    ),
  ]);
  return {
    original,
    compressed: ENCODINGS.flatMap((encoding, index) => {
      const variantStat = variants[index];
      return variantStat?.isFile() ? [[encoding, variantStat] as const] : [];
    }),
  };
}

type Chosen = { file: string; onDisk: Set<Encoding>; held: Omit<HeldVariant, 'body'>[] };

/** The files of `files` to hold and their variants, in order, until a cap of `limits` binds. */
function chooseHeld(
  root: string,
  files: readonly string[],
  found: readonly Awaited<ReturnType<typeof variantsOf>>[],
  limits: FileTableLimits,
): { chosen: Chosen[]; bytes: number; skipped: number } {
  const chosen: Chosen[] = [];
  let bytes = 0;
  let skipped = 0;
  files.forEach((file, index) => {
    const { original, compressed } = found[index] ?? { original: undefined, compressed: [] };
    if (!original) return;
    const full = path.join(root, file);
    const held: Omit<HeldVariant, 'body'>[] =
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
    chosen.push({ file, onDisk, held });
  });
  return { chosen, bytes, skipped };
}

/**
 * Reads the servable files of the site at `root` (relative, `/`-separated, `_next/` assets and
 * HTML pages first) and its folders, and holds for each file its `.br` and `.gz` variants, or the
 * file itself when it has neither, within `limits`; `skipped` counts the files left on disk.
 * A variant whose `inodeKey` is in `reuse` (the bodies of the table served now) takes that body
 * instead of being read: after an incremental rebuild most files are links to the live build's,
 * and reading them all again cost 5–12 s of each publish at 1,000 productions (measured
 * 2026-11-27). `bodies` are this table's, for the next load; `reused` counts the bodies taken.
 * @throws Error when `root` cannot be read.
 */
export async function readHeldFiles(
  root: string,
  limits: FileTableLimits,
  reuse: HeldBodies = new Map(),
): Promise<{
  files: string[];
  folders: string[];
  held: HeldFile[];
  bytes: number;
  skipped: number;
  bodies: HeldBodies;
  reused: number;
}> {
  const listed = await servableFiles(root);
  // When the caps bind, the files every page needs first, then the pages, then the rest.
  const files = [...listed.files].sort((a, b) => priority(a) - priority(b));
  const found = await inBatches(files, (file) =>
    variantsOf(path.join(root, file), file, listed.variants),
  );
  const { chosen, bytes, skipped } = chooseHeld(root, files, found, limits);
  let reused = 0;
  const read = await inBatches(
    chosen.flatMap(({ held }) => held),
    (variant) => {
      const kept = reuse.get(inodeKey(variant.stat));
      if (kept) reused += 1;
      return kept ? Promise.resolve(kept) : readFile(variant.path);
    },
  );
  const bodies = new Map<string, Buffer>();
  let next = 0;
  const held = chosen.map(({ file, onDisk, held: variants }) => ({
    file,
    onDisk,
    held: variants.map((variant) => {
      const body = read[next++] ?? Buffer.alloc(0);
      bodies.set(inodeKey(variant.stat), body);
      return { ...variant, body };
    }),
  }));
  return { files, folders: listed.folders, held, bytes, skipped, bodies, reused };
}
