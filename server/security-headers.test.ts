import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { contentSet, production } from '@/tests/fixtures';
import { testBuild } from '@/tests/config';
import { securityHeadersStep } from '@/pipeline/post-export/security-headers';
import { createSiteServer, loadLiveSite, type LiveSite } from './app';
import { pageMetaCsp } from '@/policy/page-csp';
import { runsInlineScript } from '@/tests/csp-enforcement';
import { rebuildRoutes } from './rebuild/routes';
import { removeTemporaryFolders, temporaryFolder } from '@/tests/tiny-site';
import { STATIC_SECURITY_HEADERS } from '@/policy/security-headers';

const FRONT_SCRIPT = 'self.__next_f=self.__next_f||[]';
const PROGRAMME_SCRIPT = 'self.__next_f.push([1,"kinoprogram"])';
const NOT_FOUND_SCRIPT = 'self.__next_f.push([1,"404"])';
const page = (script: string, extra = '') =>
  `<!doctype html><html lang="nb"><body>${extra}<script>${script}</script><script src="/_next/static/chunks/app.js" async=""></script></body></html>`;

/** A small exported site with the manifest the real post-export step writes. */
async function exportedSite(): Promise<string> {
  const root = await temporaryFolder('security-headers');
  await mkdir(path.join(root, '_next/static/chunks'), { recursive: true });
  await writeFile(path.join(root, 'index.html'), page(FRONT_SCRIPT));
  await writeFile(
    path.join(root, 'kinoprogram.html'),
    page(PROGRAMME_SCRIPT, '<script type="application/ld+json">{"@type":"Event"}</script>'),
  );
  await writeFile(path.join(root, 'kinoprogram.html.br'), 'pretend brotli');
  await writeFile(path.join(root, '404.html'), page(NOT_FOUND_SCRIPT));
  await writeFile(path.join(root, '_next/static/chunks/app.js'), 'console.log(1)');
  const content = contentSet({
    productions: [production({ title: 'Film', catalogueNumber: 'DXM2601249' })],
  });
  await securityHeadersStep.run({
    root: process.cwd(),
    outDir: root,
    content,
    build: testBuild(),
    filmclub: null,
  });
  return root;
}

/** The policies a browser enforces for a response: its header and, in a page, the page's meta policy. */
const enforced = (response: { headers: Record<string, unknown>; body: string }) => [
  String(response.headers['content-security-policy']),
  ...[pageMetaCsp(response.body) ?? []].flat(),
];
const runs = (response: { headers: Record<string, unknown>; body: string }, script: string) =>
  runsInlineScript(enforced(response), script);
const INJECTED = 'window.__injected = true';

let root: string;
let site: LiveSite;
let app: FastifyInstance;

beforeAll(async () => {
  root = await exportedSite();
  site = await loadLiveSite(root);
  app = await createSiteServer({
    root,
    redirects: [{ from: '/kino', to: '/kinoprogram', status: 301 }],
    site,
  });
  await app.register(rebuildRoutes, { secrets: {}, rebuilder: undefined });
});
afterAll(async () => {
  await app.close();
  await removeTemporaryFolders();
});

/** The static headers, the directives a meta policy cannot carry, and no inline script runs. */
function expectSecurityHeaders(response: { headers: Record<string, unknown>; body: string }) {
  for (const [name, value] of Object.entries(STATIC_SECURITY_HEADERS))
    expect(response.headers[name.toLowerCase()]).toBe(value);
  const csp = String(response.headers['content-security-policy']);
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("object-src 'none'");
  expect(runs(response, INJECTED)).toBe(false);
}

describe('the site server sends the security headers', () => {
  it('on HTML pages, whose own meta policy lets that page’s inline scripts run and no others', async () => {
    const front = await app.inject('/');
    expect(front.statusCode).toBe(200);
    expectSecurityHeaders(front);
    expect(runs(front, FRONT_SCRIPT)).toBe(true);
    expect(runs(front, PROGRAMME_SCRIPT)).toBe(false);

    const programme = await app.inject('/kinoprogram');
    expectSecurityHeaders(programme);
    expect(runs(programme, PROGRAMME_SCRIPT)).toBe(true);
    expect(runs(programme, FRONT_SCRIPT)).toBe(false);
    // One header for every page: a page of any size fits every host's header limits.
    expect(programme.headers['content-security-policy']).toBe(
      front.headers['content-security-policy'],
    );
  });

  it('on the pre-compressed variant of a page, with the same CSP as the page', async () => {
    const plain = await app.inject('/kinoprogram');
    const brotli = await app.inject({ url: '/kinoprogram', headers: { 'accept-encoding': 'br' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-security-policy']).toBe(
      plain.headers['content-security-policy'],
    );
  });

  it('on assets, with the policy, allowing no inline script', async () => {
    const asset = await app.inject('/_next/static/chunks/app.js');
    expect(asset.statusCode).toBe(200);
    expectSecurityHeaders(asset);
    expect(runsInlineScript([String(asset.headers['content-security-policy'])], INJECTED)).toBe(
      false,
    );
  });

  it('on the 404 page, whose meta policy lets its scripts run so it hydrates', async () => {
    const missing = await app.inject('/finnes-ikke');
    expect(missing.statusCode).toBe(404);
    expectSecurityHeaders(missing);
    expect(runs(missing, NOT_FOUND_SCRIPT)).toBe(true);
  });

  it('on redirects of the table and of a trailing slash', async () => {
    const redirect = await app.inject('/kino');
    expect(redirect.statusCode).toBe(301);
    expectSecurityHeaders(redirect);
    const slash = await app.inject('/kinoprogram/');
    expect(slash.statusCode).toBe(308);
    expectSecurityHeaders(slash);
  });

  it('on API answers of routes registered after the server was created', async () => {
    const status = await app.inject('/api/rebuild/status');
    expect(status.statusCode).toBe(401);
    expectSecurityHeaders(status);
  });

  it('does not serve the manifest', async () => {
    expect((await app.inject('/.security-headers.json')).statusCode).toBe(404);
  });

  it('serves a rebuilt page with its new hashes, when the live site is reloaded', async () => {
    const changed = 'self.__next_f.push([1,"ny forside"])';
    await writeFile(path.join(root, 'index.html'), page(changed));
    await securityHeadersStep.run({
      root: process.cwd(),
      outDir: root,
      content: contentSet(),
      build: testBuild(),
      filmclub: null,
    });
    await site.reload();
    const front = await app.inject('/');
    expect(runs(front, changed)).toBe(true);
    expect(runs(front, FRONT_SCRIPT)).toBe(false);
  });
});
