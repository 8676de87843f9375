import { cp, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fakeNextBuild } from '@/tests/fake-next-build';
import { removeTemporaryFolders, temporaryFolder } from '@/tests/tiny-site';
import { testConfig } from '@/tests/config';
import { buildSite } from './build-site';
import { checkNoPageLost, LostPagesError, PAGE_PATHS_FILE } from './lost-pages';
import { linkTarget } from './site-link';

// Bundling the real worker takes workbox 15 s a build: a stub writes sw.js (tests/service-worker-stub.ts).
jest.mock('./post-export/service-worker', () => jest.requireActual('@/tests/service-worker-stub'));

const PAGES = ['/', '/kinoprogram', '/kulturprogram'];
let root: string;
let contentRoot: string;
const quiet = jest.spyOn(console, 'log').mockImplementation(() => {});
const quietWarnings = jest.spyOn(console, 'warn').mockImplementation(() => {});

beforeAll(async () => {
  root = await temporaryFolder('lost-pages');
  // The project's own content, copied so the test can break and delete entries.
  contentRoot = await temporaryFolder('lost-pages-content');
  for (const folder of ['content', 'page-definitions'])
    await cp(path.join(process.cwd(), folder), path.join(contentRoot, folder), {
      recursive: true,
    });
});
afterAll(async () => {
  quiet.mockRestore();
  quietWarnings.mockRestore();
  await removeTemporaryFolders();
});

const definition = () => path.join(contentRoot, 'page-definitions/kinoprogram.json');
const build = (label: string) =>
  buildSite({
    root,
    config: testConfig({ CONTENT_ROOT: contentRoot }).build,
    outDir: path.join(root, 'out'),
    nextBuild: fakeNextBuild(root, PAGES, label),
  });
const livePaths = async () =>
  JSON.parse(await readFile(path.join(root, 'out', PAGE_PATHS_FILE), 'utf8')) as string[];

describe('a bad entry never takes a page off the live site (issue 26 item 3, docs/editors.md)', () => {
  // Three builds of the whole embedded content: a minute or more on a machine shared by several builds.
  it('fails the build and keeps the live site when a live page definition turns invalid; a deleted definition still takes its page away', async () => {
    await build('Første');
    const live = await linkTarget(path.join(root, 'out'));
    expect(await readFile(path.join(root, 'out/kinoprogram.html'), 'utf8')).toContain(
      'Første /kinoprogram',
    );

    const valid = await readFile(definition(), 'utf8');
    await writeFile(
      definition(),
      JSON.stringify({ ...(JSON.parse(valid) as object), layout: 'sidebar' }),
    );
    const failure = build('Ødelagt');
    // The error (the status page's "feilet (…)") names the entry, its field and the page it would take away.
    await expect(failure).rejects.toThrow(
      /\/kinoprogram .*page-definitions\/kinoprogram\.json: field `layout`/,
    );
    // The status page shows it in Norwegian (server/rebuild/build-once.ts).
    const error = (await failure.catch((caught: unknown) => caught)) as LostPagesError;
    expect(error.editorMessage).toMatch(
      /^Publiseringen ble stoppet, og nettstedet er som før: ellers ville \/kinoprogram forsvunnet.*layout/,
    );
    expect(await linkTarget(path.join(root, 'out'))).toBe(live);
    expect(await readFile(path.join(root, 'out/kinoprogram.html'), 'utf8')).toContain(
      'Første /kinoprogram',
    );

    // Deleted on purpose: no problem explains the missing page, so it goes.
    await rm(definition());
    await build('Uten kinoprogram');
    expect(await linkTarget(path.join(root, 'out'))).not.toBe(live);
    const paths = await livePaths();
    expect(paths).toContain('/kulturprogram');
    expect(paths).not.toContain('/kinoprogram');
  }, 300_000);
});

describe('checkNoPageLost', () => {
  const live = new Set(['/', '/kinoprogram', '/julekonsert']);
  const left = { entry: 'page-definitions/kinoprogram.json', field: 'layout', message: 'invalid' };
  const kept = {
    entry: "article 'julekonsert'",
    contentType: 'article',
    field: 'content',
    message: 'states «søndag 13. desember», a day none of its productions’ events falls on',
    kept: true as const,
  };

  it('fails when a live page goes while an entry pages are made from was left out', () => {
    expect(() => checkNoPageLost(live, ['/', '/julekonsert'], [left])).toThrow(LostPagesError);
  });

  it('lets a page deleted on purpose go when the only problems keep their entries', () => {
    expect(() => checkNoPageLost(live, ['/', '/julekonsert'], [kept])).not.toThrow();
  });
});
