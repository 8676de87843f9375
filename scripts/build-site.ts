import { spawn } from 'node:child_process';
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { checkRedirects, listPagePaths } from '@/engine';
import { readEnv, runtimeUrl } from '@/lib/env';
import { contentSource, formatProblem } from '@/services/content';
import { withBuildLock } from './build-lock';
import { listFiles, precompress, writeRedirectPages } from './postbuild';
import { runPostExportSteps } from './post-export';

export interface BuildReport {
  pages: number;
  durationMs: number;
  problems: number;
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv, cwd: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env, stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with code ${code}`))));
  });
}

/**
 * Builds the whole site: validates the content (printing a summary of entries left out),
 * checks the redirect table, runs `next build` (static export) with one pinned clock for every
 * worker, then writes redirect pages, pre-compressed variants and `build-info.json`.
 * Holds the build lock of `root` throughout (build-lock.ts): builds of one folder run one at a time.
 * @throws Error when the content source fails as a whole, a redirect hides a page, Next fails, or
 * another build holds the lock for too long.
 */
export function buildSite(options: { root: string; outDir: string }): Promise<BuildReport> {
  return withBuildLock(options.root, () => buildUnlocked(options));
}

async function buildUnlocked({ root, outDir }: { root: string; outDir: string }): Promise<BuildReport> {
  const started = Date.now();
  const now = new Date(process.env.CONTENT_CLOCK ?? Date.now());
  const { content, problems } = await contentSource(readEnv().CONTENT_ROOT ?? root).load({ now });
  if (problems.length > 0) {
    console.warn(`Content: ${problems.length} problem(s); each names its entry and field, and says whether the entry is left out or kept:`);
    for (const problem of problems) console.warn(`  - ${formatProblem(problem)}`);
  }
  const paths = listPagePaths(content);
  const redirectProblems = checkRedirects(content.redirects, new Set(paths));
  if (redirectProblems.length > 0) throw new Error(`redirect table: ${redirectProblems.join('; ')}`);

  await rm(path.join(root, 'out'), { recursive: true, force: true });
  const nextBin = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next');
  await run(process.execPath, [nextBin, 'build'], { ...process.env, CONTENT_CLOCK: now.toISOString(), NEXT_TELEMETRY_DISABLED: '1' }, root);
  const exported = path.join(root, 'out');
  if (path.resolve(outDir) !== exported) {
    await rm(outDir, { recursive: true, force: true });
    await import('node:fs/promises').then((fs) => fs.rename(exported, outDir));
  }

  const pages = (await listFiles(outDir)).filter((file) => file.endsWith('.html') && !/(?:^|\/)(?:404|_not-found)\.html$/.test(file)).length;
  await writeRedirectPages(outDir, content.redirects, `https://${content.site.host}`);
  await runPostExportSteps({ root, outDir, content });
  const compressed = await precompress(outDir);
  const durationMs = Date.now() - started;
  await writeFile(path.join(outDir, 'build-info.json'), `${JSON.stringify({ builtAt: new Date().toISOString(), contentClock: now.toISOString(), runtimeUrl: runtimeUrl(readEnv()), pages, durationMs, problems: problems.length }, null, 2)}\n`);
  console.log(`Built ${pages} pages (${paths.length} from page definitions, ${content.redirects.length} redirect pages, ${compressed} files pre-compressed) in ${(durationMs / 1000).toFixed(1)} s.`);
  return { pages, durationMs, problems: problems.length };
}
