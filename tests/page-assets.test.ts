import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import {
  budgetKind,
  filmclubMarksIn,
  islandCodeIn,
  pageAssets,
  pageBudgets,
  pageFile,
  siteScripts,
} from './page-assets';

let site: string;
const write = (file: string, body: string) => {
  mkdirSync(path.dirname(path.join(site, file)), { recursive: true });
  writeFileSync(path.join(site, file), body);
};
const page = (body: string) =>
  `<!DOCTYPE html><html><head>${body}</head><body><main></main></body></html>`;

beforeEach(() => {
  site = mkdtempSync(path.join(os.tmpdir(), 'page-assets-'));
  write('_next/static/chunks/main.js', 'console.log("framework");'.repeat(50));
  write('_next/static/chunks/island.js', 'const t="@@redux/INIT"+"@@redux-saga";');
  write('_next/static/chunks/preloaded.js', 'export const island = 1;');
  write('_next/static/chunks/polyfills.js', 'polyfill();');
  write('_next/static/chunks/site.css', 'body{margin:0}');
});
afterEach(() => rmSync(site, { recursive: true, force: true }));

describe('pageAssets', () => {
  it('counts script src, modulepreload and preload-as-script once each, with the style sheets, and leaves out the noModule polyfill', () => {
    write(
      'index.html',
      page(
        '<link rel="stylesheet" href="/_next/static/chunks/site.css"/><link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/preloaded.js"/>' +
          '<script src="/_next/static/chunks/main.js" async=""></script><script src="/_next/static/chunks/main.js" async=""></script>' +
          '<link rel="modulepreload" href="/_next/static/chunks/island.js"/><script src="/_next/static/chunks/polyfills.js" noModule=""></script><script>inline()</script>' +
          '<script>self.__next_f.push([1,"payload"])</script><script>(self.__next_f=self.__next_f||[]).push([0])</script>' +
          '<script>(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":[]});</script>' +
          '<script type="application/ld+json">{}</script><script>clock()</script>',
      ),
    );
    const assets = pageAssets(site, pageFile('/'));
    expect(assets.scripts.map((script) => script.url)).toEqual([
      '/_next/static/chunks/main.js',
      '/_next/static/chunks/preloaded.js',
      '/_next/static/chunks/island.js',
      'inline:index.html',
    ]);
    // The inline code that runs counts (the showing clock's script); Next's payload, chunk list and data do not.
    expect(assets.scripts.at(-1)?.body).toBe('inline()\nclock()');
    expect(assets.scripts[0]?.gzipBytes).toBe(
      gzipSync('console.log("framework");'.repeat(50)).length,
    );
    expect(assets.styles.map((style) => style.url)).toEqual(['/_next/static/chunks/site.css']);
    expect(assets.excluded).toEqual(['/_next/static/chunks/polyfills.js']);
    expect(islandCodeIn(assets.scripts)).toEqual(['store', 'saga']);
  });

  it('puts member screens and film-club blocks under the island budget, others (a film page with its live ticket list too) under the content budget', () => {
    const script = '<script src="/_next/static/chunks/main.js"></script>';
    write('om-kinoen.html', page(script));
    write('film.html', page(`${script}<li class="ticket" data-event-id="e1"></li>`));
    write('filmklubb/logg-inn.html', page(script));
    write('gammel-side.html', '<meta http-equiv="refresh" content="0; url=/ny-side">');
    expect(pageBudgets(site).map(({ page: file, kind }) => [file, kind])).toEqual([
      ['film.html', 'content'],
      ['filmklubb/logg-inn.html', 'island'],
      ['om-kinoen.html', 'content'],
    ]);
    expect(budgetKind({ page: 'x.html', html: '<section class="JEVNxW_memberMovie">' })).toBe(
      'island',
    );
  });
});

describe('film-club code', () => {
  it('finds the film-club operation names in any script of the site, and none in others', () => {
    write('_next/static/chunks/member.js', 'post("LoginDx");post("CreateUserDx");post("LoginDx")');
    write('_next/static/media/worker.js', 'self.x=1');
    expect(siteScripts(site)).toEqual([
      '/_next/static/chunks/island.js',
      '/_next/static/chunks/main.js',
      '/_next/static/chunks/member.js',
      '/_next/static/chunks/polyfills.js',
      '/_next/static/chunks/preloaded.js',
      '/_next/static/media/worker.js',
    ]);
    expect(filmclubMarksIn('post("LoginDx");post("CreateUserDx");post("LoginDx")')).toEqual([
      'LoginDx',
      'CreateUserDx',
    ]);
    expect(filmclubMarksIn('const LoginDxLike = 1; login();')).toEqual([]);
  });
});
