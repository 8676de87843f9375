import { mkdir, readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { createRebuilder } from './rebuilder';
import { linkTarget, pointLink } from '@/pipeline/site-link';
import { writeTinySite, removeTemporaryFolders, temporaryFolder } from '@/tests/tiny-site';
import type { RebuilderOptions } from './types';

const quiet = { info: () => {}, error: () => {} };

async function project(extra: Partial<RebuilderOptions> = {}) {
  const root = await temporaryFolder('rebuilder');
  await writeTinySite(path.join(root, 'out'), 'Gammel side');
  await mkdir(path.join(root, 'out-118'));
  const link = path.join(root, 'site-current');
  await pointLink(link, path.join(root, 'out'));
  const rebuilder = createRebuilder({
    build: (dir) => writeTinySite(dir, 'Ny side'),
    link,
    buildsDir: root,
    log: quiet,
    ...extra,
  });
  return { root, link, rebuilder };
}

afterAll(removeTemporaryFolders);

describe('createRebuilder', () => {
  it("builds an editors' change incrementally while builds succeed, and every page after a failure or on the schedule", async () => {
    const asked: (true | string | undefined)[] = [];
    let fail = false;
    const { rebuilder } = await project({
      build: async (dir, incremental) => {
        asked.push(incremental);
        if (fail) throw new Error('innholdskilden svarte ikke');
        return writeTinySite(dir, 'Ny side');
      },
    });
    const run = async (trigger: 'webhook' | 'schedule') => {
      rebuilder.request(trigger);
      await rebuilder.idle();
    };
    await run('webhook');
    fail = true;
    await run('webhook');
    fail = false;
    await run('webhook');
    await run('schedule');
    await run('webhook');
    expect(asked).toEqual([
      true,
      true,
      'last build failed',
      'the daily rebuild builds every page',
      true,
    ]);
  });

  it('runs the publish command with the new site folder after the swap', async () => {
    const marker = path.join(await temporaryFolder('publish'), 'marker');
    const publishCommand = `node -e "require('fs').writeFileSync(process.argv[1], process.argv[2])" ${JSON.stringify(marker)}`;
    const { link, rebuilder } = await project({ publishCommand });
    rebuilder.request();
    await rebuilder.idle();
    expect(await readFile(marker, 'utf8')).toBe(await linkTarget(link));
    expect(rebuilder.status().last).toMatchObject({
      result: 'success',
      publish: { result: 'success' },
    });
  });

  it('keeps the site swapped in when publishing fails, and reports the failure', async () => {
    const { link, rebuilder } = await project({ publishCommand: 'exit 3' });
    rebuilder.request();
    await rebuilder.idle();
    expect(path.basename((await linkTarget(link)) ?? '')).toMatch(/^out-\d{13}$/);
    expect(rebuilder.status().last).toMatchObject({
      result: 'success',
      publish: { result: 'failure', error: expect.stringContaining('code 3') },
    });
  });

  it('keeps only the live and the previous build, and never touches out/ or the member builds', async () => {
    const { root, link, rebuilder } = await project();
    for (let round = 0; round < 3; round += 1) {
      rebuilder.request();
      await rebuilder.idle();
    }
    const builds = (await readdir(root)).filter((name) => /^out-\d{13}$/.test(name));
    expect(builds).toHaveLength(2);
    expect(builds).toContain(path.basename((await linkTarget(link)) ?? ''));
    expect(await readdir(root)).toEqual(expect.arrayContaining(['out', 'out-118']));
  });

  it('refuses a build that wrote no 404 page and leaves the link where it was', async () => {
    const build = async (dir: string) => {
      const report = await writeTinySite(dir, 'Uten 404');
      await rm(path.join(dir, '404.html'));
      return report;
    };
    const { root, link, rebuilder } = await project({ build });
    rebuilder.request();
    await rebuilder.idle();
    expect(await linkTarget(link)).toBe(path.join(root, 'out'));
    expect(rebuilder.status().last).toMatchObject({
      result: 'failure',
      error: expect.stringContaining('404.html'),
    });
  });
});

describe('createRebuilder: history and observers', () => {
  it('lists the outcomes of earlier runs and tells each observer of a new one, even when another throws', async () => {
    const earlier = {
      trigger: 'schedule' as const,
      result: 'failure' as const,
      startedAt: '2026-11-25T03:05:00.000Z',
      finishedAt: '2026-11-25T03:06:00.000Z',
      durationMs: 60_000,
      error: 'Contentful answered 503',
    };
    const seen: string[] = [];
    const errors: string[] = [];
    const { rebuilder } = await project({
      history: [earlier],
      log: { info: () => {}, error: (message) => errors.push(message) },
      observers: [
        () => {
          throw new Error('disk full');
        },
        (outcome, recent) => seen.push(`${outcome.result} of ${recent.length}`),
      ],
    });
    expect(rebuilder.status().recent).toEqual([earlier]);
    rebuilder.request();
    await rebuilder.idle();
    expect(rebuilder.status().recent.map((outcome) => outcome.result)).toEqual([
      'success',
      'failure',
    ]);
    expect(seen).toEqual(['success of 2']);
    expect(errors).toEqual(['A rebuild observer failed: disk full']);
  });
});
