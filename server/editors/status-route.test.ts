import type { FastifyInstance } from 'fastify';
import { PROBLEMS_FILE, writeProblems } from '@/pipeline/problems-file';
import { capturedLog } from '@/tests/log-capture';
import { removeTemporaryFolders, temporaryFolder, writeTinySite } from '@/tests/tiny-site';
import type { SiteLog } from '../log';
import { createSiteServer } from '../app';
import { editorGate } from '../editor-auth';
import { createAlerts } from '../alerts/alerts';
import { createRebuilder } from '../rebuild/rebuilder';
import { statusRoutes } from './status-route';

const PASSWORD = 'hemmelig-passord';
const editor = {
  authorization: `Basic ${Buffer.from(`redaksjon:${PASSWORD}`).toString('base64')}`,
};
const servers: FastifyInstance[] = [];

async function server(
  password: string | undefined,
  extra: Pick<Parameters<typeof statusRoutes>[1], 'rebuilder' | 'alerts'> = {
    rebuilder: undefined,
  },
  log?: SiteLog,
) {
  const root = await temporaryFolder('status-route');
  await writeTinySite(root, 'Forside', 'kinoprogram');
  await writeProblems(root, {
    builtAt: '2026-12-01T10:00:00Z',
    problems: [
      {
        entry: "contentful article 'jul'",
        field: 'summary',
        message: 'Invalid input: expected string, received undefined',
        code: 'missing',
        source: 'contentful',
        contentType: 'article',
        id: 'jul',
        title: 'Julekonsert',
      },
    ],
  });
  const app = await createSiteServer({ root, redirects: [], ...(log && { log }) });
  await app.register(statusRoutes, {
    gate: editorGate(password),
    siteRoot: root,
    ...extra,
    contentful: { space: 'rom', environment: 'master' },
  });
  servers.push(app);
  return app;
}

afterAll(async () => {
  await Promise.all(servers.map((app) => app.close()));
  await removeTemporaryFolders();
});

describe('GET /redaksjon/status on the site server', () => {
  it('shows the live build’s kept problems to an editor, noindex and uncached', async () => {
    const app = await server(PASSWORD);
    const page = await app.inject({ url: '/redaksjon/status', headers: editor });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.headers['x-robots-tag']).toBe('noindex');
    expect(page.headers['content-security-policy']).toBeDefined();
    expect(page.body).toContain('Artikkelen «Julekonsert» mangler ingress.');
    expect((await app.inject({ url: '/redaksjon/status' })).statusCode).toBe(401);
  });

  it('never serves the problems file itself', async () => {
    const app = await server(PASSWORD);
    expect((await app.inject({ url: '/' })).statusCode).toBe(200);
    const file = await app.inject({ url: `/${PROBLEMS_FILE}` });
    expect(file.statusCode).toBe(404);
    expect(file.body).not.toContain('Julekonsert');
  });

  // Issue 26 item 2: 54,695 wrong guesses in 10 s were all answered 401.
  it('stops 200 wrong guesses sent at once after 11, logging the lock-out and each 429, while an editor elsewhere gets in', async () => {
    const { log, lines, text } = capturedLog();
    const app = await server(PASSWORD, undefined, log);
    const guess = (index: number) =>
      app.inject({
        url: '/redaksjon/status',
        remoteAddress: '192.0.2.66',
        headers: { authorization: `Basic ${Buffer.from(`x:gjett-${index}`).toString('base64')}` },
      });
    const answers = await Promise.all(Array.from({ length: 200 }, (_, index) => guess(index)));
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 401)).toHaveLength(11);
    expect(codes.filter((code) => code === 429)).toHaveLength(189);
    expect(answers.at(-1)?.body).not.toContain('Julekonsert');
    expect(lines('login lock-out')).toEqual([
      expect.objectContaining({
        level: 'warn',
        client: '192.0.2.66',
        scope: 'client',
        seconds: 60,
        lockout: 1,
        failures: 11,
      }),
    ]);
    const limited = lines('rate limit');
    expect(limited).toHaveLength(189);
    expect(limited[0]).toMatchObject({
      what: "editors' password",
      client: '192.0.2.66',
      path: '/redaksjon/status',
    });
    expect(text()).not.toMatch(/gjett-|Basic |authorization/i);
    const editorElsewhere = await app.inject({
      url: '/redaksjon/status',
      remoteAddress: '198.51.100.4',
      headers: editor,
    });
    expect(editorElsewhere.statusCode).toBe(200);
    expect(editorElsewhere.body).toContain('Artikkelen «Julekonsert» mangler ingress.');
  });

  it('shows a failed daily rebuild at the top, and that it was logged but not sent', async () => {
    const quiet = { info: () => {}, warn: () => {}, error: () => {} };
    const alerts = createAlerts({
      webhookUrl: undefined,
      siteUrl: async () => 'https://www.kulturhuset.no',
      log: quiet,
    });
    const rebuilder = createRebuilder({
      build: () =>
        Promise.reject(
          new Error('Contentful answered 503 for https://cdn.contentful.com/x?access_token=K3y'),
        ),
      link: `${await temporaryFolder('status-route-link')}/site-current`,
      buildsDir: await temporaryFolder('status-route-builds'),
      log: quiet,
      observers: [alerts.observe],
    });
    rebuilder.request('schedule');
    await rebuilder.idle();
    const app = await server(PASSWORD, { rebuilder, alerts });
    const page = await app.inject({ url: '/redaksjon/status', headers: editor });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<h1>Publiseringsstatus</h1>');
    expect(page.body).toMatch(
      /<strong>Siste bygg feilet \d+\. \w+ kl\. \d\d:\d\d: Contentful answered 503 for https:\/\/cdn\.contentful\.com\/x\?\[redacted\]\. Nettstedet viser fortsatt forrige versjon\.<\/strong>/,
    );
    expect(page.body).toContain('sendes ikke som varsel');
    // Nor does the list of builds show the token.
    expect(page.body).toMatch(/<td class="failure">feilet <span class="why">/);
    expect(page.body).not.toContain('K3y');
  });

  it('answers 404 when EDITOR_PASSWORD is unset, password or not', async () => {
    const app = await server(undefined);
    const page = await app.inject({ url: '/redaksjon/status', headers: editor });
    expect(page.statusCode).toBe(404);
    expect(page.body).not.toContain('Julekonsert');
  });
});
