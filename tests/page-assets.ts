/**
 * What an exported page makes the browser download, read from its HTML in the exported site:
 * the scripts it references (`<script src>`, `<link rel="modulepreload">` and
 * `<link rel="preload" as="script">`, which Next writes for the chunks of `next/dynamic` islands)
 * and its style sheets, with their gzip sizes. Shared by the budget tests
 * (tests/e2e/member/bundle.spec.ts, tests/e2e/budgets.spec.ts) and the bench (bench/sections/javascript.ts).
 *
 * Inline scripts that run (the consent head script, the showing clock's script after each block
 * that lists showings) count as one more script, `inline:<page>`; Next's RSC payload
 * (`self.__next_f.push(…)`, data for hydration), its list of the page's chunks
 * (`globalThis["TURBOPACK"].push(…)`, whose chunks count themselves) and data blocks (JSON-LD) are
 * not code the page's budget is about and are left out.
 * The `noModule` polyfill script is left out: browsers that run module scripts (every browser the
 * site supports) never download it. Scripts loaded later by code (a lazy `import()`, such as the QR
 * code library on the tickets screen) are not referenced by the HTML and are not counted.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** One referenced file of the site. */
export interface PageAsset {
  /** The URL path as the HTML writes it, e.g. `/_next/static/chunks/1wnov70f88xjy.js`. */
  url: string;
  /** Bytes as stored. */
  bytes: number;
  /** Bytes after gzip (zlib's default level 6), roughly what travels over the wire. */
  gzipBytes: number;
  /** The file's text. */
  body: string;
}

export interface PageAssets {
  /** The HTML file, relative to the site folder (`kinoprogram.html`). */
  page: string;
  /** Its text. */
  html: string;
  scripts: PageAsset[];
  styles: PageAsset[];
  /** Referenced scripts left out: the noModule polyfill, and scripts of other origins (none today). */
  excluded: string[];
}

/** Next's own inline scripts that hand data to its runtime: the RSC payload and the list of a page's chunks. */
const NEXT_DATA_SCRIPT = /^\(?(?:self\.__next_f|globalThis\["TURBOPACK"\])/;

/** The inline code of a page that runs as script: every inline `<script>` but Next's RSC payload and data blocks (a `type`). */
export function inlineCode(html: string): string {
  return [...html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi)]
    .filter(([, attributes = '', body = '']) => {
      if (/\ssrc=/i.test(attributes) || /\stype=/i.test(attributes)) return false;
      return body.trim() !== '' && !NEXT_DATA_SCRIPT.test(body);
    })
    .map(([, , body]) => body)
    .join('\n');
}

const inlineAsset = (page: string, html: string): PageAsset[] => {
  const body = inlineCode(html);
  if (body === '') return [];
  const buffer = Buffer.from(body, 'utf8');
  return [
    { url: `inline:${page}`, bytes: buffer.length, gzipBytes: gzipSync(buffer).length, body },
  ];
};

/** The HTML file of a clean path: `/` → `index.html`, `/kinoprogram` → `kinoprogram.html`. */
export const pageFile = (urlPath: string): string =>
  urlPath === '/' ? 'index.html' : `${urlPath.replace(/^\/+|\/+$/g, '')}.html`;

const attribute = (tag: string, name: string): string | undefined =>
  new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1];

const assetCache = new Map<string, PageAsset>();

/** One file of the site by its URL path (read once per process; pages share their chunks). @throws Error (ENOENT) when it is missing. */
export function siteAsset(siteDir: string, url: string): PageAsset {
  const file = path.join(siteDir, decodeURIComponent(url.split(/[?#]/)[0] ?? url));
  const key = `${file}@${statSync(file).mtimeMs}`;
  let asset = assetCache.get(key);
  if (!asset) {
    const buffer = readFileSync(file);
    asset = {
      url,
      bytes: buffer.length,
      gzipBytes: gzipSync(buffer).length,
      body: buffer.toString('utf8'),
    };
    assetCache.set(key, asset);
  }
  return asset;
}

/**
 * The scripts and style sheets `page` (an HTML file relative to `siteDir`) references, each once.
 * @throws Error (ENOENT) when the page or a referenced local file is missing from the site.
 */
export function pageAssets(siteDir: string, page: string): PageAssets {
  const html = readFileSync(path.join(siteDir, page), 'utf8');
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const excluded: string[] = [];
  for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
    const src = attribute(tag, 'src');
    if (!src) continue;
    if (/\snomodule\b/i.test(tag) || !src.startsWith('/')) excluded.push(src);
    else scripts.add(src);
  }
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const rel = attribute(tag, 'rel')?.toLowerCase();
    const as = attribute(tag, 'as')?.toLowerCase();
    const href = attribute(tag, 'href');
    if (!href) continue;
    const target =
      rel === 'modulepreload' || (rel === 'preload' && as === 'script')
        ? scripts
        : rel === 'stylesheet' || (rel === 'preload' && as === 'style')
          ? styles
          : undefined;
    if (!target) continue;
    if (!href.startsWith('/')) excluded.push(href);
    else target.add(href);
  }
  return {
    page,
    html,
    scripts: [...[...scripts].map((url) => siteAsset(siteDir, url)), ...inlineAsset(page, html)],
    styles: [...styles].map((url) => siteAsset(siteDir, url)),
    excluded,
  };
}

/** Sum of gzip bytes. */
export const gzipTotal = (assets: readonly PageAsset[]): number =>
  assets.reduce((sum, asset) => sum + asset.gzipBytes, 0);

/**
 * Marks of the code that only islands using it may ship (docs/product.md, Quality rules): strings that survive
 * minification in each library's production build.
 */
export const ISLAND_CODE = {
  /** redux / Redux Toolkit: the store's init action type. */
  store: /@@redux\/INIT/,
  /** redux-saga: its action-type prefix. */
  saga: /@@redux-saga/,
  /** axios: one of its error codes (`isAxiosError`, a property name, also appears in code that only calls it). */
  axios: /ERR_BAD_RESPONSE/,
} as const;

export type IslandCode = keyof typeof ISLAND_CODE;

/** Which of store, saga and axios code the script bodies contain (in ISLAND_CODE order). */
export const islandCodeOf = (bodies: readonly string[]): IslandCode[] =>
  (Object.keys(ISLAND_CODE) as IslandCode[]).filter((kind) =>
    bodies.some((body) => ISLAND_CODE[kind].test(body)),
  );

/** Which of store, saga and axios code the scripts contain. */
export const islandCodeIn = (scripts: readonly PageAsset[]): IslandCode[] =>
  islandCodeOf(scripts.map((script) => script.body));

/**
 * Marks of film-club code (services/filmclub/: the operation names of its calls and wire
 * schemas, strings that survive minification): a build without a film club ships none of it.
 */
export const FILMCLUB_CODE =
  /\b(?:LoginDx|CreateUserDx|SwitchTokensDx|GetTicketsDx|GetWatchlistDx)\b/;

/** Film-club operation names found in a script body (empty when it has no film-club code). */
export const filmclubMarksIn = (body: string): string[] => [
  ...new Set(body.match(new RegExp(FILMCLUB_CODE.source, 'g')) ?? []),
];

/** Every script of an exported site (`_next/static/**.js`), as URL paths. */
export function siteScripts(siteDir: string): string[] {
  const urls: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(path.join(siteDir, dir), { withFileTypes: true })) {
      const relative = path.posix.join(dir, entry.name);
      if (entry.isDirectory()) walk(relative);
      else if (entry.name.endsWith('.js')) urls.push(`/${relative}`);
    }
  };
  walk('_next/static');
  return urls.sort();
}

/** Whether a page has the live ticket list (film and culture pages), which loads its availability code on demand. */
export const hasLiveTicketList = (html: string): boolean => /\sdata-event-id="/.test(html);

/**
 * The islands on a page that use the store, the sagas and axios (docs/product.md, Quality rules), read from its
 * HTML: the member block of a film page, or a member screen (every page of the member area
 * under `/filmklubb/`). Empty for a content page, and for a film page of a build without a film
 * club: its live ticket list uses none of them (docs/browser.md, Live availability and the member area).
 */
export function storeIslandsOn(assets: Pick<PageAssets, 'page' | 'html'>): string[] {
  const islands: string[] = [];
  if (/\sclass="[^"]*memberMovie\b/.test(assets.html)) islands.push('film-club block');
  if (assets.page.startsWith('filmklubb/')) islands.push('member screen');
  return islands;
}

/** Every exported page of a site (HTML files but 404 and redirect pages), relative to `siteDir`. */
export function exportedPages(siteDir: string): string[] {
  const pages: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(path.join(siteDir, dir), { withFileTypes: true })) {
      const relative = path.posix.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== '_next') walk(relative);
      } else if (entry.name.endsWith('.html') && !/^(?:404|_not-found)\.html$/.test(relative)) {
        const html = readFileSync(path.join(siteDir, relative), 'utf8');
        // Redirect pages (pipeline/postbuild.ts) are a meta refresh with no Next scripts.
        if (html.includes('/_next/')) pages.push(relative);
      }
    }
  };
  if (existsSync(siteDir)) walk('');
  return pages.sort();
}

/** The first link of `page` inside an element whose class starts with `className` (a programme's first card title). */
export function firstLinkIn(siteDir: string, page: string, className: string): string | undefined {
  const html = readFileSync(path.join(siteDir, page), 'utf8');
  return new RegExp(`class="${className}"[^>]*>\\s*<a [^>]*href="(/[^"]+)"`).exec(html)?.[1];
}

/**
 * JavaScript budgets of issues 7 and 15 in gzip bytes: content pages (film and culture pages of
 * the public build too), pages with an island that uses the store (member screens, film pages of
 * a member build), and the code a film page loads on demand for its live availability.
 */
export const JS_BUDGETS = { content: 150 * 1024, island: 180 * 1024 } as const;

/** The most a film page may load on demand for its live availability (issue 15), gzip bytes. */
export const ON_DEMAND_AVAILABILITY_BUDGET = 10 * 1024;

/** The budget a page falls under. */
export const budgetKind = (assets: Pick<PageAssets, 'page' | 'html'>): keyof typeof JS_BUDGETS =>
  storeIslandsOn(assets).length > 0 ? 'island' : 'content';

/** One page measured against its budget. */
export interface PageBudget {
  page: string;
  kind: keyof typeof JS_BUDGETS;
  /** Gzip bytes of the referenced scripts. */
  gzipBytes: number;
  limit: number;
  /** Store, saga and axios code found in its scripts. */
  islandCode: IslandCode[];
  /** The islands on it that use that code (storeIslandsOn). */
  storeIslands: string[];
}

/** Every exported page of `siteDir` against its JavaScript budget. */
export function pageBudgets(siteDir: string): PageBudget[] {
  return exportedPages(siteDir).map((page) => {
    const assets = pageAssets(siteDir, page);
    const storeIslands = storeIslandsOn(assets);
    const kind = budgetKind(assets);
    return {
      page,
      kind,
      gzipBytes: gzipTotal(assets.scripts),
      limit: JS_BUDGETS[kind],
      islandCode: islandCodeIn(assets.scripts),
      storeIslands,
    };
  });
}
