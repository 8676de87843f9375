/**
 * Bench section `lighthouse` (issue 7): Lighthouse (the `lighthouse` package, mobile preset: a
 * mid-range phone on a slow 4G link, simulated throttling) driving the Debian Chromium against the
 * public build served by the site server, with the emulator answering live availability. Each
 * page is measured BENCH_LIGHTHOUSE_RUNS times (default 3); the report gives the median of each figure.
 * Beside our pages, in the same rounds and with the same settings, a page of the bare-Next floor
 * app (issue 31 point 7, bench/sections/lighthouse-floor.ts): the host moves the score, the floor
 * shows what is ours (bench/sections/lighthouse-figures.ts).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { redirectsSchema } from '@/lib/schemas';
import { createSiteServer } from '@/server/app';
import { firstLinkIn } from '../../tests/page-assets';
import type { BenchSection, BenchSectionRunner } from '../report';
import { BENCH_PORT_BASE, benchSite, startBenchEmulator } from '../sites';
import {
  CATEGORIES,
  FLOOR_COLUMNS,
  floorNotes,
  floorRows,
  mid,
  runFigures,
  tbtOverFloor,
  type MeasuredPage,
  type RunFigures,
} from './lighthouse-figures';
import { FLOOR_PAGE_PATH, floorSite } from './lighthouse-floor';
import { GOAL, lighthouseGoal } from './lighthouse-goal';

const PORT = BENCH_PORT_BASE;
/** The floor page's server (bench/sections/lighthouse-floor.ts), beside ours. */
const FLOOR_PORT = BENCH_PORT_BASE + 1;

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
    return runFigures(lhr, url);
  } finally {
    chrome.kill();
  }
}

export const runLighthouse: BenchSectionRunner = async (context) => {
  const { chromiumPath: CHROMIUM, lighthouseRuns: RUNS } = context.config.bench;
  const siteDir = await benchSite(context, 'public');
  const film = firstLinkIn(siteDir, 'kinoprogram.html', 'production-card__title');
  if (!film) throw new Error('found no film page in the programme');
  const floorDir = await floorSite(context, siteDir);
  const ours = [
    { label: 'front page', path: '/', port: PORT },
    { label: 'programme', path: '/kinoprogram', port: PORT },
    { label: 'film page', path: film, port: PORT },
    { label: 'article', path: '/article/personvernerklaering', port: PORT },
  ];
  const floorPage = { label: 'floor (bare Next)', path: FLOOR_PAGE_PATH, port: FLOOR_PORT };

  const emulator = await startBenchEmulator();
  const redirects = redirectsSchema.parse(
    JSON.parse(readFileSync(path.join(context.root, 'content/redirects.json'), 'utf8')),
  );
  const server = await createSiteServer({ root: siteDir, redirects });
  const floorServer = await createSiteServer({ root: floorDir, redirects: [] });
  const runs = new Map<string, RunFigures[]>();
  try {
    await server.listen({ port: PORT, host: '127.0.0.1' });
    await floorServer.listen({ port: FLOOR_PORT, host: '127.0.0.1' });
    // Round by round, every page once per round, so a change in the machine's load during the
    // section falls on our pages and the floor alike.
    for (let run = 1; run <= RUNS; run += 1)
      for (const page of [...ours, floorPage]) {
        context.log(`${page.path} run ${run}/${RUNS}`);
        const figures = await lighthouseRun(`http://127.0.0.1:${page.port}${page.path}`, CHROMIUM);
        runs.set(page.path, [...(runs.get(page.path) ?? []), figures]);
      }
  } finally {
    await Promise.all([server.close(), floorServer.close()]);
    await new Promise((resolve) => emulator.close(resolve));
  }

  const measured = (page: { label: string; path: string }): MeasuredPage => ({
    label: page.label,
    path: page.path,
    runs: runs.get(page.path) ?? [],
  });
  const pages = ours.map(measured);
  const floor = measured(floorPage);
  const notPassed = new Map<string, Set<string>>();
  for (const page of pages)
    for (const audit of page.runs.flatMap((figures) => figures.notPassed))
      notPassed.set(audit, (notPassed.get(audit) ?? new Set<string>()).add(page.path));

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
          `goal (performance ≥ ${GOAL.performance}, best practices ${GOAL.bestPractices}; TBT against the floor's)`,
        ],
        rows: pages.map((page) => [
          page.label,
          page.path,
          mid(page, 'performance'),
          mid(page, 'accessibility'),
          mid(page, 'best-practices'),
          mid(page, 'seo'),
          Math.round(mid(page, 'lcpMs')),
          Math.round(mid(page, 'tbtMs')),
          Number(mid(page, 'cls').toFixed(3)),
          Math.round(mid(page, 'totalBytes') / 1024),
          lighthouseGoal(
            mid(page, 'performance'),
            mid(page, 'best-practices'),
            tbtOverFloor(page, floor),
          ),
        ]),
      },
      {
        caption: `Beside the floor: a bare-Next page of a title and a paragraph, measured in the same rounds with the same settings (median of ${RUNS} runs; main-thread time is mainthread-work-breakdown, script evaluation its scriptEvaluation group)`,
        columns: FLOOR_COLUMNS,
        rows: floorRows(pages, floor),
      },
    ],
    notes: [
      'Scores are 0–100. The mobile preset emulates a mid-range phone (4× CPU slowdown) on a slow 4G link with simulated throttling, so LCP and TBT are estimates of that phone, not of this machine; a loaded machine still lowers them.',
      ...floorNotes(pages, floor),
      'Each figure is the median of its own runs (the columns of one row may come from different runs); the rounds measure every page once each, the floor last. Performance per run: ' +
        [...pages, floor]
          .map(
            (page) =>
              `${page.path}: performance ${page.runs.map((figures) => figures.performance).join(' / ')}`,
          )
          .join('; ') +
        '.',
      `Total bytes: everything the page transferred (HTML, scripts, styles, images, fonts), compressed as served. Browser: ${CHROMIUM} (headless).`,
      'The site is served from 127.0.0.1 over plain HTTP, so audits about HTTPS and HTTP/2 reflect the bench, not the production host.',
      notPassed.size === 0
        ? 'Every audit of accessibility, best practices and SEO passed in every run on our pages.'
        : `Audits that did not pass (in any run, our pages): ${[...notPassed].map(([audit, paths]) => `${audit} (${[...paths].join(', ')})`).join('; ')}.`,
    ],
  };
  return section;
};

async function lighthouseVersion(): Promise<string> {
  const { createRequire } = await import('node:module');
  return (createRequire(__filename)('lighthouse/package.json') as { version: string }).version;
}
