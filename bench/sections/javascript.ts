/**
 * Bench section `javascript` (issue 7): the gzip bytes of the scripts and style sheets each page
 * type's exported HTML references, in the public build and a member build (PARTNER_ID=118).
 * Read with tests/page-assets.ts, the same code the budget tests use.
 */
import path from 'node:path';
import { budgetKind, firstLinkIn, gzipTotal, islandCodeIn, JS_BUDGETS, pageAssets, pageFile, siteAsset, type PageAssets } from '../../tests/page-assets';
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

const firstFilm = (siteDir: string) => firstLinkIn(siteDir, 'kinoprogram.html', 'production-card__title');

const PAGE_TYPES: PageType[] = [
  { label: 'front page', site: 'public', path: '/' },
  { label: 'programme', site: 'public', path: '/kinoprogram' },
  { label: 'film page', site: 'public', path: firstFilm },
  { label: 'culture page', site: 'public', path: (siteDir) => firstLinkIn(siteDir, 'kulturprogram.html', 'production-card__title') },
  { label: 'article', site: 'public', path: '/article/personvernerklaering' },
  { label: 'search', site: 'public', path: '/search' },
  { label: 'front page (member build)', site: 'member', path: '/' },
  { label: 'film page (member build)', site: 'member', path: firstFilm },
  ...MEMBER_SCREENS.map((screen): PageType => ({ label: 'member screen', site: 'member', path: `/filmklubb/${screen}` })),
];

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

export const runJavaScript: BenchSectionRunner = async (context) => {
  const sites: Record<SiteKind, string> = { public: await benchSite(context, 'public'), member: await benchSite(context, 'member') };
  const measured: { type: PageType; urlPath: string; assets: PageAssets }[] = [];
  for (const type of PAGE_TYPES) {
    const siteDir = sites[type.site];
    const urlPath = typeof type.path === 'string' ? type.path : type.path(siteDir);
    if (!urlPath) throw new Error(`found no ${type.label} in ${path.relative(context.root, siteDir)}/`);
    measured.push({ type, urlPath, assets: pageAssets(siteDir, pageFile(urlPath)) });
  }

  const chunks = new Map<string, { gzipBytes: number; pages: Set<string> }>();
  for (const { urlPath, type, assets } of measured) {
    for (const script of assets.scripts) {
      const entry = chunks.get(script.url) ?? { gzipBytes: script.gzipBytes, pages: new Set<string>() };
      entry.pages.add(type.site === 'member' ? `${urlPath} (member)` : urlPath);
      chunks.set(script.url, entry);
    }
  }
  const everywhere = measured.length;
  const polyfill = measured[0]?.assets.excluded.find((url) => url.startsWith('/') && url.endsWith('.js'));
  const polyfillKb = polyfill ? kb(siteAsset(sites.public, polyfill).gzipBytes) : 0;

  const section: BenchSection = {
    title: 'JavaScript',
    tables: [
      {
        caption: 'Scripts and style sheets each page type references (public build; member build with PARTNER_ID=118)',
        columns: ['page type', 'path', 'scripts', 'JavaScript gzip (KB)', 'budget (KB)', 'within budget', 'CSS gzip (KB)', 'store / saga / axios code'],
        rows: measured.map(({ type, urlPath, assets }) => {
          const total = gzipTotal(assets.scripts);
          const budget = BUDGET_KB[budgetKind(assets)];
          const code = islandCodeIn(assets.scripts);
          return [type.label, urlPath, assets.scripts.length, kb(total), budget, total <= budget * 1024 ? 'yes' : 'NO', kb(gzipTotal(assets.styles)), code.length > 0 ? code.join(', ') : 'none'];
        }),
      },
      {
        caption: 'The referenced scripts, largest first',
        columns: ['script', 'gzip (KB)', 'referenced by'],
        rows: [...chunks.entries()]
          .sort((a, b) => b[1].gzipBytes - a[1].gzipBytes)
          .map(([url, { gzipBytes, pages }]) => [url.replace('/_next/static/chunks/', ''), kb(gzipBytes), pages.size === everywhere ? 'every page' : [...pages].join(', ')]),
      },
    ],
    notes: [
      'Counted: every script the exported HTML references (`<script src>`, `modulepreload`, and `<link rel="preload" as="script">`, which Next writes for the chunks of `next/dynamic` islands), gzip at zlib level 6; 1 KB = 1024 bytes.',
      `Left out: the \`noModule\` polyfill script (${polyfillKb} KB gzip), which browsers that run module scripts never download, and scripts that code loads later with \`import()\` (the QR code library on /filmklubb/mine-billetter loads when the tickets have arrived).`,
      `Budgets (tests/e2e/budgets.spec.ts and tests/e2e/member/bundle.spec.ts): content pages at most ${BUDGET_KB.content} KB of gzip JavaScript; pages with an island that uses the store (film and culture pages with live availability, member screens) at most ${BUDGET_KB.island} KB.`,
      'Store / saga / axios code: marks of Redux (`@@redux/INIT`), redux-saga (`@@redux-saga`) and axios (its `ERR_BAD_RESPONSE` code) in the referenced scripts; only pages with an island that uses them (live availability on film and culture pages, the film-club blocks) may have them. axios and the zod schemas of the answers load with the first backend call, so they are not among the referenced scripts.',
    ],
  };
  return section;
};
