import { readdir } from 'node:fs/promises';
import { signRequest } from '@contentful/node-apps-toolkit';
import type { FastifyInstance } from 'fastify';
import { siteWithRebuild } from './test-helpers';
import { gate, writeTinySite, removeTemporaryFolders } from '@/tests/tiny-site';

const sharedSecret = 'r'.repeat(32);
const webhookSecret = 'w'.repeat(64);
const secrets = { sharedSecret, webhookSecret };
const body = JSON.stringify({ sys: { id: 'entry-1', type: 'Entry' } });
const contentType = 'application/vnd.contentful.management.v1+json';
const newSite = (dir: string) => writeTinySite(dir, 'Ny side', 'nyhet');

function signedHeaders(timestamp = Date.now()) {
  const headers = {
    'content-type': contentType,
    'x-contentful-topic': 'ContentManagement.Entry.publish',
  };
  return {
    ...headers,
    ...signRequest(
      webhookSecret,
      { method: 'POST', path: '/api/rebuild', headers, body },
      timestamp,
    ),
  };
}

const rebuild = (app: FastifyInstance, headers: Record<string, string>, payload = body) =>
  app.inject({ method: 'POST', url: '/api/rebuild', headers, payload });
const withSecret = { 'x-rebuild-secret': sharedSecret, 'content-type': 'application/json' };

afterAll(removeTemporaryFolders);

describe('POST /api/rebuild refuses', () => {
  // Every row has three cells: jest passes a `done` callback in place of a missing one.
  const cases: [string, Record<string, string>, string][] = [
    ['no authentication', { 'content-type': 'application/json' }, body],
    ['a wrong shared secret', { ...withSecret, 'x-rebuild-secret': 'x'.repeat(32) }, body],
    ['a tampered body', signedHeaders(), body.replace('entry-1', 'entry-2')],
    ['a stale timestamp', signedHeaders(Date.now() - 10 * 60_000), body],
  ];
  it.each(cases)('%s with 401 and builds nothing', async (_name, headers, payload) => {
    const build = jest.fn(newSite);
    const { app, rebuilder } = await siteWithRebuild(secrets, build);
    const response = await rebuild(app, headers, payload);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ error: 'unauthorised' });
    expect(rebuilder.status()).toMatchObject({
      state: 'idle',
      last: null,
      pending: false,
      recent: [],
    });
    expect(build).not.toHaveBeenCalled();
  });

  it('every call when no secret is configured', async () => {
    const { app } = await siteWithRebuild({}, newSite);
    expect((await rebuild(app, withSecret)).statusCode).toBe(401);
    expect(
      (await app.inject({ method: 'GET', url: '/api/rebuild/status', headers: withSecret }))
        .statusCode,
    ).toBe(401);
  });

  it('the status without authentication', async () => {
    const { app } = await siteWithRebuild(secrets, newSite);
    expect((await app.inject({ method: 'GET', url: '/api/rebuild/status' })).statusCode).toBe(401);
  });
});

describe('POST /api/rebuild accepts', () => {
  it('the shared secret with 202 at once', async () => {
    const { app, rebuilder } = await siteWithRebuild(secrets, newSite);
    const response = await rebuild(app, withSecret);
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ queued: true, running: false });
    await rebuilder.idle();
  });

  it('a valid Contentful signature on the raw body with 202', async () => {
    const { app, rebuilder } = await siteWithRebuild(secrets, newSite);
    const response = await rebuild(app, signedHeaders());
    expect(response.statusCode).toBe(202);
    await rebuilder.idle();
    expect(rebuilder.status().last?.result).toBe('success');
  });
});

describe('a signature works once (issue 12 item 4)', () => {
  it('refuses the same signed request sent again within the window with 409, and builds once', async () => {
    const build = jest.fn(newSite);
    const { app, rebuilder } = await siteWithRebuild(secrets, build);
    const headers = signedHeaders();
    expect((await rebuild(app, headers)).statusCode).toBe(202);
    await rebuilder.idle();
    for (let replay = 0; replay < 3; replay += 1) {
      const again = await rebuild(app, headers);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ error: 'replayed' });
    }
    await rebuilder.idle();
    expect(build).toHaveBeenCalledTimes(1);
    expect(rebuilder.status().recent).toHaveLength(1);
  });

  it('refuses a timestamp more than 60 s in the future with 401, and accepts one 30 s ahead (clock drift)', async () => {
    const build = jest.fn(newSite);
    const { app, rebuilder } = await siteWithRebuild(secrets, build);
    expect((await rebuild(app, signedHeaders(Date.now() + 10 * 60_000))).statusCode).toBe(401);
    expect((await rebuild(app, signedHeaders(Date.now() + 61_000))).statusCode).toBe(401);
    expect(build).not.toHaveBeenCalled();
    expect((await rebuild(app, signedHeaders(Date.now() + 30_000))).statusCode).toBe(202);
    await rebuilder.idle();
  });

  it('records what triggered each build: the webhook, or the signed call of the systemd timer', async () => {
    const { app, rebuilder } = await siteWithRebuild(secrets, newSite);
    await rebuild(app, withSecret);
    await rebuilder.idle();
    await rebuild(app, withSecret, JSON.stringify({ trigger: 'schedule' }));
    await rebuilder.idle();
    const status = await app.inject({
      method: 'GET',
      url: '/api/rebuild/status',
      headers: withSecret,
    });
    expect(
      status
        .json()
        .recent.map((outcome: { trigger: string; result: string }) => [
          outcome.trigger,
          outcome.result,
        ]),
    ).toEqual([
      ['schedule', 'success'],
      ['webhook', 'success'],
    ]);
  });
});

describe('a rebuild', () => {
  it('that fails leaves the served site as it was and reports why', async () => {
    const { app, rebuilder, root } = await siteWithRebuild(secrets, async (dir) => {
      await writeTinySite(dir, 'Halvferdig');
      throw new Error('article "x": field `slug` is missing');
    });
    await rebuild(app, withSecret);
    await rebuilder.idle();
    expect((await app.inject('/')).body).toContain('Gammel side');
    const status = await app.inject({
      method: 'GET',
      url: '/api/rebuild/status',
      headers: withSecret,
    });
    expect(status.json()).toMatchObject({
      state: 'idle',
      pending: false,
      last: { result: 'failure', error: 'article "x": field `slug` is missing' },
    });
    expect((await readdir(root)).sort()).toEqual(['out', 'site-current']);
  });

  it('that succeeds is swapped in: the new front page and the new pages are served', async () => {
    const { app, rebuilder } = await siteWithRebuild(secrets, newSite);
    await rebuild(app, withSecret);
    await rebuilder.idle();
    expect((await app.inject('/')).body).toContain('Ny side');
    expect((await app.inject('/nyhet')).statusCode).toBe(200);
    expect(rebuilder.status().last).toMatchObject({ result: 'success', pages: 2 });
  });

  it('coalesces five requests during a slow build into one follow-up build', async () => {
    const hold = gate();
    const build = jest.fn(async (dir: string) => {
      await hold.promise;
      return newSite(dir);
    });
    const { app, rebuilder } = await siteWithRebuild(secrets, build);
    await rebuild(app, withSecret);
    const answers = await Promise.all(Array.from({ length: 5 }, () => rebuild(app, withSecret)));
    expect(answers.map((answer) => answer.json())).toEqual(
      Array(5).fill({ queued: true, running: true }),
    );
    expect(rebuilder.status()).toMatchObject({ state: 'building', pending: true });
    hold.open();
    await rebuilder.idle();
    expect(build).toHaveBeenCalledTimes(2);
  });
});
