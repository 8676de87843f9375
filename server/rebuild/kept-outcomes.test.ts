import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { removeTemporaryFolders, temporaryFolder, writeTinySite } from '@/tests/tiny-site';
import { createSiteServer } from '../app';
import { editorGate } from '../editor-auth';
import { statusRoutes } from '../editors/status-route';
import { KEPT_OUTCOMES, keepOutcomes, keptOutcomesFile, readKeptOutcomes } from './kept-outcomes';
import { createRebuilder } from './rebuilder';
import type { RebuildOutcome } from './types';

const PASSWORD = 'redaksjonens-passord';
const editor = {
  authorization: `Basic ${Buffer.from(`redaksjon:${PASSWORD}`).toString('base64')}`,
};

/** A log that keeps its lines. */
function recordingLog() {
  const lines: { level: 'info' | 'warn' | 'error'; message: string }[] = [];
  return {
    lines,
    info: (message: string) => lines.push({ level: 'info', message }),
    warn: (message: string) => lines.push({ level: 'warn', message }),
    error: (message: string) => lines.push({ level: 'error', message }),
  };
}

const outcome = (day: number, result: RebuildOutcome['result'] = 'success'): RebuildOutcome => ({
  trigger: 'schedule',
  result,
  startedAt: `2026-11-${String(day).padStart(2, '0')}T03:05:00.000Z`,
  finishedAt: `2026-11-${String(day).padStart(2, '0')}T03:11:00.000Z`,
  durationMs: 360_000,
  ...(result === 'success' ? { pages: 113 } : { error: 'Contentful svarte 503' }),
});

/** A rebuild queue as `npm start` makes it, with the file's history and its observer, recording `outcomes` (oldest first). */
async function queueWith(file: string, log = recordingLog()) {
  const keeper = keepOutcomes(file, log);
  const rebuilder = createRebuilder({
    build: () => Promise.reject(new Error('no builds in this test')),
    link: path.join(path.dirname(file), 'site-current'),
    buildsDir: path.dirname(file),
    history: await readKeptOutcomes(file, log),
    observers: [keeper.observer],
    log,
  });
  return { rebuilder, keeper, log };
}

afterAll(removeTemporaryFolders);

describe('build outcomes kept across a restart (<SITE_DIR>.rebuilds.json)', () => {
  it('names the file after the site folder, beside it', () => {
    expect(keptOutcomesFile('/srv/kulturhuset/out')).toBe('/srv/kulturhuset/out.rebuilds.json');
    expect(keptOutcomesFile('/srv/kulturhuset/out-178')).toBe(
      '/srv/kulturhuset/out-178.rebuilds.json',
    );
  });

  it('keeps the recorded outcomes, newest first, and a new queue made from the file lists them on the status page', async () => {
    const root = await temporaryFolder('kept-outcomes');
    const file = keptOutcomesFile(path.join(root, 'out'));
    const before = await queueWith(file);
    before.rebuilder.record(outcome(24));
    before.rebuilder.record(outcome(25, 'failure'));
    await before.keeper.settled();
    const kept = JSON.parse(await readFile(file, 'utf8')) as RebuildOutcome[];
    expect(kept.map((entry) => [entry.startedAt.slice(0, 10), entry.result])).toEqual([
      ['2026-11-25', 'failure'],
      ['2026-11-24', 'success'],
    ]);
    // No temporary file is left beside it.
    expect((await readdir(root)).sort()).toEqual(['out.rebuilds.json']);

    // The restart: a new queue from the file.
    const after = await queueWith(file);
    expect(after.rebuilder.status().recent).toEqual(kept);
    expect(after.log.lines).toEqual([]);
    const siteRoot = path.join(root, 'out');
    await writeTinySite(siteRoot, 'Forside');
    const app = await createSiteServer({ root: siteRoot, redirects: [] });
    await app.register(statusRoutes, {
      gate: editorGate(PASSWORD),
      rebuilder: after.rebuilder,
      siteRoot,
      contentful: null,
    });
    const page = await app.inject({ url: '/redaksjon/status', headers: editor });
    await app.close();
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('De siste 2 byggingene, nyeste først');
    expect(page.body).toContain('Contentful svarte 503');
    expect(page.body.match(/<td class="success">publisert/g)).toHaveLength(1);
  });

  it(`keeps at most ${KEPT_OUTCOMES}`, async () => {
    const file = keptOutcomesFile(path.join(await temporaryFolder('kept-outcomes'), 'out'));
    const { rebuilder, keeper } = await queueWith(file);
    for (let day = 1; day <= KEPT_OUTCOMES + 3; day += 1) rebuilder.record(outcome(day));
    await keeper.settled();
    const kept = JSON.parse(await readFile(file, 'utf8')) as RebuildOutcome[];
    expect(kept).toHaveLength(KEPT_OUTCOMES);
    expect(kept[0]?.startedAt).toContain('2026-11-23');
  });

  it('reads a malformed file as no history, with a logged line naming the file; a missing one silently', async () => {
    const root = await temporaryFolder('kept-outcomes');
    const file = keptOutcomesFile(path.join(root, 'out'));
    const missing = recordingLog();
    expect(await readKeptOutcomes(file, missing)).toEqual([]);
    expect(missing.lines).toEqual([]);
    for (const text of ['[{"trigger": "schedule", "res', '[{"trigger": "cron"}]', '{}']) {
      await writeFile(file, text);
      const log = recordingLog();
      const { rebuilder } = await queueWith(file, log);
      expect(rebuilder.status().recent).toEqual([]);
      expect(log.lines).toEqual([
        { level: 'warn', message: expect.stringContaining(`ignored: ${file}`) },
      ]);
    }
  });

  it('logs a failed write and records the outcome all the same', async () => {
    const root = await temporaryFolder('kept-outcomes');
    // A folder where the file should be: the rename over it fails.
    const file = keptOutcomesFile(path.join(root, 'out'));
    await mkdir(file);
    const { rebuilder, keeper, log } = await queueWith(file);
    rebuilder.record(outcome(26));
    await keeper.settled();
    expect(rebuilder.status().last?.startedAt).toContain('2026-11-26');
    expect(log.lines.filter((line) => line.level === 'error')).toEqual([
      { level: 'error', message: expect.stringContaining(`Build outcomes not kept in ${file}`) },
    ]);
    // The temporary file is removed.
    expect(await readdir(root)).toEqual(['out.rebuilds.json']);
  });
});
