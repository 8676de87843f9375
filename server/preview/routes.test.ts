import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { editorGate } from '../editor-auth';
import { PREVIEW_BANNER_TEXT, previewTarget, toPreviewPage } from './preview-page';
import { createPreviewer, type Previewer } from './previewer';
import { previewRoutes } from './routes';

const PASSWORD = 'redaktor-passord';
const basic = (password: string) =>
  `Basic ${Buffer.from(`redaksjon:${password}`).toString('base64')}`;
const PAGE = (body: string) =>
  `<!DOCTYPE html><html lang="nb"><head><meta charset="utf-8"/><link rel="stylesheet" href="/_next/static/css/site.css"/><link rel="preload" as="script" href="/_next/static/chunks/a.js"/><script src="/_next/static/chunks/a.js" async=""></script></head><body><a href="/kinoprogram">Kinoprogram</a><img src="/images/a.svg" srcset="/images/a.svg 1x, /images/a2.svg 2x" alt=""/>${body}<script>self.__next_f.push([1,"x"])</script></body></html>`;

describe('the preview routes', () => {
  let dir: string;
  let app: FastifyInstance;
  let fresh: jest.Mock<Promise<void>, []>;

  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'preview-'));
    await mkdir(path.join(dir, 'article'), { recursive: true });
    await mkdir(path.join(dir, '_next/static/css'), { recursive: true });
    await writeFile(path.join(dir, 'index.html'), PAGE('<h1>Forsiden</h1>'));
    await writeFile(path.join(dir, 'article/utkast.html'), PAGE('<h1>Et utkast</h1>'));
    await writeFile(path.join(dir, '404.html'), PAGE('<h1>Fant ikke siden</h1>'));
    await writeFile(path.join(dir, '_next/static/css/site.css'), 'body{color:red}');
    await writeFile(path.join(os.tmpdir(), 'preview-secret.txt'), 'hemmelig');
    fresh = jest.fn(async () => undefined);
    const previewer: Previewer = { fresh, refresh: jest.fn(), last: null };
    app = Fastify();
    await app.register(previewRoutes, { siteDir: dir, previewer, gate: editorGate(PASSWORD) });
  });
  afterEach(async () => {
    await app.close();
    await rm(dir, { recursive: true, force: true });
  });

  const get = (url: string, password?: string) =>
    app.inject({
      method: 'GET',
      url,
      headers: password ? { authorization: basic(password) } : {},
    });

  it('asks for the editors’ password (401, Basic realm "Redaksjon") and builds nothing without it', async () => {
    for (const response of [
      await get('/redaksjon/forhandsvisning/article/utkast'),
      await get('/redaksjon/forhandsvisning/article/utkast', 'feil-passord'),
    ]) {
      expect(response.statusCode).toBe(401);
      expect(response.headers['www-authenticate']).toMatch(/^Basic realm="Redaksjon"/);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.body).not.toContain('Et utkast');
    }
    expect(fresh).not.toHaveBeenCalled();
  });

  it('serves the page of the fresh preview build with the banner, noindex and no-store', async () => {
    const response = await get('/redaksjon/forhandsvisning/article/utkast', PASSWORD);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<h1>Et utkast</h1>');
    expect(fresh).toHaveBeenCalledTimes(1);
    expect(response.body).toContain(PREVIEW_BANNER_TEXT);
    expect(response.body).toContain('<meta name="robots" content="noindex, nofollow"/>');
    expect(response.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(response.headers['cache-control']).toBe('no-store');
    // The editor stays in the preview; its style sheet comes from the preview build; no scripts.
    expect(response.body).toContain('href="/redaksjon/forhandsvisning/kinoprogram"');
    expect(response.body).toContain(
      'srcset="/redaksjon/forhandsvisning/images/a.svg 1x, /redaksjon/forhandsvisning/images/a2.svg 2x"',
    );
    expect(response.body).not.toMatch(/<script|as="script"/);
    const css = await get('/redaksjon/forhandsvisning/_next/static/css/site.css', PASSWORD);
    expect(css.statusCode).toBe(200);
    expect(css.headers['content-type']).toMatch(/^text\/css/);
    expect(css.body).toBe('body{color:red}');
  });

  it('takes the page from ?path= (Contentful’s preview URL) and the front page from the bare prefix', async () => {
    const byQuery = await get('/redaksjon/forhandsvisning?path=/article/utkast', PASSWORD);
    expect(byQuery.statusCode).toBe(200);
    expect(byQuery.body).toContain('<h1>Et utkast</h1>');
    const front = await get('/redaksjon/forhandsvisning', PASSWORD);
    expect(front.body).toContain('<h1>Forsiden</h1>');
  });

  it('answers the preview’s 404 page for a missing page, and never a file outside the build', async () => {
    const missing = await get('/redaksjon/forhandsvisning/article/finnes-ikke', PASSWORD);
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('Fant ikke siden');
    expect(missing.body).toContain(PREVIEW_BANNER_TEXT);
    const outside = await get('/redaksjon/forhandsvisning?path=/../preview-secret.txt', PASSWORD);
    expect(outside.statusCode).toBe(400);
    expect(outside.body).not.toContain('hemmelig');
  });

  it('serves no dot file of the build (the security manifest, the content problems), by any path', async () => {
    await writeFile(path.join(dir, '.security-headers.json'), '{"scriptHashes":{}}');
    await writeFile(path.join(dir, '.content-problems.json'), '{"problems":[]}');
    await mkdir(path.join(dir, '.hidden'), { recursive: true });
    await writeFile(path.join(dir, '.hidden/a.json'), '{"hidden":true}');
    // The build's visible files are served: the 404s below are the dot's doing.
    expect(
      (await get('/redaksjon/forhandsvisning/_next/static/css/site.css', PASSWORD)).statusCode,
    ).toBe(200);
    for (const target of [
      '/redaksjon/forhandsvisning/.security-headers.json',
      '/redaksjon/forhandsvisning/.content-problems.json',
      '/redaksjon/forhandsvisning/.hidden/a.json',
      '/redaksjon/forhandsvisning?path=/.content-problems.json',
      '/redaksjon/forhandsvisning/%2Esecurity-headers.json',
    ]) {
      const response = await get(target, PASSWORD);
      expect([target, response.statusCode]).toEqual([target, 404]);
      expect(response.body).not.toMatch(/scriptHashes|problems|hidden/);
    }
  });

  it('says in Norwegian that the preview could not be built when the build fails', async () => {
    fresh.mockRejectedValueOnce(new Error('contentful: HTTP 401 AccessTokenInvalid'));
    const response = await get('/redaksjon/forhandsvisning/article/utkast', PASSWORD);
    expect(response.statusCode).toBe(502);
    expect(response.body).toBe(
      'Forhåndsvisningen kunne ikke bygges: contentful: HTTP 401 AccessTokenInvalid',
    );
  });
});

describe('previewTarget', () => {
  it('reads the page path from the URL or the query and refuses paths that leave the site', () => {
    expect(previewTarget('/redaksjon/forhandsvisning/article/ny-sesong', undefined)).toBe(
      '/article/ny-sesong',
    );
    expect(previewTarget('/redaksjon/forhandsvisning', '/article/ny-sesong/')).toBe(
      '/article/ny-sesong',
    );
    expect(previewTarget('/redaksjon/forhandsvisning', undefined)).toBe('/');
    expect(previewTarget('/redaksjon/forhandsvisning', '//evil.example')).toBeUndefined();
    expect(previewTarget('/redaksjon/forhandsvisning/a/%2e%2e/b', undefined)).toBeUndefined();
  });
});

describe('toPreviewPage', () => {
  it('puts the banner first in the body and the robots meta first in the head', () => {
    const page = toPreviewPage(
      '<html><head><title>T</title></head><body class="x"><p>Hei</p></body></html>',
    );
    expect(page).toMatch(/<head><meta name="robots" content="noindex, nofollow"\/><title>/);
    expect(page).toMatch(
      /<body class="x"><div role="status"[^>]*>Forhåndsvisning – ikke publisert\./,
    );
  });
});

describe('createPreviewer', () => {
  it('builds when the last build is older than the allowed age, and lets requests share a running build', async () => {
    let clock = 1_000_000;
    let finish: () => void = () => undefined;
    const build = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const previewer = createPreviewer(build, 10_000, () => clock);
    const first = previewer.fresh();
    const second = previewer.fresh();
    await Promise.resolve();
    await Promise.resolve();
    expect(build).toHaveBeenCalledTimes(1);
    finish();
    await Promise.all([first, second]);
    expect(previewer.last).toMatchObject({ ok: true, startedAt: 1_000_000 });
    clock += 5_000;
    await previewer.fresh();
    expect(build).toHaveBeenCalledTimes(1);
    clock += 6_000;
    const third = previewer.fresh();
    await new Promise((resolve) => setImmediate(resolve));
    expect(build).toHaveBeenCalledTimes(2);
    finish();
    await third;
  });

  it('passes a failed build on to the request, and the next request tries again', async () => {
    const build = jest
      .fn<Promise<void>, []>()
      .mockRejectedValueOnce(new Error('next build failed'))
      .mockResolvedValueOnce(undefined);
    const previewer = createPreviewer(build, 10_000);
    await expect(previewer.fresh()).rejects.toThrow('next build failed');
    await expect(previewer.fresh()).resolves.toBeUndefined();
    expect(build).toHaveBeenCalledTimes(2);
  });
});
