import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { READY_MAX_BUILD_AGE_MS } from '@/policy/rebuild-schedule';
import { removeTemporaryFolders, temporaryFolder, writeTinySite } from '@/tests/tiny-site';
import { createSiteServer } from '../app';
import { editorGate } from '../editor-auth';
import { statusRoutes } from '../editors/status-route';
import { setUpServing } from '../rebuild/setup';
import type { RebuildOutcome } from '../rebuild/types';
import { healthRoutes } from './routes';

const HOUR = 3_600_000;
const hoursAgo = (hours: number) => new Date(Date.now() - hours * HOUR).toISOString();
const servers: FastifyInstance[] = [];

/** A tiny build in `dir` whose build-info.json says it finished `hours` ago. */
async function writeBuild(dir: string, hours: number) {
  const report = await writeTinySite(dir, 'Forside');
  await writeFile(
    path.join(dir, 'build-info.json'),
    JSON.stringify({ builtAt: hoursAgo(hours), pages: 1 }),
  );
  return report;
}

const success = (hours: number): RebuildOutcome => ({
  trigger: 'schedule',
  result: 'success',
  startedAt: hoursAgo(hours + 0.1),
  finishedAt: hoursAgo(hours),
  durationMs: 360_000,
  pages: 1,
});

/**
 * A site server as `npm start` assembles it (setUpServing, the editors' status page behind a
 * password, the health routes) over a build `builtHours` old: rebuilds on (a webhook secret, the
 * live link) or off (the private link).
 */
async function site(
  rebuilds: 'on' | 'off',
  builtHours: number,
  history: RebuildOutcome[] = [],
  buildHours = 0,
) {
  const root = await temporaryFolder('health');
  const siteDir = path.join(root, 'out-health');
  await writeBuild(siteDir, builtHours);
  const serving = await setUpServing({
    root,
    siteDir,
    secrets: rebuilds === 'on' ? { sharedSecret: 'delt-hemmelighet-som-er-lang-nok' } : {},
    schedule: 'off',
    build: (dir) => writeBuild(dir, buildHours),
    history,
  });
  const app = await createSiteServer({ root: serving.root, redirects: [], site: serving.site });
  await app.register(statusRoutes, {
    gate: editorGate('redaksjonens-passord'),
    rebuilder: serving.rebuilder,
    siteRoot: serving.root,
    contentful: null,
  });
  await app.register(healthRoutes, { siteRoot: serving.root, rebuilder: serving.rebuilder });
  servers.push(app);
  return { app, serving, siteRoot: serving.root };
}

const ready = async (app: FastifyInstance) => {
  const response = await app.inject({ url: '/api/ready' });
  expect(response.headers['cache-control']).toBe('no-store');
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  return { status: response.statusCode, body: response.json<Record<string, unknown>>() };
};

afterAll(async () => {
  await Promise.all(servers.map((app) => app.close()));
  await removeTemporaryFolders();
});

describe('GET /api/health', () => {
  it('answers 200 {"status":"ok"}, no-store, to GET and HEAD without a password, in both serving modes', async () => {
    for (const mode of ['on', 'off'] as const) {
      const { app } = await site(mode, 1);
      // The site is there: the front page is served.
      expect((await app.inject({ url: '/' })).body).toContain('Forside');
      const health = await app.inject({ url: '/api/health' });
      expect(health.statusCode).toBe(200);
      expect(health.json()).toEqual({ status: 'ok' });
      expect(health.headers['cache-control']).toBe('no-store');
      const head = await app.inject({ method: 'HEAD', url: '/api/health' });
      expect(head.statusCode).toBe(200);
      expect(head.headers['cache-control']).toBe('no-store');
      expect(head.body).toBe('');
    }
  });
});

describe('GET /api/ready', () => {
  it('answers 200 with a build served, in both serving modes, without a password; HEAD too', async () => {
    for (const mode of ['on', 'off'] as const) {
      const { app } = await site(mode, 2);
      // The status page beside it is behind the editors' password; readiness is not.
      expect((await app.inject({ url: '/redaksjon/status' })).statusCode).toBe(401);
      const { status, body } = await ready(app);
      expect(status).toBe(200);
      expect(body).toMatchObject({ ready: true, builtAt: expect.any(String) });
      expect(Object.keys(body).sort()).toEqual(['builtAt', 'newestSuccessAt', 'ready']);
      const head = await app.inject({ method: 'HEAD', url: '/api/ready' });
      expect([head.statusCode, head.headers['cache-control']]).toEqual([200, 'no-store']);
    }
  });

  it('answers 503 with the reason when the newest successful build is older than 36 hours (rebuilds on), and never shows a failed build’s error', async () => {
    const failure: RebuildOutcome = {
      trigger: 'schedule',
      result: 'failure',
      startedAt: hoursAgo(2),
      finishedAt: hoursAgo(2),
      durationMs: 1000,
      error: 'Artikkel «jul»: ingress mangler; token abc123',
    };
    const { app } = await site('on', 40, [failure, success(40)]);
    expect((await app.inject({ url: '/' })).body).toContain('Forside');
    const { status, body } = await ready(app);
    expect(status).toBe(503);
    expect(body.ready).toBe(false);
    expect(body.reason).toMatch(/newest successful build finished 40 hours ago .*more than 36/);
    expect(JSON.stringify(body)).not.toMatch(/jul|ingress|abc123/);
  });

  it('does not check the age with rebuilds off: an old build is ready', async () => {
    const { app } = await site('off', 40);
    expect((await ready(app)).status).toBe(200);
  });

  it('counts the served build’s build-info.json when no outcome is recorded, or when it is newer', async () => {
    const fresh = await site('on', READY_MAX_BUILD_AGE_MS / HOUR - 1);
    expect((await ready(fresh.app)).status).toBe(200);
    const old = await site('on', READY_MAX_BUILD_AGE_MS / HOUR + 1);
    expect((await ready(old.app)).body.reason).toMatch(/37 hours ago/);
    // A served build newer than the kept outcomes (built by `npm run build` before a restart) counts.
    const rebuiltByHand = await site('on', 1, [success(40)]);
    expect((await ready(rebuiltByHand.app)).status).toBe(200);
  });

  it('answers 503 when build-info.json is not JSON or missing, naming the file and not its text', async () => {
    const { app, siteRoot } = await site('off', 1);
    expect((await ready(app)).status).toBe(200);
    await writeFile(path.join(siteRoot, 'build-info.json'), '{"builtAt": hemmelig');
    const broken = await ready(app);
    expect(broken.status).toBe(503);
    expect(broken.body.reason).toMatch(/build-info\.json cannot be read/);
    expect(JSON.stringify(broken.body)).not.toContain('hemmelig');
    await rm(path.join(siteRoot, 'build-info.json'));
    expect((await ready(app)).body.reason).toMatch(/build-info\.json cannot be read \(ENOENT\)/);
  });

  it('is ready again once a new build succeeds after the rebuild was overdue', async () => {
    const { app, serving } = await site('on', 40, [success(40)], 0);
    expect((await ready(app)).status).toBe(503);
    serving.rebuilder?.request('webhook');
    await serving.rebuilder?.idle();
    // The new build is served: its outcome is the newest success.
    expect(serving.rebuilder?.status().last?.result).toBe('success');
    const { status, body } = await ready(app);
    expect(status).toBe(200);
    expect(Date.now() - Date.parse(String(body.newestSuccessAt))).toBeLessThan(HOUR);
  });

  it('answers 503 when no build is served (the server cannot start so: the route alone)', async () => {
    const app = Fastify();
    await app.register(healthRoutes, {
      siteRoot: path.join(await temporaryFolder('health-none'), 'out'),
      rebuilder: undefined,
    });
    servers.push(app);
    const { status, body } = await ready(app);
    expect([status, body]).toEqual([
      503,
      { ready: false, reason: 'No build is served: the site folder does not exist.' },
    ]);
    // The process still answers its health.
    expect((await app.inject({ url: '/api/health' })).statusCode).toBe(200);
  });
});
