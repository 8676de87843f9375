import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { withBuildLock } from '@/pipeline/build-lock';
import { freshBuildFolder, swapIn } from '@/pipeline/site-folders';
import { FALLBACK_SECURITY_MANIFEST, SECURITY_MANIFEST } from '@/policy/security-headers';
import { gate, removeTemporaryFolders, temporaryFolder, writeTinySite } from '@/tests/tiny-site';
import { createSiteServer } from '../app';
import { rollBack } from './rollback';
import { setUpServing, type ServingOptions } from './setup';

// The rebuild queue logs each swap.
const quiet = jest.spyOn(console, 'log').mockImplementation(() => {});
afterAll(async () => {
  quiet.mockRestore();
  await removeTemporaryFolders();
});

/** A tiny build saying `text`, with a page `/<extra>` and its own image host in the CSP, so a test can tell which build's index and policy answer. */
const tinyBuild = (text: string, extra: string) => async (dir: string) => {
  const report = await writeTinySite(dir, text, extra);
  await writeFile(
    path.join(dir, SECURITY_MANIFEST),
    JSON.stringify({
      ...FALLBACK_SECURITY_MANIFEST,
      directives: {
        ...FALLBACK_SECURITY_MANIFEST.directives,
        'img-src': ["'self'", `https://${extra}.example.no`],
      },
    }),
  );
  return report;
};

/** `npm start`'s serving (setUpServing) of `<root>/out` on a tiny first build, and a server answering through it. */
async function runningServer(rebuildsOn: boolean, build: ServingOptions['build']) {
  const root = await temporaryFolder('rollback');
  const siteDir = path.join(root, 'out');
  await tinyBuild('Første bygg', 'forste')(siteDir);
  const serving = await setUpServing({
    root,
    siteDir,
    secrets: rebuildsOn ? { sharedSecret: 's'.repeat(32) } : {},
    schedule: 'off',
    build,
  });
  const app = await createSiteServer({ root: serving.root, redirects: [], site: serving.site });
  const front = async () => {
    const response = await app.inject('/');
    return { text: response.body, csp: String(response.headers['content-security-policy']) };
  };
  return { root, siteDir, serving, app, front };
}

describe('npm run rollback with rebuilds on (the live link)', () => {
  it('makes the running server serve the previous build, with its page index and policy', async () => {
    const builds = [tinyBuild('Andre bygg', 'andre'), tinyBuild('Tredje bygg', 'tredje')];
    const { root, siteDir, serving, app, front } = await runningServer(true, (dir) =>
      (builds.shift() ?? tinyBuild('Ekstra', 'ekstra'))(dir),
    );
    const rebuilder = serving.rebuilder;
    if (!rebuilder) throw new Error('rebuilds are on: the server has a rebuild queue');
    for (let run = 0; run < 2; run += 1) {
      rebuilder.request('webhook');
      await rebuilder.idle();
    }
    expect((await front()).text).toContain('Tredje bygg');
    expect((await app.inject('/tredje')).statusCode).toBe(200);
    const log = path.join(root, 'published.txt');

    const report = await rollBack({
      root,
      siteDir,
      liveLink: true,
      publishCommand: `echo >${log}`,
    });

    expect(path.basename(report.before)).toMatch(/^out-\d{13}$/);
    expect(report.lines[0]).toMatch(/running site server serves it now/);
    const served = await front();
    expect(served.text).toContain('Andre bygg');
    expect(served.csp).toContain('https://andre.example.no');
    expect(served.csp).not.toContain('https://tredje.example.no');
    expect((await app.inject('/andre')).statusCode).toBe(200);
    expect((await app.inject('/tredje')).statusCode).toBe(404);
    // Like a rebuild's swap, the publish command gets the folder now served (nginx reload, sync).
    expect((await readFile(log, 'utf8')).trim()).toBe(report.now);
  }, 120_000);

  it('refuses when no earlier build is kept, and when a build is running', async () => {
    const { root, siteDir, front } = await runningServer(true, tinyBuild('Andre bygg', 'andre'));
    expect((await front()).text).toContain('Første bygg');
    await expect(rollBack({ root, siteDir, liveLink: true })).rejects.toThrow(
      /nothing to roll back to/,
    );
    const build = gate();
    let held = () => {};
    const holding = new Promise<void>((resolve) => (held = resolve));
    const running = withBuildLock(root, async () => {
      held();
      await build.promise;
    });
    await holding;
    await expect(rollBack({ root, siteDir, liveLink: true })).rejects.toThrow(
      /A build is running \(build lock .*\.build\.lock\)/,
    );
    build.open();
    await running;
    expect((await front()).text).toContain('Første bygg');
  }, 60_000);
});

describe('npm run rollback with rebuilds off (site folder → <SITE_DIR>.builds)', () => {
  it('points the site folder back and the running server follows it', async () => {
    const { root, siteDir, front } = await runningServer(false, tinyBuild('x', 'x'));
    // `npm run build` swaps `out` as pipeline/site-folders.ts does: two builds into out.builds/.
    for (const [text, extra] of [
      ['Andre bygg', 'andre'],
      ['Tredje bygg', 'tredje'],
    ] as const) {
      const dir = await freshBuildFolder(siteDir);
      await tinyBuild(text, extra)(dir);
      await swapIn(siteDir, dir);
    }
    const report = await rollBack({ root, siteDir, liveLink: false, pollMs: 100 });
    expect(report.lines[0]).toMatch(/The running site server \(pid \d+\) serves it now/);
    const served = await front();
    expect(served.text).toContain('Andre bygg');
    expect(served.csp).toContain('https://andre.example.no');
  }, 60_000);
});
