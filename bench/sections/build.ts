/**
 * Build section of `npm run bench` (issues 5 and 7): the whole site build (`scripts/build.ts`:
 * content load, `next build` static export, post-export steps) of the embedded content and of
 * synthetic content with 1,000, 5,000 and 10,000 productions (`BENCH_SIZES=1000,5000` to choose),
 * each run as a child process: wall time, Next's phases, pages, pages per second and the peak
 * resident memory of the whole process tree (build, Next and its workers), sampled from /proc.
 * The growth table compares the smallest and largest synthetic size: linear means the time ratio
 * is about the page ratio.
 */
import { spawn } from 'node:child_process';
import { childEnv } from '@/lib/config/child-env';
import { readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { BenchContext, BenchSection, BenchSectionRunner, BenchTable } from '../report';
import { syntheticContent } from '../synthetic-content';

/** One build's figures. Times in s, memory in MB. */
interface BuildFigures {
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
}

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
  const loadAtStart = os.loadavg()[0] ?? 0;
  const started = Date.now();
  const child = spawn(process.execPath, [require.resolve('tsx/cli'), 'scripts/build.ts'], {
    cwd: context.root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
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
  const wallS = (Date.now() - started) / 1000;
  if (code !== 0)
    throw new Error(
      `build of ${label} exited with code ${code}:\n${output.split('\n').slice(-15).join('\n')}`,
    );
  const info = JSON.parse(await readFile(path.join(outDir, 'build-info.json'), 'utf8')) as {
    pages: number;
  };
  const staticLine =
    /Generating static pages using (\d+) workers? \(\d+\/\d+\) in ([\d.]+)(ms|s|min)/.exec(output);
  return {
    label,
    productions,
    pages: info.pages,
    wallS,
    compileS: seconds(output, /Compiled successfully in ([\d.]+)(ms|s|min)/),
    typesS: seconds(output, /Finished TypeScript in ([\d.]+)(ms|s|min)/),
    staticS: staticLine ? seconds(staticLine[0], / in ([\d.]+)(ms|s|min)/) : undefined,
    staticWorkers: staticLine ? Number(staticLine[1]) : undefined,
    afterNextS: nextDoneAt === undefined ? undefined : (Date.now() - nextDoneAt) / 1000,
    peakRssMb: Math.round(peakKb / 1024),
    loadAtStart,
  };
}

const round = (value: number | undefined, digits = 1) =>
  value === undefined ? '-' : Number(value.toFixed(digits));

/** The growth from the smallest to the largest synthetic size; linear means the time ratio ≈ the page ratio. */
function growthTable(synthetic: BuildFigures[]): BenchTable | undefined {
  const first = synthetic[0];
  const last = synthetic[synthetic.length - 1];
  if (!first || !last || first === last) return undefined;
  const ratio = (a: number | undefined, b: number | undefined) =>
    a === undefined || b === undefined || b === 0 ? '-' : round(a / b, 2);
  return {
    caption: `Growth from ${first.productions} to ${last.productions} productions`,
    columns: ['figure', `${first.productions}`, `${last.productions}`, 'ratio'],
    rows: [
      ['pages', first.pages, last.pages, ratio(last.pages, first.pages)],
      ['wall time (s)', round(first.wallS), round(last.wallS), ratio(last.wallS, first.wallS)],
      [
        'static generation (s)',
        round(first.staticS),
        round(last.staticS),
        ratio(last.staticS, first.staticS),
      ],
      [
        'wall time less compile and type check (s)',
        round(first.wallS - (first.compileS ?? 0) - (first.typesS ?? 0)),
        round(last.wallS - (last.compileS ?? 0) - (last.typesS ?? 0)),
        ratio(
          last.wallS - (last.compileS ?? 0) - (last.typesS ?? 0),
          first.wallS - (first.compileS ?? 0) - (first.typesS ?? 0),
        ),
      ],
      [
        'after next build (s)',
        round(first.afterNextS),
        round(last.afterNextS),
        ratio(last.afterNextS, first.afterNextS),
      ],
      ['peak memory (MB)', first.peakRssMb, last.peakRssMb, ratio(last.peakRssMb, first.peakRssMb)],
    ],
  };
}

/** The build section: see the module comment. */
export const runBuild: BenchSectionRunner = async (context): Promise<BenchSection> => {
  const sizes = benchSizes(context.config.bench.sizes);
  const figures: BuildFigures[] = [];
  const outDir = path.join(context.workDir, 'build-out');
  const cases: { label: string; size?: number }[] = [
    { label: 'embedded site' },
    ...sizes.map((size) => ({ label: `${size} productions`, size })),
  ];
  for (const { label, size } of cases) {
    const contentRoot =
      size === undefined
        ? undefined
        : await syntheticContent(context.root, size, path.join(context.workDir, `content-${size}`));
    context.log(`building ${label}`);
    try {
      const result = await measureBuild(context, label, size ?? 0, contentRoot, outDir);
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
  }
  const embedded = figures[0];
  const growth = growthTable(figures.slice(1));
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
      ...(growth ? [growth] : []),
    ],
    notes: [
      'Pages are the exported HTML pages (redirect pages and the 404 page not counted); the calendar files (.ics, one per event) are generated too but not counted.',
      'Synthetic content: the embedded productions plus copies with new catalogue numbers and slugs, each with its original’s schedule rules (bench/synthetic-content.ts), clock pinned to ' +
        CLOCK +
        '.',
      'Next compile and type check take about the same time at every size; "wall time less compile and type check" is the part that grows with the content.',
      `The machine has ${os.cpus().length} cores and may be shared with other work: the load average at the start of each build shows how busy it was; timings on a busy machine are slower and noisier.`,
      '"After next build" is the time from the end of `next build` to the end of the build: moving the export, redirect pages, post-export steps and brotli/gzip pre-compression of every HTML, RSC and calendar file.',
      'Peak memory is the largest sum of resident memory of the build process and all its children (Next and its workers), sampled every 250 ms from /proc.',
      ...(embedded ? [`Embedded site: ${embedded.pages} pages.`] : []),
    ],
  };
};
