import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { buildSite } from '@/pipeline/build-site';
import { buildsFolderFor } from '@/pipeline/site-folders';
import { linkTarget } from '@/pipeline/site-link';
import { fakeNextBuild, type FakeNextOptions } from '@/tests/fake-next-build';
import { removeTemporaryFolders, temporaryFolder } from '@/tests/tiny-site';
import { createSiteServer, loadLiveSite } from '../app';
import { followSiteFolder, servePrivately } from './live-link';
import { testConfig } from '@/tests/config';
import { eventually } from '@/tests/eventually';
import { pageMetaCsp } from '@/policy/page-csp';
import { runsInlineScript } from '@/tests/csp-enforcement';

// Bundling the real worker takes workbox 15 s a build: a stub writes sw.js (tests/service-worker-stub.ts).
jest.mock('@/pipeline/post-export/service-worker', () =>
  jest.requireActual('@/tests/service-worker-stub'),
);

const PAGES = ['/', '/kinoprogram', '/kulturprogram'];
// The content comes from the project; `next build` is replaced by a few pages written into its export folder.
const config = testConfig({ CONTENT_ROOT: process.cwd() }).build;
let root: string;
const quiet = jest.spyOn(console, 'log').mockImplementation(() => {});
const quietWarnings = jest.spyOn(console, 'warn').mockImplementation(() => {});
const fakeNext = (label: string, options?: FakeNextOptions) =>
  fakeNextBuild(root, PAGES, label, options);

beforeAll(async () => {
  root = await temporaryFolder('serving-during-builds');
});
afterAll(async () => {
  quiet.mockRestore();
  quietWarnings.mockRestore();
  await removeTemporaryFolders();
});

describe('a server keeps serving while builds run (issue 12 item 5)', () => {
  it('builds into a fresh folder, swaps the site folder only on success, and the server answers 200 on every page throughout', async () => {
    const out = path.join(root, 'out');
    await buildSite({ root, config, outDir: out, nextBuild: fakeNext('Bygg 1') });
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
          // The page's inline script must be allowed by the policies it is sent with (the header
          // and the page's own meta policy, with its build's hashes).
          const script = /<script>([^<]*)<\/script>/.exec(response.body)?.[1] ?? '';
          const policies = [
            String(response.headers['content-security-policy']),
            pageMetaCsp(response.body) ?? "script-src 'none'",
          ];
          if (response.statusCode !== 200) failures.push(`${page} ${response.statusCode}`);
          else if (!runsInlineScript(policies, script))
            failures.push(`${page}: the CSP blocks ${script}`);
          else answered += 1;
        }
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    })();

    // Another SITE_DIR (a benchmark, a member build): out/ is not touched.
    await buildSite({
      root,
      config,
      outDir: path.join(root, 'out-bench'),
      nextBuild: fakeNext('Benk', { delayMs: 200 }),
    });
    expect(await linkTarget(out)).toBe(first);
    // A failing build of the served folder: nothing changes, its own folder is gone.
    await expect(
      buildSite({
        root,
        config,
        outDir: out,
        nextBuild: fakeNext('Halvferdig', { delayMs: 100, fail: true }),
      }),
    ).rejects.toThrow('next build exited with code 1');
    expect(await linkTarget(out)).toBe(first);
    expect(await readdir(buildsFolderFor(out))).toEqual([path.basename(first ?? '')]);
    // Two builds of the served folder: each swaps in; the live and the previous build are kept.
    await buildSite({ root, config, outDir: out, nextBuild: fakeNext('Bygg 2', { delayMs: 100 }) });
    const second = await linkTarget(out);
    await buildSite({ root, config, outDir: out, nextBuild: fakeNext('Bygg 3', { delayMs: 100 }) });
    const third = await linkTarget(out);
    // The follower looks every 50 ms and loads the new build's file table before it switches:
    // wait for the switch a visitor sees (the third build's page), not a fixed time.
    const servesThird = async () =>
      (await app.inject('/kinoprogram')).body.includes('Bygg 3 /kinoprogram');
    await eventually('the switch to the third build', servesThird, { everyMs: 25 });
    visiting = false;
    await visits;
    stop();

    expect(failures).toEqual([]);
    expect(answered).toBeGreaterThan(30);
    expect(await linkTarget(served)).toBe(third);
    expect((await readdir(buildsFolderFor(out))).sort()).toEqual(
      [path.basename(second ?? ''), path.basename(third ?? '')].sort(),
    );
    // The nginx config follows the swap and points at the live build's own folder.
    expect(await readFile(path.join(root, 'out.nginx', 'nginx.conf'), 'utf8')).toContain(
      `root "${third}";`,
    );
    // Its kept build is the one before, which the swap keeps on disk: its hashed assets stay served.
    const nginxConfig = await readFile(path.join(root, 'out.nginx', 'nginx.conf'), 'utf8');
    expect(nginxConfig.replace(/\s+/g, ' ')).toContain(
      `location @kept_build_1 { root "${second}";`,
    );
    expect(nginxConfig).not.toContain(`"${first}"`);
    expect(
      (await readdir(path.join(root, 'out.nginx'))).filter((name) => name.includes('pending')),
    ).toEqual([]);
    await app.close();
  });
});
