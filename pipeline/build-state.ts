import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';

/** Folders and files whose change means the exported site is stale. */
const SOURCES = [
  'content',
  'page-definitions',
  'app',
  'components',
  'engine',
  'lib',
  'services',
  'public',
  'next.config.js',
  'package-lock.json',
];

async function newestMtime(target: string): Promise<number> {
  const info = await stat(target).catch(() => undefined);
  if (!info) return 0;
  if (!info.isDirectory()) return info.mtimeMs;
  const entries = await readdir(target);
  const times = await Promise.all(entries.map((entry) => newestMtime(path.join(target, entry))));
  return Math.max(info.mtimeMs, ...times);
}

/** What a finished build wrote to `build-info.json` (pipeline/build-site.ts), or null when there is none. */
async function readBuildInfo(
  outDir: string,
): Promise<{ runtimeUrl?: unknown; contentClock?: unknown } | null> {
  const text = await readFile(path.join(outDir, 'build-info.json'), 'utf8').catch(() => null);
  return text === null
    ? null
    : (JSON.parse(text) as { runtimeUrl?: unknown; contentClock?: unknown });
}

/** The clock the build in `outDir` generated its programme at, if it says (the emulator's tickets follow it). */
export async function buildClock(outDir: string): Promise<Date | undefined> {
  const info = await readBuildInfo(outDir).catch(() => null);
  return typeof info?.contentClock === 'string' ? new Date(info.contentClock) : undefined;
}

/**
 * Why `out/` must be (re)built before serving, or null when it is current: missing, built for
 * another runtime service URL, or older than any content, page definition or source file.
 */
export async function staleReason(
  root: string,
  outDir: string,
  runtimeUrl: string,
): Promise<string | null> {
  const infoFile = path.join(outDir, 'build-info.json');
  const built = await stat(infoFile).catch(() => undefined);
  if (!built) return `${path.relative(root, outDir) || outDir}/ has no finished build`;
  const info = (await readBuildInfo(outDir)) ?? {};
  if (info.runtimeUrl !== runtimeUrl)
    return `it was built for the runtime service at ${String(info.runtimeUrl)}, not ${runtimeUrl}`;
  const sources = await Promise.all(SOURCES.map((source) => newestMtime(path.join(root, source))));
  return Math.max(...sources) > built.mtimeMs
    ? 'content or code changed since the last build'
    : null;
}
