import type { FastifyInstance } from 'fastify';
import { PROBLEMS_FILE, writeProblems } from '@/build/problems-file';
import { removeTemporaryFolders, temporaryFolder, writeTinySite } from '@/tests/tiny-site';
import { createSiteServer } from '../app';
import { editorGate } from '../editor-auth';
import { statusRoutes } from './status-route';

// See server/rebuild/routes.test.ts: ES-module dependencies of @fastify/static that inject never uses.
jest.mock('content-disposition', () => ({
  create: (name: string) => `attachment; filename="${name}"`,
}));
jest.mock('cookie', () => ({
  stringifySetCookie: ({ name, value }: { name: string; value: string }) => `${name}=${value}`,
}));

const PASSWORD = 'hemmelig-passord';
const editor = {
  authorization: `Basic ${Buffer.from(`redaksjon:${PASSWORD}`).toString('base64')}`,
};
const servers: FastifyInstance[] = [];

async function server(password: string | undefined) {
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
  const app = await createSiteServer({ root, redirects: [] });
  await app.register(statusRoutes, {
    gate: editorGate(password),
    rebuilder: undefined,
    siteRoot: root,
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

  it('answers 404 when EDITOR_PASSWORD is unset, password or not', async () => {
    const app = await server(undefined);
    const page = await app.inject({ url: '/redaksjon/status', headers: editor });
    expect(page.statusCode).toBe(404);
    expect(page.body).not.toContain('Julekonsert');
  });
});
