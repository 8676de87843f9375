import { readdir, readFile, symlink } from 'node:fs/promises';
import path from 'node:path';
import { fakeNextBuild, type FakeNextOptions } from '@/tests/fake-next-build';
import { removeTemporaryFolders, temporaryFolder } from '@/tests/tiny-site';
import { testConfig } from '@/tests/config';
import { buildSite } from './build-site';
import { linkTarget, pointLink } from './site-link';
import { buildsFolderFor, pruneSiteBuilds, removeDeadServedLinks } from './site-folders';

// Bundling the real worker takes workbox 15 s a build; this test is about folders, so a stub writes sw.js.
jest.mock('./post-export/service-worker', () => ({
  serviceWorkerStep: {
    name: 'service worker',
    run: async ({ outDir }: { outDir: string }) =>
      (await import('node:fs/promises')).writeFile(`${outDir}/sw.js`, '// stub\n'),
  },
}));

const PAGES = ['/', '/kinoprogram', '/kulturprogram'];
// The content comes from the project; `next build` is replaced by a few pages written into its export folder.
const config = testConfig({ CONTENT_ROOT: process.cwd() }).build;
let root: string;
const quiet = jest.spyOn(console, 'log').mockImplementation(() => {});
const quietWarnings = jest.spyOn(console, 'warn').mockImplementation(() => {});

beforeAll(async () => {
  root = await temporaryFolder('build-site');
});
afterAll(async () => {
  quiet.mockRestore();
  quietWarnings.mockRestore();
  await removeTemporaryFolders();
});

const fakeNext = (label: string, options?: FakeNextOptions) =>
  fakeNextBuild(root, PAGES, label, options);

describe('buildSite never touches what is being served (issue 12 item 5)', () => {
  it('builds a site folder outside the project: exported inside it (Next refuses another place), then moved beside the folder', async () => {
    const elsewhere = await temporaryFolder('build-site-elsewhere');
    const out = path.join(elsewhere, 'site');
    let exportedTo = '';
    await buildSite({
      root,
      config,
      outDir: out,
      nextBuild: async (distDir, env) => {
        exportedTo = distDir;
        await fakeNext('Utenfor')(distDir, env);
      },
    });
    expect(exportedTo).toMatch(/^\.build\/export-\d{13}-\d+$/);
    expect(await linkTarget(out)).toMatch(new RegExp(`^${elsewhere}/site\\.builds/\\d{13}$`));
    expect(await readFile(path.join(out, 'kinoprogram.html'), 'utf8')).toContain(
      'Utenfor /kinoprogram',
    );
    expect(await readdir(path.join(root, '.build'))).toEqual([]);
  }, 30_000);

  it('never deletes a build that a running server serves through its private link, and drops the links of servers that are gone', async () => {
    const out = path.join(root, 'out-pinned');
    await buildSite({ root, config, outDir: out, nextBuild: fakeNext('Første') });
    const first = await linkTarget(out);
    await symlink(first ?? '', `${out}.served-${process.pid}`);
    await symlink(first ?? '', `${out}.served-999999999`);
    await buildSite({ root, config, outDir: out, nextBuild: fakeNext('Andre') });
    await buildSite({ root, config, outDir: out, nextBuild: fakeNext('Tredje') });
    expect(await readdir(buildsFolderFor(out))).toContain(path.basename(first ?? ''));
    // A server starting now serves the live build through its private link (server/rebuild/live-link.ts, servePrivately); the link of the dead process (pid 999999999) is removed.
    const live = await linkTarget(out);
    await removeDeadServedLinks(out);
    await pointLink(`${out}.served-${process.pid}`, live ?? '');
    expect(
      (await readdir(root)).filter((name) => name.startsWith('out-pinned.served-')).sort(),
    ).toEqual([`out-pinned.served-${process.pid}`]);
    expect(await pruneSiteBuilds(out, [])).not.toContain(live);
    expect(await readdir(buildsFolderFor(out))).toEqual([path.basename(live ?? '')]);
  }, 30_000);

  it('replaces a plain site folder left by an older build without a moment of 404', async () => {
    const out = path.join(root, 'out-legacy');
    await fakeNext('Gammel')(path.relative(root, out));
    await buildSite({ root, config, outDir: out, nextBuild: fakeNext('Ny') });
    expect(await readFile(path.join(out, 'kinoprogram.html'), 'utf8')).toContain('Ny /kinoprogram');
    // The old folder is kept as the previous build until the next swap.
    expect(
      (await readdir(buildsFolderFor(out))).some((name) => name.endsWith('-before-links')),
    ).toBe(true);
  }, 30_000);
});
