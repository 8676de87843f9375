import { filmclubOf } from '@/lib/config/filmclub';
import { testBuild } from '@/tests/config';
import { article, contentSet, production, site } from '@/tests/fixtures';
import { link, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { pageMetaCsp, withPageCsp } from '@/policy/page-csp';
import { SECURITY_MANIFEST } from '@/policy/security-headers';
import { runsInlineScript } from '@/tests/csp-enforcement';
import { removeTemporaryFolders, temporaryFolder } from '@/tests/tiny-site';
import { precompress } from '../postbuild';
import {
  cspOptionsFor,
  imageOrigins,
  pagePolicyRewrite,
  securityHeadersStep,
  type DeferredPagePolicy,
} from './security-headers';
import type { PostExportContext } from './step';

/** What the CSP reads of a build with only `variables` set, for the site of the fixtures (partner 184). */
const envOf = (variables: Record<string, string>) => {
  const build = testBuild(variables);
  return { runtimeUrl: build.runtimeUrl, filmclub: filmclubOf(build.filmclub, site.partnerId) };
};

describe('cspOptionsFor', () => {
  it('allows the runtime service and, on a member build, the film-club backend of the build env', () => {
    const env = envOf({
      EMULATOR_PORT: '4501',
      PARTNER_ID: '118',
      FILMCLUB_118_URL: 'https://klubb.example.no/api',
      RUNTIME_URL: 'https://runtime.example.no/v1',
    });
    const options = cspOptionsFor(contentSet(), env);
    expect(options.connectOrigins).toEqual([
      'https://runtime.example.no',
      'https://klubb.example.no',
    ]);
    expect(options.imageOrigins).toContain('https://klubb.example.no');
  });

  it('allows no film-club origin on the public build, and the emulator as runtime by default', () => {
    const options = cspOptionsFor(contentSet(), envOf({ EMULATOR_PORT: '4501' }));
    expect(options.connectOrigins).toEqual(['http://127.0.0.1:4501']);
  });

  it('turns trackers on from the site config and names its ticketing hosts', () => {
    const options = cspOptionsFor(
      contentSet({ site: { ...site, analyticsTrackingId: 'G-TEST123', facebookPixelId: '' } }),
      envOf({}),
    );
    expect(options).toMatchObject({
      analytics: true,
      pixel: false,
      ticketingOrigins: ['https://billett.example.no'],
    });
    expect(options.frameOrigins).toContain('https://www.youtube-nocookie.com');
  });
});

describe('imageOrigins', () => {
  it('collects the hosts of absolute image URLs in the content and ignores site paths and other links', () => {
    const remote = article('nytt-bygg', {
      image: {
        type: 'image',
        url: 'https://images.ctfassets.net/space/bilde.jpg',
        alt: 'Bygg',
        width: 800,
        height: 600,
      },
    });
    const local = production({ title: 'Film', catalogueNumber: 'DXM2601249' });
    expect(imageOrigins(contentSet({ articles: [remote], productions: [local] }))).toEqual([
      'https://images.ctfassets.net',
    ]);
  });
});

/** A page with one inline script, and `body` after it. */
const page = (script: string, body = '') =>
  `<!doctype html><html lang="nb"><head><meta charset="utf-8"></head><body><script>${script}</script>${body}</body></html>`;

/** The step on `outDir` of the fixtures' content, with `more` of its context (incremental, deferPagePolicy). */
const runStep = (outDir: string, more: Partial<PostExportContext> = {}) =>
  securityHeadersStep.run({
    root: process.cwd(),
    outDir,
    content: contentSet(),
    build: testBuild(),
    filmclub: null,
    ...more,
  });

describe('securityHeadersStep in an incremental rebuild', () => {
  afterAll(removeTemporaryFolders);
  const run = (outDir: string, live?: string) =>
    runStep(outDir, {
      ...(live && {
        incremental: {
          live,
          pages: new Set(['/artikkel']),
          events: new Set(),
          calendarsUnchanged: true,
          linked: new Set(['kino.html']),
        },
      }),
    });

  /** A live build with `kino.html`, and a new one linking it beside a regenerated `artikkel.html`. */
  async function builds() {
    const [live, next] = await Promise.all([temporaryFolder('live'), temporaryFolder('next')]);
    await writeFile(path.join(live, 'kino.html'), page('self.kino=1'));
    await run(live);
    await link(path.join(live, 'kino.html'), path.join(next, 'kino.html'));
    await writeFile(path.join(next, 'artikkel.html'), page('self.artikkel=1'));
    return { live, next, livePage: await readFile(path.join(live, 'kino.html'), 'utf8') };
  }
  const inode = async (file: string) => (await stat(file)).ino;

  it("gives a regenerated page its policy and leaves a page linked to the live build's as it is", async () => {
    const { live, next, livePage } = await builds();
    await run(next, live);
    const regenerated = await readFile(path.join(next, 'artikkel.html'), 'utf8');
    expect(runsInlineScript([pageMetaCsp(regenerated) ?? ''], 'self.artikkel=1')).toBe(true);
    expect(runsInlineScript([pageMetaCsp(regenerated) ?? ''], 'self.kino=1')).toBe(false);
    expect(await inode(path.join(next, 'kino.html'))).toBe(
      await inode(path.join(live, 'kino.html')),
    );
    expect(await readFile(path.join(live, 'kino.html'), 'utf8')).toBe(livePage);
  });

  it("writes every page anew when the live build's script-src differs, never through a link", async () => {
    const { live, next } = await builds();
    // The live build was made with another script host: its script-src and its pages' policies name it.
    const manifest = JSON.parse(await readFile(path.join(live, SECURITY_MANIFEST), 'utf8'));
    manifest.directives['script-src'] = ["'self'", 'https://skript.example.no'];
    await writeFile(path.join(live, SECURITY_MANIFEST), JSON.stringify(manifest));
    const livePage = withPageCsp(page('self.kino=1'), manifest.directives);
    await writeFile(path.join(live, 'kino.html'), livePage);
    await run(next, live);
    expect(await inode(path.join(next, 'kino.html'))).not.toBe(
      await inode(path.join(live, 'kino.html')),
    );
    expect(await readFile(path.join(live, 'kino.html'), 'utf8')).toBe(livePage);
    const policy = pageMetaCsp(await readFile(path.join(next, 'kino.html'), 'utf8')) ?? '';
    expect(policy).not.toContain('https://skript.example.no');
    expect(runsInlineScript([policy], 'self.kino=1')).toBe(true);
  });
});

describe('securityHeadersStep in a full build, the page policies left to pre-compression', () => {
  afterAll(removeTemporaryFolders);
  const run = (outDir: string, deferPagePolicy?: DeferredPagePolicy) =>
    runStep(outDir, { deferPagePolicy });
  const body = '<p>Kulturhuset</p>'.repeat(80);
  const pages = {
    'kino.html': page('self.kino=1', body),
    'frakoblet.html': page('self.offline=1', body),
  };
  async function folder(name: string) {
    const dir = await temporaryFolder(name);
    for (const [file, html] of Object.entries(pages)) await writeFile(path.join(dir, file), html);
    return dir;
  }
  const read = (dir: string, file: string) => readFile(path.join(dir, file), 'utf8');

  it('gives every page the bytes the step alone gives it, the offline page before the service worker reads it', async () => {
    const [alone, deferredDir] = await Promise.all([folder('alone'), folder('deferred')]);
    await run(alone);
    const deferred: DeferredPagePolicy = {};
    await run(deferredDir, deferred);
    // The service worker precaches the offline page by its bytes: it has its policy already.
    expect(await read(deferredDir, 'frakoblet.html')).toBe(await read(alone, 'frakoblet.html'));
    expect(await read(deferredDir, 'kino.html')).toBe(pages['kino.html']);
    expect(deferred.directives).toBeDefined();
    await precompress(deferredDir, { rewrite: pagePolicyRewrite(deferred.directives ?? {}) });
    const kino = await read(deferredDir, 'kino.html');
    expect(runsInlineScript([pageMetaCsp(kino) ?? ''], 'self.kino=1')).toBe(true);
    expect(kino).toBe(await read(alone, 'kino.html'));
    expect(await read(deferredDir, 'frakoblet.html')).toBe(await read(alone, 'frakoblet.html'));
    // The variants are made from the page with its policy.
    const brotli = await readFile(path.join(deferredDir, 'kino.html.br'));
    expect((await promisify(zlib.brotliDecompress)(brotli)).toString()).toBe(kino);
  });
});
