import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/*
 * Content-only rebuilds (docs/architecture.md, Content-only rebuilds). What `next build` compiles
 * depends on the code only: the content and the build configuration (clock, runtime URL, source)
 * are read when pages are generated (app/_site/build-config.ts reads them from a file). So a
 * rebuild whose code is the one `.next/` was compiled from runs only Next's generate step
 * (`next build --experimental-build-mode generate`): no compile, no type check, no lint.
 */

/** What Next compiles: the app's layers and assets, and the files that decide how. */
const CODE_FOLDERS = [
  'app',
  'components',
  'engine',
  'lib',
  'services',
  'store',
  'emulator',
  'types',
  'public',
];
const CODE_FILES = [
  'next.config.js',
  'tsconfig.json',
  'package.json',
  'package-lock.json',
  'node_modules/next/package.json',
];
/** Written into `.next/` after a full `next build` succeeded: the fingerprint of the code it compiled. */
const STAMP = 'kulturhuset-compiled-code.json';

async function filesUnder(root: string, folder: string): Promise<string[]> {
  const entries = await readdir(path.join(root, folder), {
    withFileTypes: true,
    recursive: true,
  }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
}

/**
 * A SHA-256 over the path and bytes of every file Next compiles (the folders above and the
 * project's config and lock files, the installed Next's version). A file missing is hashed as
 * missing. A few hundred files: tens of milliseconds.
 */
export async function codeFingerprint(root: string): Promise<string> {
  const files = [
    ...(await Promise.all(CODE_FOLDERS.map((folder) => filesUnder(root, folder)))).flat(),
    ...CODE_FILES,
  ].sort();
  const hash = createHash('sha256');
  for (const file of files) {
    const bytes = await readFile(path.join(root, file)).catch(() => null);
    hash.update(`${file}\0${bytes ? bytes.length : -1}\0`);
    if (bytes) hash.update(bytes);
  }
  return hash.digest('hex');
}

const stampOf = (root: string) => path.join(root, '.next', STAMP);

/** Whether `.next/` holds a complete compile of the code with `fingerprint` (recorded by `recordCompiledCode`). */
export async function compiledCodeMatches(root: string, fingerprint: string): Promise<boolean> {
  const stamp = await readFile(stampOf(root), 'utf8').catch(() => null);
  if (stamp === null) return false;
  try {
    return (JSON.parse(stamp) as { fingerprint?: unknown }).fingerprint === fingerprint;
  } catch {
    return false;
  }
}

/** Records that a full `next build` of the code with `fingerprint` succeeded into `.next/`. */
export async function recordCompiledCode(root: string, fingerprint: string): Promise<void> {
  await mkdir(path.dirname(stampOf(root)), { recursive: true });
  await writeFile(
    stampOf(root),
    `${JSON.stringify({ fingerprint, compiledAt: new Date().toISOString() })}\n`,
  );
}

/** Forgets the compile (before a full build rewrites `.next/`, or after a generate step failed): the next build compiles. */
export async function forgetCompiledCode(root: string): Promise<void> {
  await rm(stampOf(root), { force: true });
}
