/**
 * Bench section `javascript` (issue 7): the gzip bytes of the scripts and style sheets each page
 * type's exported HTML references, in the public build and a member build (PARTNER_ID=118).
 * Read with tests/page-assets.ts, the same code the budget tests use.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import {
  budgetKind,
  filmclubMarksIn,
  firstLinkIn,
  gzipTotal,
  islandCodeIn,
  JS_BUDGETS,
  ON_DEMAND_AVAILABILITY_BUDGET,
  pageAssets,
  pageFile,
  siteAsset,
  siteScripts,
  type PageAssets,
} from '../../tests/page-assets';
import type { BenchSection, BenchSectionRunner } from '../report';
import { benchSite, type SiteKind } from '../sites';

/** The budgets of the tests (tests/e2e/budgets.spec.ts, tests/e2e/member/bundle.spec.ts), in KB of gzip JavaScript. */
const BUDGET_KB = { content: JS_BUDGETS.content / 1024, island: JS_BUDGETS.island / 1024 } as const;

interface PageType {
  label: string;
  site: SiteKind;
  /** The clean path, or how to find it in the site. */
  path: string | ((siteDir: string) => string | undefined);
}

const MEMBER_SCREENS = ['logg-inn', 'registrer', 'glemt-passord', 'mine-billetter', 'min-liste'];

const firstFilm = (siteDir: string) =>
  firstLinkIn(siteDir, 'kinoprogram.html', 'production-card__title');

const PAGE_TYPES: PageType[] = [
  { label: 'front page', site: 'public', path: '/' },
  { label: 'programme', site: 'public', path: '/kinoprogram' },
  { label: 'film page', site: 'public', path: firstFilm },
  {
    label: 'culture page',
    site: 'public',
    path: (siteDir) => firstLinkIn(siteDir, 'kulturprogram.html', 'production-card__title'),
  },
  { label: 'article', site: 'public', path: '/article/personvernerklaering' },
  { label: 'search', site: 'public', path: '/search' },
  { label: 'front page (member build)', site: 'member', path: '/' },
  { label: 'film page (member build)', site: 'member', path: firstFilm },
  ...MEMBER_SCREENS.map((screen): PageType => ({
    label: 'member screen',
    site: 'member',
    path: `/filmklubb/${screen}`,
  })),
];

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

export const runJavaScript: BenchSectionRunner = async (context) => {
  const sites: Record<SiteKind, string> = {
    public: await benchSite(context, 'public'),
    member: await benchSite(context, 'member'),
  };
  const measured: { type: PageType; urlPath: string; assets: PageAssets }[] = [];
  for (const type of PAGE_TYPES) {
    const siteDir = sites[type.site];
    const urlPath = typeof type.path === 'string' ? type.path : type.path(siteDir);
    if (!urlPath)
      throw new Error(`found no ${type.label} in ${path.relative(context.root, siteDir)}/`);
    measured.push({ type, urlPath, assets: pageAssets(siteDir, pageFile(urlPath)) });
  }

  const chunks = new Map<string, { gzipBytes: number; types: Set<string>; pages: number }>();
  for (const { type, assets } of measured) {
    for (const script of assets.scripts) {
      const entry = chunks.get(script.url) ?? {
        gzipBytes: script.gzipBytes,
        types: new Set<string>(),
        pages: 0,
      };
      entry.types.add(type.label);
      entry.pages += 1;
      chunks.set(script.url, entry);
    }
  }
  const everywhere = measured.length;
  const later = loadedLater(sites.member, new Set(chunks.keys()));
  const availability = onDemandAvailability(sites.public, measured);
  const filmclubCode = (['public', 'member'] as const).map((site) =>
    filmclubCodeIn(sites[site], site),
  );
  const polyfill = measured[0]?.assets.excluded.find(
    (url) => url.startsWith('/') && url.endsWith('.js'),
  );
  const polyfillKb = polyfill ? kb(siteAsset(sites.public, polyfill).gzipBytes) : 0;

  const section: BenchSection = {
    title: 'JavaScript',
    tables: [
      {
        caption:
          'Scripts and style sheets each page type references (public build; member build with PARTNER_ID=118)',
        columns: [
          'page type',
          'path',
          'scripts',
          'JavaScript gzip (KB)',
          'budget (KB)',
          'within budget',
          'CSS gzip (KB)',
          'store / saga / axios code',
        ],
        rows: measured.map(({ type, urlPath, assets }) => {
          const total = gzipTotal(assets.scripts);
          const budget = BUDGET_KB[budgetKind(assets)];
          const code = islandCodeIn(assets.scripts);
          return [
            type.label,
            urlPath,
            assets.scripts.length,
            kb(total),
            budget,
            total <= budget * 1024 ? 'yes' : 'NO',
            kb(gzipTotal(assets.styles)),
            code.length > 0 ? code.join(', ') : 'none',
          ];
        }),
      },
      {
        caption: 'The referenced scripts, largest first',
        columns: ['script', 'gzip (KB)', 'referenced by'],
        rows: [...chunks.entries()]
          .sort((a, b) => b[1].gzipBytes - a[1].gzipBytes)
          .map(([url, { gzipBytes, types, pages }]) => [
            url.replace('/_next/static/chunks/', ''),
            kb(gzipBytes),
            pages === everywhere ? 'every page type' : [...types].join(', '),
          ]),
      },
      {
        caption:
          'Code the member build loads on demand (not referenced by any HTML above; found by its marks in the chunks)',
        columns: ['code', 'loaded when', 'scripts', 'gzip (KB)'],
        rows: later.map((row) => [row.code, row.when, row.scripts.length, kb(row.gzipBytes)]),
      },
      {
        caption: `Code the public film page loads on demand for its live availability (issue 15: at most ${ON_DEMAND_AVAILABILITY_BUDGET / 1024} KB gzip)`,
        columns: [
          'scripts',
          'gzip (KB)',
          'budget (KB)',
          'within budget',
          'store / saga / axios code',
        ],
        rows: [
          [
            availability.scripts
              .map((script) => script.url.replace('/_next/static/chunks/', ''))
              .join(', ') || 'none found',
            kb(gzipTotal(availability.scripts)),
            ON_DEMAND_AVAILABILITY_BUDGET / 1024,
            availability.scripts.length > 0 &&
            gzipTotal(availability.scripts) <= ON_DEMAND_AVAILABILITY_BUDGET
              ? 'yes'
              : 'NO',
            availability.code.length > 0 ? availability.code.join(', ') : 'none',
          ],
        ],
      },
      {
        caption:
          'Film-club code in the exported scripts (marks: the operation names LoginDx, CreateUserDx, SwitchTokensDx, GetTicketsDx, GetWatchlistDx)',
        columns: ['build', 'scripts', 'scripts with film-club code', 'marks found', 'as it should'],
        rows: filmclubCode.map((row) => [
          row.site === 'public' ? 'public (184, no film club)' : 'member (118)',
          row.scripts,
          row.withCode,
          row.marks.join(', ') || 'none',
          (row.site === 'public') === (row.withCode === 0) ? 'yes' : 'NO',
        ]),
      },
    ],
    notes: [
      'Counted: every script the exported HTML references (`<script src>`, `modulepreload`, and `<link rel="preload" as="script">`, which Next writes for the chunks of `next/dynamic` islands), gzip at zlib level 6; 1 KB = 1024 bytes.',
      `Left out: the \`noModule\` polyfill script (${polyfillKb} KB gzip), which browsers that run module scripts never download, and scripts that code loads later with \`import()\` (the QR code library on /filmklubb/mine-billetter loads when the tickets have arrived).`,
      `Budgets (tests/e2e/budgets.spec.ts and tests/e2e/member/bundle.spec.ts): content pages, film and culture pages of the public build among them, at most ${BUDGET_KB.content} KB of gzip JavaScript; pages with an island that uses the store (member screens, film pages of a member build) at most ${BUDGET_KB.island} KB.`,
      `Live availability on film and culture pages: the list is in the HTML, and its store and the runtime call (\`fetch\`, no axios or zod) load once the page is idle. The on-demand scripts above are the chunks no page's HTML references that make the runtime call (mark: \`basic_events\`); tests/e2e/budgets.spec.ts measures the same in Chromium and fails over ${ON_DEMAND_AVAILABILITY_BUDGET / 1024} KB.`,
      'Store / saga / axios code: marks of Redux (`@@redux/INIT`), redux-saga (`@@redux-saga`) and axios (its `ERR_BAD_RESPONSE` code) in the referenced scripts; only pages with an island that uses them (the film-club blocks and member screens of a member build) may have them. axios and the zod schemas of the answers load with the first film-club call, so they are not among the referenced scripts.',
    ],
  };
  return section;
};

/** Chunks the HTML does not reference, by a mark of their library: what islands `import()` later. */
const LAZY_CODE = [
  {
    code: 'axios',
    when: 'the first film-club call',
    mark: /ERR_BAD_RESPONSE/,
  },
  { code: 'zod/mini and the wire schemas', when: 'the first film-club call', mark: /unicodeEmail/ },
  { code: 'qrcode', when: 'the tickets screen shows tickets', mark: /maskPattern/ },
];

function loadedLater(siteDir: string, referenced: ReadonlySet<string>) {
  const chunkDir = path.join(siteDir, '_next/static/chunks');
  const urls = readdirSync(chunkDir)
    .filter((file) => file.endsWith('.js'))
    .map((file) => `/_next/static/chunks/${file}`)
    .filter((url) => !referenced.has(url));
  return LAZY_CODE.map(({ code, when, mark }) => {
    const scripts = urls
      .map((url) => siteAsset(siteDir, url))
      .filter((asset) => mark.test(asset.body));
    return { code, when, scripts, gzipBytes: gzipTotal(scripts) };
  });
}

/**
 * The chunks the public film page loads on demand for live availability: those no measured page
 * references that make the runtime call (`basic_events`), with the store, saga and axios code
 * found in them (none expected).
 */
function onDemandAvailability(siteDir: string, measured: readonly { assets: PageAssets }[]) {
  const referenced = new Set(
    measured.flatMap(({ assets }) => assets.scripts.map(({ url }) => url)),
  );
  const scripts = siteScripts(siteDir)
    .filter((url) => !referenced.has(url))
    .map((url) => siteAsset(siteDir, url))
    .filter((asset) => asset.body.includes('basic_events'));
  return { scripts, code: islandCodeIn(scripts) };
}

/** How many scripts of a build carry film-club code, and which marks. */
function filmclubCodeIn(siteDir: string, site: SiteKind) {
  const scripts = siteScripts(siteDir);
  const marks = scripts.map((url) => filmclubMarksIn(siteAsset(siteDir, url).body));
  return {
    site,
    scripts: scripts.length,
    withCode: marks.filter((found) => found.length > 0).length,
    marks: [...new Set(marks.flat())].sort(),
  };
}
