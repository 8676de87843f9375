/**
 * The floor page of the bench's Lighthouse section (issue 31 point 7; docs/testing.md, Benchmark):
 * one page of the bare-Next floor app (bench/floor-app, a title and a paragraph), exported with
 * the project's installed `next` and made servable the way our builds are, so Lighthouse measures
 * it beside our pages in the same run. The build section's floor builds of N pages are not
 * touched: this export is built with FLOOR_PAGES=1, copied out, and the app's `.next/` and `out/`
 * removed before and after, as that section does for each of its own.
 */
import { spawn } from 'node:child_process';
import { cp, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { childEnv } from '@/lib/config/child-env';
import { withPageCsp } from '@/policy/page-csp';
import {
  readSecurityManifest,
  SECURITY_MANIFEST,
  type SecurityManifest,
} from '@/policy/security-headers';
import { listFiles, precompress } from '@/pipeline/postbuild';
import type { BenchContext } from '../report';

const FLOOR_APP = 'bench/floor-app';
/** The floor app's first page (its `generateStaticParams`), as the site server serves it. */
export const FLOOR_PAGE_PATH = '/side-1';

/** Runs `next build` in the floor app for one page, its log on stderr. @throws Error when it fails. */
function buildFloorApp(root: string, app: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [path.join(root, 'node_modules/next/dist/bin/next'), 'build'],
      {
        cwd: app,
        env: childEnv({ FLOOR_PAGES: '1', NEXT_TELEMETRY_DISABLED: '1' }),
        stdio: ['ignore', 2, 2],
      },
    );
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`next build of the floor page exited with ${code}`)),
    );
  });
}

/**
 * Exports the floor page into `<workDir>/lighthouse-floor` and prepares it as our build at
 * `siteDir` is prepared for the site server: the security manifest with `siteDir`'s policy, each
 * page's meta policy with the hashes of the floor's own inline scripts (without them the CSP would
 * block Next's inline scripts and the page would not hydrate), and `.br`/`.gz` beside its files.
 * @returns the folder to serve. @throws Error when the build fails or exports no such page.
 */
export async function floorSite(context: BenchContext, siteDir: string): Promise<string> {
  const app = path.join(context.root, FLOOR_APP);
  const dir = path.join(context.workDir, 'lighthouse-floor');
  const clean = () =>
    Promise.all(
      ['.next', 'out'].map((name) => rm(path.join(app, name), { recursive: true, force: true })),
    );
  await clean();
  try {
    context.log('building the floor page (bench/floor-app, 1 page) …');
    await buildFloorApp(context.root, app);
    await cp(path.join(app, 'out'), dir, { recursive: true });
  } finally {
    await clean();
  }
  const pages = (await listFiles(dir)).filter((file) => file.endsWith('.html'));
  if (!pages.includes(path.join(dir, `${FLOOR_PAGE_PATH.slice(1)}.html`)))
    throw new Error(`the floor app exported no ${FLOOR_PAGE_PATH.slice(1)}.html`);
  // The floor's pages get their page policy (policy/page-csp.ts) from our site's script-src, as ours do.
  const manifest: SecurityManifest = {
    directives: (await readSecurityManifest(siteDir)).directives,
  };
  for (const file of pages)
    await writeFile(file, withPageCsp(await readFile(file, 'utf8'), manifest.directives));
  await writeFile(path.join(dir, SECURITY_MANIFEST), JSON.stringify(manifest));
  await precompress(dir);
  return dir;
}
