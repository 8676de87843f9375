import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { eventually } from '@/tests/eventually';
import { capturedLog } from '@/tests/log-capture';
import { removeTemporaryFolders, temporaryFolder, writeTinySite } from '@/tests/tiny-site';
import { createSiteServer, loadLiveSite } from './app';
import { editorGate } from './editor-auth';
import { statusRoutes } from './editors/status-route';
import { createLog, scrub } from './log';
import { openLocalStore } from './newsletter/local-store';
import { newsletterRoutes } from './newsletter/routes';
import { buildLogLine } from './rebuild/build-log';
import { createRebuilder } from './rebuild/rebuilder';
import { rebuildRoutes } from './rebuild/routes';
import { pointLink } from '@/pipeline/site-link';

const SHARED_SECRET = 'rebuild-secret-Sh4red-0123456789';
const WEBHOOK_SECRET = 'w'.repeat(64);
const EDITOR_PASSWORD = 'riktig-passord-for-redaksjonen';
const WRONG_PASSWORD = 'Feil-Passord-Som-Ikke-Skal-Logges';
const BODY_SECRET = 'body-secret-Kj8sDf0q';
const ADDRESS = 'ola.nordmann@example.no';
const COOKIE = 'session-cookie-Zx81';
const TOKEN = 'CFPAT-t0ken-Qw3rTy';

const servers: FastifyInstance[] = [];
afterAll(async () => {
  await Promise.all(servers.map((app) => app.close()));
  await removeTemporaryFolders();
});

/** The site server as `npm start` puts it together: rebuild webhook, editors' gate, newsletter, build log. */
async function fullServer() {
  const root = await temporaryFolder('log-secrets');
  await writeTinySite(path.join(root, 'out'), 'Forside');
  const link = path.join(root, 'site-current');
  await pointLink(link, path.join(root, 'out'));
  const site = await loadLiveSite(link);
  const captured = capturedLog([SHARED_SECRET, WEBHOOK_SECRET, EDITOR_PASSWORD]);
  const { log } = captured;
  const rebuilder = createRebuilder({
    build: (dir) => writeTinySite(dir, 'Ny side'),
    link,
    buildsDir: root,
    beforeSwap: (dir) => site.prepare(dir),
    log: { info: (message) => log.info(message), error: (message) => log.error(message) },
    observers: [buildLogLine(log)],
  });
  const app = await createSiteServer({ root: link, redirects: [], site, log });
  const secrets = { sharedSecret: SHARED_SECRET, webhookSecret: WEBHOOK_SECRET };
  await app.register(rebuildRoutes, { secrets, rebuilder });
  await app.register(statusRoutes, {
    gate: editorGate(EDITOR_PASSWORD),
    rebuilder,
    siteRoot: link,
    contentful: null,
  });
  await app.register(newsletterRoutes, {
    store: await openLocalStore(path.join(root, 'subscribers.jsonl')),
    perAddress: { max: 1, windowMs: 60_000 },
    answerFloorMs: 0,
  });
  servers.push(app);
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return { ...captured, url, rebuilder };
}

describe('the site server’s log', () => {
  it('logs refused webhooks, lock-outs, rate limits and builds without a secret, password, cookie or address', async () => {
    const { url, lines, text, rebuilder } = await fullServer();
    const post = (where: string, headers: Record<string, string>, body: string) =>
      fetch(`${url}${where}`, { method: 'POST', headers, body });
    const secretBody = JSON.stringify({ password: BODY_SECRET, email: ADDRESS, token: TOKEN });
    // A webhook with a wrong signature (so its body is read) and one with a wrong shared secret.
    const forged = await post(
      '/api/rebuild',
      {
        'content-type': 'application/json',
        'x-contentful-signature': 'f'.repeat(64),
        'x-contentful-timestamp': String(Date.now()),
        'x-contentful-signed-headers': 'x-contentful-timestamp',
        cookie: `session=${COOKIE}`,
      },
      secretBody,
    );
    expect(forged.status).toBe(401);
    const wrongSecret = await post(
      '/api/rebuild',
      { 'content-type': 'application/json', 'x-rebuild-secret': `${SHARED_SECRET}-x` },
      secretBody,
    );
    expect(wrongSecret.status).toBe(401);
    const rightSecret = { 'content-type': 'application/json', 'x-rebuild-secret': SHARED_SECRET };
    const tooLarge = await post('/api/rebuild', rightSecret, `"${'x'.repeat(1024 * 1024)}"`);
    expect(tooLarge.status).toBe(413);
    // Eleven wrong passwords lock the client out; the twelfth attempt is answered 429.
    const login = (password: string) =>
      fetch(`${url}/redaksjon/status`, {
        headers: {
          authorization: `Basic ${Buffer.from(`redaksjon:${password}`).toString('base64')}`,
          cookie: `session=${COOKIE}`,
        },
      });
    for (let attempt = 0; attempt < 11; attempt += 1)
      expect((await login(WRONG_PASSWORD)).status).toBe(401);
    expect((await login(EDITOR_PASSWORD)).status).toBe(429);
    // A sign-up, and the same address again over its limit.
    const signUp = () =>
      post(
        '/api/newsletter',
        { 'content-type': 'application/json' },
        JSON.stringify({ email: ADDRESS }),
      );
    expect((await signUp()).status).toBe(201);
    expect((await signUp()).status).toBe(429);
    // A failed build whose error names an address and a token.
    rebuilder.record({
      trigger: 'webhook',
      result: 'failure',
      startedAt: '2026-11-26T04:05:00.000Z',
      finishedAt: '2026-11-26T04:06:00.000Z',
      durationMs: 60_000,
      error: `Contentful answered 401 for ${ADDRESS}: access_token=${TOKEN}, Authorization: Bearer ${TOKEN}`,
    });
    // And a build of the queue that succeeds.
    expect((await post('/api/rebuild', rightSecret, '{}')).status).toBe(202);
    await rebuilder.idle();
    await eventually(
      'a request line for each of the 18 requests',
      () => lines('request').length >= 18 || undefined,
    );

    expect(lines('webhook refused')).toEqual([
      expect.objectContaining({
        level: 'warn',
        reason: 'bad secret or signature',
        client: '127.0.0.1',
        path: '/api/rebuild',
      }),
      expect.objectContaining({ reason: 'bad secret or signature', client: '127.0.0.1' }),
      expect.objectContaining({ reason: 'body too large', client: '127.0.0.1' }),
    ]);
    expect(lines('login lock-out')).toEqual([
      expect.objectContaining({ client: '127.0.0.1', scope: 'client', seconds: 60 }),
    ]);
    expect(lines('rate limit')).toEqual([
      expect.objectContaining({ what: "editors' password", client: '127.0.0.1' }),
      expect.objectContaining({ what: 'newsletter per address', client: '127.0.0.1' }),
    ]);
    const [build, success] = lines('build');
    expect(success).toMatchObject({
      level: 'info',
      trigger: 'webhook',
      outcome: 'success',
      pages: 1,
      problems: 0,
      deploy: 'none',
      publish: 'none',
      durationMs: expect.any(Number),
    });
    expect(build).toMatchObject({
      level: 'error',
      trigger: 'webhook',
      outcome: 'failure',
      deploy: 'none',
    });
    expect(build?.error).toMatch(
      /^Contentful answered 401 for \[e-mail\]: access_token=\[redacted\]/,
    );

    const written = text();
    for (const secret of [
      SHARED_SECRET,
      WEBHOOK_SECRET,
      EDITOR_PASSWORD,
      WRONG_PASSWORD,
      Buffer.from(`redaksjon:${WRONG_PASSWORD}`).toString('base64'),
      BODY_SECRET,
      COOKIE,
      TOKEN,
      ADDRESS,
      'example.no',
      'f'.repeat(64),
    ])
      expect(written).not.toContain(secret);
  });

  it('scrubs addresses, tokens and configured secrets from any text, also inside a URL or as JSON escapes them', () => {
    expect(scrub(`mail kari@example.com, /bekreft%40x.no and https://user:pw@host.no/x`)).toBe(
      'mail [e-mail], /[e-mail] and https://[redacted]@host.no/x',
    );
    expect(scrub('"password":"hunter2" token=abc Bearer eyJ.x.y api_key: k1')).toBe(
      '"password":"[redacted]" token=[redacted] Bearer [redacted] api_key: [redacted]',
    );
    expect(scrub('key 4f9a8b7c6d5e4f3a2b1c0d9e8f7a6b5c4d3e2f1a in it')).toBe(
      'key [redacted] in it',
    );
    expect(scrub('a "quoted\\secret" here', ['quoted\\secret'])).toBe('a "[redacted]" here');
    expect(scrub('a "quoted\\\\secret" in JSON', ['quoted\\secret'])).toBe(
      'a "[redacted]" in JSON',
    );
    // Nothing else is touched: paths, times and counts stay readable.
    const line = '{"time":"2026-11-26T04:05:00.000Z","path":"/kinoprogram","bytes":1234}';
    expect(scrub(line)).toBe(line);
  });

  it('writes pino-pretty’s single lines with LOG_FORMAT=pretty, and nothing below LOG_LEVEL', async () => {
    const chunks: string[] = [];
    const destination = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk.toString());
        done();
      },
    });
    const log = createLog({ format: 'pretty', level: 'warn', destination });
    log.info({ path: '/' }, 'request');
    log.warn({ reason: 'replayed', client: '192.0.2.1' }, 'webhook refused');
    const written = await eventually('the pretty line', () => chunks.length > 0 && chunks.join(''));
    expect(written.trim().split('\n')).toEqual([
      expect.stringMatching(
        /^\[[\d-]+ [\d:.]+\] WARN: webhook refused \{"reason":"replayed","client":"192\.0\.2\.1"\}$/,
      ),
    ]);
  });
});
