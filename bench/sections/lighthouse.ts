/**
 * Bench section `lighthouse` (issue 7): Lighthouse (the `lighthouse` package, mobile preset: a
 * mid-range phone on a slow 4G link, simulated throttling) driving the Debian Chromium against the
 * public build served by the site server, with the emulator answering live availability. Each
 * page is measured BENCH_LIGHTHOUSE_RUNS times (default 3); the report gives the median of each figure.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { redirectsSchema } from '@/lib/schemas';
import { createSiteServer } from '@/server/app';
import { firstLinkIn } from '../../tests/page-assets';
import type { BenchSection, BenchSectionRunner } from '../report';
import { BENCH_PORT_BASE, benchSite, startBenchEmulator } from '../sites';
import { GOAL, lighthouseGoal } from './lighthouse-goal';

const PORT = BENCH_PORT_BASE;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

/** The figures of one Lighthouse run: scores 0–100, LCP and TBT in ms, CLS unitless, bytes. */
interface RunFigures {
  performance: number;
  accessibility: number;
  'best-practices': number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  totalBytes: number;
  /** Audits of the accessibility, best-practices and SEO categories that did not pass, by title. */
  notPassed: string[];
}

/** The median of an odd or even count (mean of the middle two). */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? NaN)
    : ((sorted[middle - 1] ?? NaN) + (sorted[middle] ?? NaN)) / 2;
}

/** One Lighthouse run of `url` in a fresh headless Chromium. @throws Error when Lighthouse reports a runtime error. */
async function lighthouseRun(url: string, chromePath: string): Promise<RunFigures> {
  const { default: lighthouse } = await import('lighthouse');
  const { launch } = await import('chrome-launcher');
  const chrome = await launch({
    chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-dev-shm-usage'],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
    });
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse gave no result for ${url}`);
    if (lhr.runtimeError)
      throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const score = (id: (typeof CATEGORIES)[number]) =>
      Math.round((lhr.categories[id]?.score ?? NaN) * 100);
    const audit = (id: string) => {
      const value = lhr.audits[id]?.numericValue;
      if (value === undefined) throw new Error(`Lighthouse on ${url}: no figure for ${id}`);
      return value;
    };
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      seo: score('seo'),
      lcpMs: audit('largest-contentful-paint'),
      tbtMs: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
      totalBytes: audit('total-byte-weight'),
      notPassed: CATEGORIES.filter((id) => id !== 'performance').flatMap((id) =>
        (lhr.categories[id]?.auditRefs ?? [])
          .filter((ref) => ref.weight > 0)
          .map((ref) => lhr.audits[ref.id])
          .filter((result) => result !== undefined && result.score !== null && result.score < 1)
          .map((result) => `${id}: ${result?.title}`),
      ),
    };
  } finally {
    chrome.kill();
  }
}

export const runLighthouse: BenchSectionRunner = async (context) => {
  const { chromiumPath: CHROMIUM, lighthouseRuns: RUNS } = context.config.bench;
  const siteDir = await benchSite(context, 'public');
  const film = firstLinkIn(siteDir, 'kinoprogram.html', 'production-card__title');
  if (!film) throw new Error('found no film page in the programme');
  const pages = [
    { label: 'front page', path: '/' },
    { label: 'programme', path: '/kinoprogram' },
    { label: 'film page', path: film },
    { label: 'article', path: '/article/personvernerklaering' },
  ];

  const emulator = await startBenchEmulator();
  const redirects = redirectsSchema.parse(
    JSON.parse(readFileSync(path.join(context.root, 'content/redirects.json'), 'utf8')),
  );
  const server = await createSiteServer({ root: siteDir, redirects });
  const rows: (string | number)[][] = [];
  const spread: string[] = [];
  const notPassed = new Map<string, Set<string>>();
  try {
    await server.listen({ port: PORT, host: '127.0.0.1' });
    for (const page of pages) {
      const runs: RunFigures[] = [];
      for (let run = 1; run <= RUNS; run += 1) {
        context.log(`${page.path} run ${run}/${RUNS}`);
        runs.push(await lighthouseRun(`http://127.0.0.1:${PORT}${page.path}`, CHROMIUM));
      }
      const mid = (key: Exclude<keyof RunFigures, 'notPassed'>) =>
        median(runs.map((figures) => figures[key]));
      rows.push([
        page.label,
        page.path,
        mid('performance'),
        mid('accessibility'),
        mid('best-practices'),
        mid('seo'),
        Math.round(mid('lcpMs')),
        Math.round(mid('tbtMs')),
        Number(mid('cls').toFixed(3)),
        Math.round(mid('totalBytes') / 1024),
        lighthouseGoal(mid('performance'), mid('best-practices')),
      ]);
      spread.push(
        `${page.path}: performance ${runs.map((figures) => figures.performance).join(' / ')}`,
      );
      for (const audit of runs.flatMap((figures) => figures.notPassed))
        notPassed.set(audit, (notPassed.get(audit) ?? new Set<string>()).add(page.path));
    }
  } finally {
    await server.close();
    await new Promise((resolve) => emulator.close(resolve));
  }

  const section: BenchSection = {
    title: 'Lighthouse',
    tables: [
      {
        caption: `Lighthouse ${await lighthouseVersion()}, mobile preset, median of ${RUNS} runs, public build served by the site server`,
        columns: [
          'page',
          'path',
          'performance',
          'accessibility',
          'best practices',
          'SEO',
          'LCP (ms)',
          'TBT (ms)',
          'CLS',
          'total bytes (KB)',
          `goal (performance ≥ ${GOAL.performance}, best practices ${GOAL.bestPractices})`,
        ],
        rows,
      },
    ],
    notes: [
      'Scores are 0–100. The mobile preset emulates a mid-range phone (4× CPU slowdown) on a slow 4G link with simulated throttling, so LCP and TBT are estimates of that phone, not of this machine; a loaded machine still lowers them.',
      'Each figure is the median of its own runs (the columns of one row may come from different runs). Performance per run: ' +
        spread.join('; ') +
        '.',
      `Total bytes: everything the page transferred (HTML, scripts, styles, images, fonts), compressed as served. Browser: ${CHROMIUM} (headless).`,
      'The site is served from 127.0.0.1 over plain HTTP, so audits about HTTPS and HTTP/2 reflect the bench, not the production host.',
      notPassed.size === 0
        ? 'Every audit of accessibility, best practices and SEO passed in every run.'
        : `Audits that did not pass (in any run): ${[...notPassed].map(([audit, paths]) => `${audit} (${[...paths].join(', ')})`).join('; ')}.`,
    ],
  };
  return section;
};

async function lighthouseVersion(): Promise<string> {
  const { createRequire } = await import('node:module');
  return (createRequire(__filename)('lighthouse/package.json') as { version: string }).version;
}
