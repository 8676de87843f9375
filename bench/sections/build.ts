/**
 * Build section of `npm run bench` (issues 5 and 7): the whole site build (`scripts/build.ts`:
 * content load, `next build` static export, post-export steps) of the embedded content and of
 * synthetic content with 1,000, 5,000 and 10,000 productions (`BENCH_SIZES=1000,5000` to choose),
 * each run as a child process: wall time, Next's phases, pages, pages per second and the peak
 * resident memory of the whole process tree (build, Next and its workers), sampled from /proc.
 * Right after each build, its floor (issue 15): a bare Next static export of as many trivial pages
 * (bench/floor-app), measured the same way, so each build is reported as a ratio to what Next alone
 * needs on the same machine in the same run (`BENCH_FLOOR=0` skips it). The goals table judges
 * each build (bench/floor.ts); the growth table follows every synthetic size: linear means the
 * time ratio is about the page ratio.
 */
import { spawn } from 'node:child_process';
import { childEnv } from '@/lib/config/child-env';
import { readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { BenchContext, BenchSection, BenchSectionRunner, BenchTable } from '../report';
import {
  FLOOR_RATIO_GOAL,
  PEAK_MEMORY_GOAL_MB,
  floorLine,
  floorRatio,
  growthVerdict,
  memoryVerdict,
  ratioVerdict,
} from '../floor';
import { syntheticContent } from '../synthetic-content';

/** One build's figures. Times in s, memory in MB. */
export interface BuildFigures {
  label: string;
  productions: number;
  pages: number;
  wallS: number;
  compileS?: number;
  typesS?: number;
  staticS?: number;
  staticWorkers?: number;
  /** After `next build` ends: moving the export, redirect pages, post-export steps, pre-compression. */
  afterNextS?: number;
  peakRssMb: number;
  /** 1-minute load average when the build started (other work on the machine slows it). */
  loadAtStart: number;
  /** The build's own phases in s (its summary line, pipeline/build-site.ts): content, next build, post-export steps, pre-compression, swap. */
  phases?: Record<string, number>;
  /** Each post-export step's seconds (the lines `  <step>: <s> s` the build prints). */
  steps?: Record<string, number>;
  /** The floor of the same page count, built right after it; undefined when skipped or failed. */
  floor?: FloorFigures;
}

/** The floor's figures (bench/floor-app): a bare Next static export of as many trivial pages. */
export type FloorFigures = Pick<
  BuildFigures,
  | 'label'
  | 'productions'
  | 'pages'
  | 'wallS'
  | 'compileS'
  | 'typesS'
  | 'staticS'
  | 'staticWorkers'
  | 'peakRssMb'
  | 'loadAtStart'
>;

const DEFAULT_SIZES = [1000, 5000, 10000];
/** One clock for every build, so each size gets the same schedule days. */
const CLOCK = '2026-11-21T08:00:00.000Z';
const SAMPLE_MS = 250;

/** Sizes from `BENCH_SIZES` (comma-separated production counts). @throws Error for a value that is not a positive integer. */
export function benchSizes(value: string | undefined): number[] {
  if (!value?.trim()) return DEFAULT_SIZES;
  return value.split(',').map((part) => {
    const size = Number(part.trim());
    if (!Number.isInteger(size) || size <= 0)
      throw new Error(`BENCH_SIZES: '${part}' is not a positive whole number of productions`);
    return size;
  });
}

/** Resident set size in kB of every process in the tree under `root` (itself included), read from /proc. */
export async function treeRssKb(root: number): Promise<number> {
  const parents = new Map<number, number>();
  for (const name of await readdir('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    const stat = await readFile(`/proc/${name}/stat`, 'utf8').catch(() => '');
    // Fields after the command name (which may hold spaces) start at the last ')': state, ppid, …
    const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    if (Number.isInteger(ppid)) parents.set(Number(name), ppid);
  }
  const tree = new Set([root]);
  for (let grown = true; grown;) {
    grown = false;
    for (const [pid, ppid] of parents) {
      if (tree.has(ppid) && !tree.has(pid)) {
        tree.add(pid);
        grown = true;
      }
    }
  }
  let total = 0;
  for (const pid of tree) {
    const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
    total += Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1] ?? 0);
  }
  return total;
}

const seconds = (output: string, pattern: RegExp): number | undefined => {
  const match = pattern.exec(output);
  if (!match?.[1]) return undefined;
  return match[2] === 'ms'
    ? Number(match[1]) / 1000
    : match[2] === 'min'
      ? Number(match[1]) * 60
      : Number(match[1]);
};

/** What one measured child process did: its output, wall time (s), peak memory of its tree (MB). */
interface TreeRun {
  output: string;
  code: number | null;
  wallS: number;
  peakRssMb: number;
  /** 1-minute load average when it started. */
  loadAtStart: number;
  /** When `next build` printed its route table (ms since the epoch), if it did. */
  nextDoneAt: number | undefined;
}

/**
 * Runs `node <args>` in `cwd` with `env`, sampling the resident memory of its whole process tree
 * from /proc every SAMPLE_MS until it exits. Both the real builds and their floors are measured
 * with it, so their figures compare.
 */
async function measureTree(cwd: string, args: string[], env: NodeJS.ProcessEnv): Promise<TreeRun> {
  const loadAtStart = os.loadavg()[0] ?? 0;
  const started = Date.now();
  const child = spawn(process.execPath, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  let nextDoneAt: number | undefined;
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString();
    // The route table is the last thing `next build` prints.
    if (nextDoneAt === undefined && output.includes('(SSG)')) nextDoneAt = Date.now();
  });
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  let peakKb = 0;
  let sampling = Promise.resolve();
  const timer = setInterval(() => {
    sampling = sampling.then(async () => {
      if (child.pid !== undefined) peakKb = Math.max(peakKb, await treeRssKb(child.pid));
    });
  }, SAMPLE_MS);
  const code = await new Promise<number | null>((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', resolve);
  }).finally(() => clearInterval(timer));
  await sampling;
  return {
    output,
    code,
    wallS: (Date.now() - started) / 1000,
    peakRssMb: Math.round(peakKb / 1024),
    loadAtStart,
    nextDoneAt,
  };
}

/**
 * The build's phases and post-export steps in s, from what scripts/build.ts printed: the summary
 * line `Built … in N s (content 0.1 s, next build (compile + generate) 9.7 s, …)` and one line
 * `  <step>: 0.2 s` per post-export step (pipeline/build-site.ts, pipeline/post-export/).
 */
export function buildPhases(output: string): Pick<BuildFigures, 'phases' | 'steps'> {
  const summary = /^Built .* in [\d.]+ s \((.*)\);/m.exec(output)?.[1];
  const phases = summary
    ? Object.fromEntries(
        summary.split(', ').flatMap((part) => {
          const match = /^(.*) ([\d.]+) s$/.exec(part);
          return match ? [[match[1]?.replace(/ \(.*\)$/, '') ?? '', Number(match[2])]] : [];
        }),
      )
    : undefined;
  const steps = Object.fromEntries(
    [...output.matchAll(/^ {2}([a-z][a-z ]+): ([\d.]+) s$/gm)].map((match) => [
      match[1] ?? '',
      Number(match[2]),
    ]),
  );
  return { phases, steps: Object.keys(steps).length > 0 ? steps : undefined };
}

/** Next's own phases, read from what `next build` printed. Times in s. */
function nextPhases(output: string) {
  const staticLine =
    /Generating static pages using (\d+) workers? \(\d+\/\d+\) in ([\d.]+)(ms|s|min)/.exec(output);
  return {
    compileS: seconds(output, /Compiled successfully in ([\d.]+)(ms|s|min)/),
    typesS: seconds(output, /Finished TypeScript in ([\d.]+)(ms|s|min)/),
    staticS: staticLine ? seconds(staticLine[0], / in ([\d.]+)(ms|s|min)/) : undefined,
    staticWorkers: staticLine ? Number(staticLine[1]) : undefined,
  };
}

/** @throws Error with the end of the output when the run failed. */
function assertSucceeded(run: TreeRun, what: string) {
  if (run.code !== 0)
    throw new Error(
      `${what} exited with code ${run.code}:\n${run.output.split('\n').slice(-15).join('\n')}`,
    );
}

/**
 * Runs `scripts/build.ts` as a child process with the content under `contentRoot` (undefined: the
 * embedded content) into `outDir`, sampling the tree's memory until it exits.
 * @throws Error with the end of the build's output when it fails.
 */
async function measureBuild(
  context: BenchContext,
  label: string,
  productions: number,
  contentRoot: string | undefined,
  outDir: string,
): Promise<BuildFigures> {
  const env = childEnv({ SITE_DIR: outDir, CONTENT_CLOCK: CLOCK, NEXT_TELEMETRY_DISABLED: '1' });
  if (contentRoot) env.CONTENT_ROOT = contentRoot;
  else delete env.CONTENT_ROOT;
  // As `npm run build` runs it: one Node process with tsx's loader, no tsx CLI process around it.
  const run = await measureTree(context.root, ['--import', 'tsx', 'scripts/build.ts'], env);
  assertSucceeded(run, `build of ${label}`);
  const info = JSON.parse(await readFile(path.join(outDir, 'build-info.json'), 'utf8')) as {
    pages: number;
  };
  return {
    label,
    productions,
    pages: info.pages,
    wallS: run.wallS,
    ...nextPhases(run.output),
    ...buildPhases(run.output),
    afterNextS: run.nextDoneAt === undefined ? undefined : (Date.now() - run.nextDoneAt) / 1000,
    peakRssMb: run.peakRssMb,
    loadAtStart: run.loadAtStart,
  };
}

/** The floor app (a bare Next static export of FLOOR_PAGES trivial pages; docs/testing.md, Benchmark). */
const FLOOR_APP = 'bench/floor-app';

/** HTML pages under `dir`, counted as the build counts them (the 404 pages left out). */
async function countPages(dir: string): Promise<number> {
  const files = await readdir(dir, { recursive: true });
  return files.filter(
    (file) => file.endsWith('.html') && !/(?:^|\/)(?:404|_not-found)\.html$/.test(file),
  ).length;
}

/**
 * Builds the floor of `pages` pages from nothing (its `.next/` and `out/` removed before and after,
 * as each real build exports into a fresh folder) with the project's installed `next`, measured
 * as the real builds are. @throws Error when `next build` fails or exports another page count.
 */
async function measureFloor(
  context: BenchContext,
  label: string,
  productions: number,
  pages: number,
): Promise<FloorFigures> {
  const app = path.join(context.root, FLOOR_APP);
  const clean = () =>
    Promise.all(
      ['.next', 'out'].map((dir) => rm(path.join(app, dir), { recursive: true, force: true })),
    );
  await clean();
  try {
    const next = path.join(context.root, 'node_modules/next/dist/bin/next');
    const run = await measureTree(
      app,
      [next, 'build'],
      childEnv({ FLOOR_PAGES: String(pages), NEXT_TELEMETRY_DISABLED: '1' }),
    );
    assertSucceeded(run, `floor of ${label}`);
    const exported = await countPages(path.join(app, 'out'));
    if (exported !== pages)
      throw new Error(`floor of ${label} exported ${exported} pages, not ${pages}`);
    return {
      label,
      productions,
      pages,
      wallS: run.wallS,
      ...nextPhases(run.output),
      peakRssMb: run.peakRssMb,
      loadAtStart: run.loadAtStart,
    };
  } finally {
    await clean();
  }
}

const round = (value: number | undefined, digits = 1) =>
  value === undefined ? '-' : Number(value.toFixed(digits));

const ratioOf = (a: number | undefined, b: number | undefined) =>
  a === undefined || b === undefined || b === 0 ? '-' : round(a / b, 2);

/**
 * The growth across the synthetic sizes (smallest to largest), real build beside its floor; the
 * last column is largest ÷ smallest: linear means the time ratio is about the page ratio.
 */
function growthTable(synthetic: BuildFigures[]): BenchTable | undefined {
  const first = synthetic[0];
  const last = synthetic[synthetic.length - 1];
  if (!first || !last || first === last) return undefined;
  const lessFixed = (item: BuildFigures) => item.wallS - (item.compileS ?? 0) - (item.typesS ?? 0);
  const row = (figure: string, value: (item: BuildFigures) => number | undefined, digits = 1) => [
    figure,
    ...synthetic.map((item) => round(value(item), digits)),
    ratioOf(value(last), value(first)),
  ];
  return {
    caption: `Growth from ${synthetic.map((item) => item.productions.toLocaleString('en-US')).join(' to ')} productions`,
    columns: [
      'figure',
      ...synthetic.map((item) => `${item.productions}`),
      `ratio ${last.productions}/${first.productions}`,
    ],
    rows: [
      row('pages', (item) => item.pages, 0),
      row('wall time (s)', (item) => item.wallS),
      row('floor wall time (s)', (item) => item.floor?.wallS),
      row('ratio to floor', (item) => (item.floor ? item.wallS / item.floor.wallS : undefined), 2),
      row('static generation (s)', (item) => item.staticS),
      row('wall time less compile and type check (s)', lessFixed),
      row('after next build (s)', (item) => item.afterNextS),
      row('peak memory (MB)', (item) => item.peakRssMb, 0),
      row('floor peak memory (MB)', (item) => item.floor?.peakRssMb, 0),
      row('load average at start', (item) => item.loadAtStart, 2),
    ],
  };
}

/** Milliseconds per page of a phase that took `s` seconds for `pages` pages. */
const msPerPage = (s: number, pages: number): number => (s * 1000) / pages;

/** Where each build's time goes (its own phase line), and what Next's static generation costs per page against the floor's. */
function timeTable(figures: BuildFigures[]): BenchTable {
  const slowest = (steps: Record<string, number> | undefined) =>
    Object.entries(steps ?? {})
      .sort((a, b) => b[1] - a[1])
      .slice(0, 2)
      .map(([name, s]) => `${name} ${s.toFixed(1)} s`)
      .join(', ') || '-';
  const perPage = (s: number | undefined, pages: number) =>
    s === undefined ? '-' : round(msPerPage(s, pages), 1);
  return {
    caption: "Where the time goes: each build's phases (its summary line) beside the floor's",
    columns: [
      'content',
      'content load (s)',
      'next build (s)',
      'static generation (ms per page)',
      'floor static generation (ms per page)',
      'post-export steps (s)',
      'slowest steps',
      'pre-compression (s)',
      'other (s)',
    ],
    rows: figures.map((item) => {
      const phase = (name: string) => item.phases?.[name];
      const known = Object.values(item.phases ?? {}).reduce((sum, s) => sum + s, 0);
      return [
        item.label,
        round(phase('content')),
        round(phase('next build')),
        perPage(item.staticS, item.pages),
        item.floor ? perPage(item.floor.staticS, item.floor.pages) : '-',
        round(phase('post-export steps')),
        slowest(item.steps),
        round(phase('pre-compression')),
        item.phases ? round(item.wallS - known) : '-',
      ];
    }),
  };
}

/**
 * Why a build misses the ratio goal, from its own figures: how much of the time over
 * FLOOR_RATIO_GOAL × floor is Next's static generation of real pages beyond the floor's trivial
 * ones, and how much is work the floor does not do at all (post-export steps, the slowest named,
 * and pre-compression). Undefined when the goal is met or the figures are missing.
 */
export function ratioMissReason(item: BuildFigures): string | undefined {
  const floor = item.floor;
  if (!floor || ratioVerdict(item, floor).met) return undefined;
  const postExport = item.phases?.['post-export steps'];
  const precompression = item.phases?.['pre-compression'];
  if (item.staticS === undefined || floor.staticS === undefined) return undefined;
  if (postExport === undefined || precompression === undefined) return undefined;
  const overS = item.wallS - FLOOR_RATIO_GOAL * floor.wallS;
  const perPage = (s: number, pages: number) => msPerPage(s, pages).toFixed(1);
  const [step, stepS] = Object.entries(item.steps ?? {}).sort((a, b) => b[1] - a[1])[0] ?? [];
  return (
    `Why ${item.label} misses the ratio (${Math.round(overS)} s over ${FLOOR_RATIO_GOAL} × floor): ` +
    `static generation takes ${Math.round(item.staticS)} s against the floor's ${Math.round(floor.staticS)} s ` +
    `(${perPage(item.staticS, item.pages)} ms a page against ${perPage(floor.staticS, floor.pages)}: real pages with the layout, menus, ` +
    `the engine's resolution and their page data, where the floor's are a title and a paragraph), and the work the floor does not do ` +
    `takes ${Math.round(postExport + precompression)} s: post-export steps ${postExport.toFixed(1)} s` +
    (step && stepS !== undefined ? ` (${step} ${stepS.toFixed(1)} s)` : '') +
    ` and pre-compression ${precompression.toFixed(1)} s.`
  );
}

/** Each build against the goals of issue 15 (bench/floor.ts): ratio to the floor, peak memory, linear growth. */
function goalsTable(figures: BuildFigures[]): BenchTable {
  const base = figures.find((item) => item.productions > 0);
  return {
    caption: `Goals: at most ${FLOOR_RATIO_GOAL} × the floor, peak memory under ${PEAK_MEMORY_GOAL_MB / 1024} GB, linear growth from the smallest size`,
    columns: [
      'content',
      'pages',
      'wall time (s)',
      'floor (s)',
      'ratio to floor',
      `ratio ≤ ${FLOOR_RATIO_GOAL}`,
      'peak memory (MB)',
      `peak < ${PEAK_MEMORY_GOAL_MB / 1024} GB`,
      `growth from ${base?.productions.toLocaleString('en-US') ?? '-'} productions`,
    ],
    rows: figures.map((item) => [
      item.label,
      item.pages,
      round(item.wallS),
      round(item.floor?.wallS),
      item.floor ? round(floorRatio(item, item.floor), 2) : '-',
      item.floor ? ratioVerdict(item, item.floor).text : 'not measured (no floor)',
      item.peakRssMb,
      memoryVerdict(item).text,
      item.productions === 0 || !base
        ? '-'
        : item === base
          ? 'base'
          : growthVerdict(item, base).text,
    ]),
  };
}

/** The build section: see the module comment. */
export const runBuild: BenchSectionRunner = async (context): Promise<BenchSection> => {
  const sizes = benchSizes(context.config.bench.sizes);
  const withFloor = context.config.bench.floor;
  const figures: BuildFigures[] = [];
  const floorFailures: string[] = [];
  const outDir = path.join(context.workDir, 'build-out');
  const cases: { label: string; size?: number }[] = [
    { label: 'embedded site' },
    ...sizes.map((size) => ({
      label: `${size.toLocaleString('en-US')} productions`,
      size,
    })),
  ];
  for (const { label, size } of cases) {
    const contentRoot =
      size === undefined
        ? undefined
        : await syntheticContent(context.root, size, path.join(context.workDir, `content-${size}`));
    context.log(`building ${label}`);
    let result: BuildFigures;
    try {
      result = await measureBuild(context, label, size ?? 0, contentRoot, outDir);
      context.log(
        `${label}: ${result.pages} pages in ${result.wallS.toFixed(1)} s, peak ${result.peakRssMb} MB`,
      );
      figures.push(result);
    } finally {
      await Promise.all([
        rm(outDir, { recursive: true, force: true }),
        contentRoot ? rm(contentRoot, { recursive: true, force: true }) : undefined,
      ]);
    }
    if (!withFloor) continue;
    context.log(`building the floor of ${label}: ${result.pages} trivial pages`);
    try {
      result.floor = await measureFloor(context, label, result.productions, result.pages);
      context.log(floorLine(label, result, result.floor));
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      context.log(`the floor of ${label} FAILED: ${message}`);
      floorFailures.push(`The floor of ${label} failed: ${message.split('\n')[0]}`);
    }
  }
  const embedded = figures[0];
  const growth = growthTable(figures.slice(1));
  const floors = figures.flatMap((item) => (item.floor ? [item.floor] : []));
  return {
    title: 'Build',
    tables: [
      {
        caption:
          'Whole site build (scripts/build.ts: content, next build static export, post-export steps)',
        columns: [
          'content',
          'pages',
          'wall time (s)',
          'next compile (s)',
          'type check (s)',
          'static generation (s)',
          'workers',
          'after next build (s)',
          'pages/s',
          'peak memory of the build tree (MB)',
          'load average at start',
        ],
        rows: figures.map((item) => [
          item.label,
          item.pages,
          round(item.wallS),
          round(item.compileS),
          round(item.typesS),
          round(item.staticS),
          item.staticWorkers ?? '-',
          round(item.afterNextS),
          round(item.pages / item.wallS, 2),
          item.peakRssMb,
          round(item.loadAtStart, 2),
        ]),
      },
      ...(floors.length > 0
        ? [
            {
              caption:
                'Floor: a bare Next static export of as many trivial pages (bench/floor-app), built right after each build',
              columns: [
                'content',
                'pages',
                'wall time (s)',
                'next compile (s)',
                'static generation (s)',
                'workers',
                'pages/s',
                'peak memory of the build tree (MB)',
                'load average at start',
              ],
              rows: floors.map((item) => [
                item.label,
                item.pages,
                round(item.wallS),
                round(item.compileS),
                round(item.staticS),
                item.staticWorkers ?? '-',
                round(item.pages / item.wallS, 2),
                item.peakRssMb,
                round(item.loadAtStart, 2),
              ]),
            },
          ]
        : []),
      goalsTable(figures),
      timeTable(figures),
      ...(growth ? [growth] : []),
    ],
    notes: [
      ...figures.flatMap((item) => (item.floor ? [floorLine(item.label, item, item.floor)] : [])),
      ...figures.flatMap((item) => ratioMissReason(item) ?? []),
      withFloor
        ? "The floor (bench/floor-app) is what Next alone needs for the same number of pages on the same machine in the same run: one route with `generateStaticParams`, each page a title and a paragraph, exported with the project's installed `next`, one static-generation worker per core like the real build, from a clean `.next/`, no type check (plain JavaScript; the real build skips Next's type check too, `npm test` runs it). Measured as the real build is (wall time of the child process, peak memory of its tree); the ratio is the goal because absolute times vary with the machine's load."
        : 'No floor was built (BENCH_FLOOR=0): no ratios.',
      ...floorFailures,
      'Pages are the exported HTML pages (redirect pages and the 404 page not counted); the calendar files (.ics, one per event) are generated too but not counted.',
      'Synthetic content: the embedded productions plus copies with new catalogue numbers and slugs, each with its original’s schedule rules (bench/synthetic-content.ts), clock pinned to ' +
        CLOCK +
        '.',
      'Next compile and type check take about the same time at every size; "wall time less compile and type check" is the part that grows with the content.',
      `The machine has ${os.cpus().length} cores and may be shared with other work: the load average at the start of each build shows how busy it was; timings on a busy machine are slower and noisier.`,
      '"Where the time goes": the phases each build printed (pipeline/build-site.ts): loading the content, `next build` (compile and static generation), the post-export steps (calendar files, search index, share images, service worker, headers, nginx config; the two slowest named) and pre-compression; "other" is the rest of the wall time (starting Node and tsx, the build lock, moving the export into its folder, the swap). Static generation per page beside the floor\'s shows how much more a real page costs Next than a trivial one.',
      '"After next build" is the time from the end of `next build` to the end of the build: moving the export, redirect pages, post-export steps and brotli/gzip pre-compression of every HTML, RSC and calendar file.',
      'Peak memory is the largest sum of resident memory of the build process and all its children (Next and its workers), sampled every 250 ms from /proc.',
      ...(embedded ? [`Embedded site: ${embedded.pages} pages.`] : []),
    ],
  };
};
