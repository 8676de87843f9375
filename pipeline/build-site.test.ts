import { mkdir, readdir, readFile, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fakeNextBuild, type FakeNextOptions } from '@/tests/fake-next-build';
import { removeTemporaryFolders, temporaryFolder } from '@/tests/tiny-site';
import { testConfig } from '@/tests/config';
import { buildSite, type NextBuildMode } from './build-site';
import { linkTarget, pointLink } from './site-link';
import { buildsFolderFor, pruneSiteBuilds, removeDeadServedLinks } from './site-folders';

// Bundling the real worker takes workbox 15 s a build: a stub writes sw.js (tests/service-worker-stub.ts).
jest.mock('./post-export/service-worker', () => jest.requireActual('@/tests/service-worker-stub'));

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
  });

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
  });

  it('replaces a plain site folder left by an older build without a moment of 404', async () => {
    const out = path.join(root, 'out-legacy');
    await fakeNext('Gammel')(path.relative(root, out));
    await buildSite({ root, config, outDir: out, nextBuild: fakeNext('Ny') });
    expect(await readFile(path.join(out, 'kinoprogram.html'), 'utf8')).toContain('Ny /kinoprogram');
    // The old folder is kept as the previous build until the next swap.
    expect(
      (await readdir(buildsFolderFor(out))).some((name) => name.endsWith('-before-links')),
    ).toBe(true);
  });
});

describe('content-only rebuilds reuse the compile of unchanged code (docs/architecture.md, Content-only rebuilds)', () => {
  /** The modes `next build` ran in, and the configuration each run found in its file. */
  const runs: { mode: NextBuildMode; clock: unknown }[] = [];
  const recording =
    (label: string) => async (distDir: string, env: NodeJS.ProcessEnv, mode: NextBuildMode) => {
      const file = env.KULTURHUSET_BUILD_CONFIG_FILE ?? '';
      expect(env.KULTURHUSET_BUILD_CONFIG).toBeUndefined();
      runs.push({
        mode,
        clock: (JSON.parse(await readFile(file, 'utf8')) as { clock: unknown }).clock,
      });
      await fakeNext(label)(distDir, env);
    };
  const build = (label: string, reuseCompile: boolean, clock: string) =>
    buildSite({
      root,
      config: { ...config, clock: new Date(clock) },
      outDir: path.join(root, 'out-content-only'),
      nextBuild: recording(label),
      reuseCompile,
    });

  it('generates only while the code is the one compiled; hands each build its own clock in the same file', async () => {
    // The code Next compiles: one file of it is enough to tell a change.
    await mkdir(path.join(root, 'app'), { recursive: true });
    await writeFile(path.join(root, 'app/page.tsx'), 'export default 1;\n');
    await build('Første', true, '2026-11-25T09:00:00Z');
    await build('Andre', true, '2026-11-25T10:00:00Z');
    await build('Full', false, '2026-11-25T11:00:00Z');
    await build('Tredje', true, '2026-11-25T12:00:00Z');
    await writeFile(path.join(root, 'app/page.tsx'), 'export default 2;\n');
    await build('Ny kode', true, '2026-11-25T13:00:00Z');
    await build('Fjerde', true, '2026-11-25T14:00:00Z');
    expect(runs).toEqual([
      { mode: 'full', clock: '2026-11-25T09:00:00.000Z' },
      { mode: 'generate', clock: '2026-11-25T10:00:00.000Z' },
      { mode: 'full', clock: '2026-11-25T11:00:00.000Z' },
      { mode: 'generate', clock: '2026-11-25T12:00:00.000Z' },
      { mode: 'full', clock: '2026-11-25T13:00:00.000Z' },
      { mode: 'generate', clock: '2026-11-25T14:00:00.000Z' },
    ]);
    expect(await readFile(path.join(root, 'out-content-only/kinoprogram.html'), 'utf8')).toContain(
      'Fjerde /kinoprogram',
    );
  });

  it('compiles again when the film club changes: whether member code is compiled in is part of the code', async () => {
    runs.length = 0;
    const withPartner = (partnerId: number) =>
      buildSite({
        root,
        config: { ...config, filmclub: { ...config.filmclub, partnerId } },
        outDir: path.join(root, 'out-content-only'),
        nextBuild: recording(`Partner ${partnerId}`),
        reuseCompile: true,
      });
    await withPartner(184);
    await withPartner(118);
    await withPartner(118);
    await withPartner(184);
    expect(runs.map(({ mode }) => mode)).toEqual(['generate', 'full', 'generate', 'full']);
  });

  it('compiles afresh after a failed build, and the live build stays', async () => {
    runs.length = 0;
    await build('Første', true, '2026-11-25T09:00:00Z');
    await expect(
      buildSite({
        root,
        config,
        outDir: path.join(root, 'out-content-only'),
        nextBuild: fakeNext('Feil', { fail: true }),
        reuseCompile: true,
      }),
    ).rejects.toThrow('next build exited with code 1');
    await build('Etter feilen', true, '2026-11-25T10:00:00Z');
    expect(runs.map(({ mode }) => mode)).toEqual(['generate', 'full']);
    expect(await readFile(path.join(root, 'out-content-only/kinoprogram.html'), 'utf8')).toContain(
      'Etter feilen /kinoprogram',
    );
  });
});
