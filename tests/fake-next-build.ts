import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

export interface FakeNextOptions {
  /** Wait this long (ms) before writing, so builds overlap with visits. */
  delayMs?: number;
  /** Fail as `next build` would, writing nothing. */
  fail?: boolean;
}

/**
 * A stand-in for `next build` (pipeline/build-site.ts `nextBuild`): after `delayMs`, writes the export
 * folder Next would write (relative to `root`, as next.config.js's distDir) with `pages`, the 404
 * page and the offline page, each holding `label` and one inline script; or fails.
 */
export function fakeNextBuild(
  root: string,
  pages: readonly string[],
  label: string,
  { delayMs = 0, fail = false }: FakeNextOptions = {},
) {
  return async (distDir: string, _env?: NodeJS.ProcessEnv): Promise<void> => {
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    if (fail) throw new Error('next build exited with code 1');
    const dir = path.join(root, distDir);
    await mkdir(dir, { recursive: true });
    for (const page of [...pages, '/404', '/frakoblet']) {
      await writeFile(
        path.join(dir, `${page === '/' ? 'index' : page.slice(1)}.html`),
        `<!doctype html><title>${label}</title><script>window.build=${JSON.stringify(label)}</script><main><h1>${label} ${page}</h1></main>`,
      );
    }
  };
}
