import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createSiteServer, loadLiveSite } from '@/server/app';
import { createHash } from 'node:crypto';
import { symlink } from 'node:fs/promises';
import { followSiteFolder, servePrivately } from '@/server/rebuild/live-link';
import { removeTemporaryFolders, temporaryFolder } from '@/tests/tiny-site';
import { buildSite } from './build-site';
import { linkTarget } from './site-link';
import { buildsFolderFor, pruneSiteBuilds } from './site-folders';

// @fastify/static and fastify's inject need ES-module packages jest's CommonJS loader cannot read (see server/rebuild/routes.test.ts).
jest.mock('content-disposition', () => ({ create: (name: string) => `attachment; filename="${name}"` }));
jest.mock('cookie', () => ({ stringifySetCookie: ({ name, value }: { name: string; value: string }) => `${name}=${value}` }));
// Bundling the real worker takes workbox 15 s a build; this test is about folders, so a stub writes sw.js.
jest.mock('./post-export/service-worker', () => ({
  serviceWorkerStep: {
    name: 'service worker',
    run: async ({ outDir }: { outDir: string }) => (await import('node:fs/promises')).writeFile(`${outDir}/sw.js`, '// stub\n'),
  },
}));

const PAGES = ['/', '/kinoprogram', '/kulturprogram'];
const project = process.cwd();
let root: string;
const quiet = jest.spyOn(console, 'log').mockImplementation(() => {});
const quietWarnings = jest.spyOn(console, 'warn').mockImplementation(() => {});

beforeAll(async () => {
  root = await temporaryFolder('build-site');
  // The content comes from the project; `next build` is replaced by a few pages written into its export folder.
  process.env.CONTENT_ROOT = project;
});
afterAll(async () => {
  delete process.env.CONTENT_ROOT;
  quiet.mockRestore();
  quietWarnings.mockRestore();
  await removeTemporaryFolders();
});

/** A stand-in for `next build`: the export folder Next would write (relative to the project, as next.config.js's distDir), after `delayMs`, or a failure. */
function fakeNext(label: string, { delayMs = 0, fail = false } = {}) {
  return async (distDir: string, _env?: NodeJS.ProcessEnv) => {
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    if (fail) throw new Error('next build exited with code 1');
    const dir = path.join(root, distDir);
    await mkdir(dir, { recursive: true });
    for (const page of [...PAGES, '/404', '/frakoblet']) {
      await writeFile(path.join(dir, `${page === '/' ? 'index' : page.slice(1)}.html`), `<!doctype html><title>${label}</title><script>window.build=${JSON.stringify(label)}</script><main><h1>${label} ${page}</h1></main>`);
    }
  };
}

describe('buildSite never touches what is being served (issue 12 item 5)', () => {
  it('builds into a fresh folder, swaps the site folder only on success, and the server answers 200 on every page throughout', async () => {
    const out = path.join(root, 'out');
    await buildSite({ root, outDir: out, nextBuild: fakeNext('Bygg 1') });
    const first = await linkTarget(out);
    expect(first).toMatch(/out\.builds\/\d{13}$/);

    // As npm start serves a folder without the rebuild queue (server/rebuild/setup.ts).
    const served = await servePrivately(out);
    const site = await loadLiveSite(served);
    const stop = followSiteFolder(out, served, site, 50);
    const app = await createSiteServer({ root: served, redirects: [], site });
    expect((await app.inject('/kinoprogram')).body).toContain('Bygg 1 /kinoprogram');

    // Visitors keep asking for every page while builds of another folder and of the served one run.
    let visiting = true;
    const failures: string[] = [];
    let answered = 0;
    const visits = (async () => {
      while (visiting) {
        for (const page of PAGES) {
          const response = await app.inject(page);
          // The page's inline script must be allowed by the CSP it is sent with (its own build's hashes).
          const script = /<script>([^<]*)<\/script>/.exec(response.body)?.[1] ?? '';
          const hash = `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
          if (response.statusCode !== 200) failures.push(`${page} ${response.statusCode}`);
          else if (!String(response.headers['content-security-policy']).includes(hash)) failures.push(`${page}: CSP without the hash of ${script}`);
          else answered += 1;
        }
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    })();

    // Another SITE_DIR (a benchmark, a member build): out/ is not touched.
    await buildSite({ root, outDir: path.join(root, 'out-bench'), nextBuild: fakeNext('Benk', { delayMs: 200 }) });
    expect(await linkTarget(out)).toBe(first);
    // A failing build of the served folder: nothing changes, its own folder is gone.
    await expect(buildSite({ root, outDir: out, nextBuild: fakeNext('Halvferdig', { delayMs: 100, fail: true }) })).rejects.toThrow('next build exited with code 1');
    expect(await linkTarget(out)).toBe(first);
    expect(await readdir(buildsFolderFor(out))).toEqual([path.basename(first ?? '')]);
    // Two builds of the served folder: each swaps in; the live and the previous build are kept.
    await buildSite({ root, outDir: out, nextBuild: fakeNext('Bygg 2', { delayMs: 100 }) });
    const second = await linkTarget(out);
    await buildSite({ root, outDir: out, nextBuild: fakeNext('Bygg 3', { delayMs: 100 }) });
    const third = await linkTarget(out);
    await new Promise((resolve) => setTimeout(resolve, 200));
    visiting = false;
    await visits;
    stop();

    expect(failures).toEqual([]);
    expect(answered).toBeGreaterThan(30);
    expect((await app.inject('/kinoprogram')).body).toContain('Bygg 3 /kinoprogram');
    expect((await readdir(buildsFolderFor(out))).sort()).toEqual([path.basename(second ?? ''), path.basename(third ?? '')].sort());
    // The nginx config follows the swap and points at the live build's own folder.
    expect(await readFile(path.join(root, 'out.nginx', 'nginx.conf'), 'utf8')).toContain(`root "${third}";`);
    expect((await readdir(path.join(root, 'out.nginx'))).filter((name) => name.includes('pending'))).toEqual([]);
    await app.close();
  }, 60_000);

  it('builds a site folder outside the project: exported inside it (Next refuses another place), then moved beside the folder', async () => {
    const elsewhere = await temporaryFolder('build-site-elsewhere');
    const out = path.join(elsewhere, 'site');
    let exportedTo = '';
    await buildSite({
      root,
      outDir: out,
      nextBuild: async (distDir, env) => {
        exportedTo = distDir;
        await fakeNext('Utenfor')(distDir, env);
      },
    });
    expect(exportedTo).toMatch(/^\.build\/export-\d{13}-\d+$/);
    expect(await linkTarget(out)).toMatch(new RegExp(`^${elsewhere}/site\\.builds/\\d{13}$`));
    expect(await readFile(path.join(out, 'kinoprogram.html'), 'utf8')).toContain('Utenfor /kinoprogram');
    expect(await readdir(path.join(root, '.build'))).toEqual([]);
  }, 30_000);

  it('never deletes a build that a running server serves through its private link, and drops the links of servers that are gone', async () => {
    const out = path.join(root, 'out-pinned');
    await buildSite({ root, outDir: out, nextBuild: fakeNext('Første') });
    const first = await linkTarget(out);
    await symlink(first ?? '', `${out}.served-${process.pid}`);
    await symlink(first ?? '', `${out}.served-999999999`);
    await buildSite({ root, outDir: out, nextBuild: fakeNext('Andre') });
    await buildSite({ root, outDir: out, nextBuild: fakeNext('Tredje') });
    expect(await readdir(buildsFolderFor(out))).toContain(path.basename(first ?? ''));
    // A server starting now serves the live build; the link of the dead process (pid 999999999) is removed.
    await servePrivately(out);
    expect((await readdir(root)).filter((name) => name.startsWith('out-pinned.served-')).sort()).toEqual([`out-pinned.served-${process.pid}`]);
    const live = await linkTarget(out);
    expect(await pruneSiteBuilds(out, [])).not.toContain(live);
    expect(await readdir(buildsFolderFor(out))).toEqual([path.basename(live ?? '')]);
  }, 30_000);

  it('replaces a plain site folder left by an older build without a moment of 404', async () => {
    const out = path.join(root, 'out-legacy');
    await fakeNext('Gammel')(path.relative(root, out));
    await buildSite({ root, outDir: out, nextBuild: fakeNext('Ny') });
    expect(await readFile(path.join(out, 'kinoprogram.html'), 'utf8')).toContain('Ny /kinoprogram');
    // The old folder is kept as the previous build until the next swap.
    expect((await readdir(buildsFolderFor(out))).some((name) => name.endsWith('-before-links'))).toBe(true);
  }, 30_000);
});
