/**
 * The figures of the bench's Lighthouse section (bench/sections/lighthouse.ts, issue 31 point 7),
 * pure: what one Lighthouse result (LHR) says about a page, the median of a page's runs, and each
 * of our pages beside the bare-Next floor page measured in the same run (docs/testing.md, Benchmark).
 */
import { z } from 'zod';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof CATEGORIES)[number];

/** The part of a Lighthouse result (`lhr`) the bench reads; a real `LH.Result` fits it. */
export interface LhrLike {
  categories: Record<
    string,
    { score: number | null; auditRefs: readonly { id: string; weight: number }[] } | undefined
  >;
  audits: Record<
    string,
    { title: string; score: number | null; numericValue?: number; details?: unknown } | undefined
  >;
  /** `benchmarkIndex`: Lighthouse's measure of the host's CPU (higher is faster). */
  environment: { benchmarkIndex: number };
}

/**
 * The figures of one Lighthouse run: scores 0–100; LCP, TBT, main-thread and script evaluation
 * time in ms (the last two as Lighthouse reports them, i.e. multiplied by its CPU slowdown);
 * CLS unitless; bytes; the host's benchmarkIndex.
 */
export interface RunFigures {
  performance: number;
  accessibility: number;
  'best-practices': number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  totalBytes: number;
  /** `mainthread-work-breakdown`: all main-thread work (parse, style, layout, script, GC…). */
  mainThreadMs: number;
  /** The `scriptEvaluation` group of `mainthread-work-breakdown` (0 when the page ran no script). */
  scriptEvaluationMs: number;
  benchmarkIndex: number;
  /** Audits of the accessibility, best-practices and SEO categories that did not pass, by title. */
  notPassed: string[];
}

export type Figure = Exclude<keyof RunFigures, 'notPassed'>;

const breakdownSchema = z.object({
  items: z.array(z.object({ group: z.string(), duration: z.number() })),
});

/** The figures of one run from its LHR. @throws Error naming `url` and the audit when a figure is missing. */
export function runFigures(lhr: LhrLike, url: string): RunFigures {
  const score = (id: Category) => Math.round((lhr.categories[id]?.score ?? NaN) * 100);
  const audit = (id: string) => {
    const value = lhr.audits[id]?.numericValue;
    if (value === undefined) throw new Error(`Lighthouse on ${url}: no figure for ${id}`);
    return value;
  };
  const mainThreadMs = audit('mainthread-work-breakdown');
  const breakdown = breakdownSchema.safeParse(lhr.audits['mainthread-work-breakdown']?.details);
  if (!breakdown.success)
    throw new Error(`Lighthouse on ${url}: mainthread-work-breakdown has no table of groups`);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    'best-practices': score('best-practices'),
    seo: score('seo'),
    lcpMs: audit('largest-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    totalBytes: audit('total-byte-weight'),
    mainThreadMs,
    scriptEvaluationMs: breakdown.data.items
      .filter((item) => item.group === 'scriptEvaluation')
      .reduce((sum, item) => sum + item.duration, 0),
    benchmarkIndex: lhr.environment.benchmarkIndex,
    notPassed: CATEGORIES.filter((id) => id !== 'performance').flatMap((id) =>
      (lhr.categories[id]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0)
        .map((ref) => lhr.audits[ref.id])
        .filter((result) => result !== undefined && result.score !== null && result.score < 1)
        .map((result) => `${id}: ${result?.title}`),
    ),
  };
}

/** The median of an odd or even count (mean of the middle two). */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? NaN)
    : ((sorted[middle - 1] ?? NaN) + (sorted[middle] ?? NaN)) / 2;
}

/** A measured page: its label, path and runs. */
export interface MeasuredPage {
  label: string;
  path: string;
  runs: readonly RunFigures[];
}

/** The median of one figure over a page's runs. */
export const mid = (page: MeasuredPage, key: Figure): number =>
  median(page.runs.map((figures) => figures[key]));

/** The times compared with the floor, each the rounded median in ms. */
const TIMES = [
  ['tbtMs', 'TBT'],
  ['mainThreadMs', 'main-thread'],
  ['scriptEvaluationMs', 'script evaluation'],
] as const;

/** Rounded median ms of `key`, so a difference in the table is the difference of its own cells. */
const ms = (page: MeasuredPage, key: Figure) => Math.round(mid(page, key));

/** A difference in ms with its sign: `+120`, `-30`, `0`. */
export const signedMs = (value: number): string => (value > 0 ? `+${value}` : String(value));

/** How many ms `page`'s median TBT is above the floor's (negative: below). */
export const tbtOverFloor = (page: MeasuredPage, floor: MeasuredPage): number =>
  ms(page, 'tbtMs') - ms(floor, 'tbtMs');

/** The columns of {@link floorRows}. */
export const FLOOR_COLUMNS = [
  'page',
  'path',
  'performance',
  ...TIMES.flatMap(([, name]) => [`${name} (ms)`, `${name} − floor (ms)`]),
  'benchmarkIndex',
];

/**
 * The table of each of our pages beside the floor page (the floor's own row last, its differences
 * `-`): median performance, TBT, main-thread and script evaluation time with each one's
 * difference from the floor's in ms, and the median benchmarkIndex of the page's runs.
 */
export function floorRows(
  pages: readonly MeasuredPage[],
  floor: MeasuredPage,
): (string | number)[][] {
  const row = (page: MeasuredPage, isFloor: boolean) => [
    page.label,
    page.path,
    mid(page, 'performance'),
    ...TIMES.flatMap(([key]) => [
      ms(page, key),
      isFloor ? '-' : signedMs(ms(page, key) - ms(floor, key)),
    ]),
    Math.round(mid(page, 'benchmarkIndex')),
  ];
  return [...pages.map((page) => row(page, false)), row(floor, true)];
}

/** Lighthouse warns that the host's CPU is too slow for its default throttling at this benchmarkIndex or less (its `SLOW_CPU_BENCHMARK_INDEX_THRESHOLD`). */
export const SLOW_HOST_INDEX = 1000;

/** `low to high` of `values` (one value when they are equal), each shown by `show`. */
const range = (values: readonly number[], show: (value: number) => string = String) => {
  const low = Math.min(...values);
  const high = Math.max(...values);
  return low === high ? show(low) : `${show(low)} to ${show(high)}`;
};

/**
 * The notes that read the floor table with this run's figures: the host's benchmarkIndex (what
 * moves the score), what the bare floor page already costs on it, and what our pages add.
 */
export function floorNotes(pages: readonly MeasuredPage[], floor: MeasuredPage): string[] {
  const all = [...pages, floor].flatMap((page) => page.runs.map((run) => run.benchmarkIndex));
  const index = Math.round(median(all));
  const over = (key: Figure) =>
    range(
      pages.map((page) => ms(page, key) - ms(floor, key)),
      signedMs,
    );
  return [
    `The host moves the score: Lighthouse measured this host's benchmarkIndex at ${index} (median of ${all.length} runs, ${range(all.map((value) => Math.round(value)))}), ${index > SLOW_HOST_INDEX ? 'above' : 'at or under'} the ${SLOW_HOST_INDEX.toLocaleString('en-US')} at or under which Lighthouse warns that the host is too slow for its 4× CPU slowdown. TBT and main-thread time are this host's CPU work slowed 4× (simulated), so a slower or busier host raises them, and lowers the score, for every page alike.`,
    `The floor shows what is ours: the bare-Next floor page (bench/floor-app, a title and a paragraph, exported with the project's next and served the same way) scored ${mid(floor, 'performance')} with TBT ${ms(floor, 'tbtMs')} ms and ${ms(floor, 'mainThreadMs')} ms of main-thread work (${ms(floor, 'scriptEvaluationMs')} ms script evaluation) in this run: that much is Next and React on this host. Against it our pages differ by ${over('tbtMs')} ms TBT, ${over('mainThreadMs')} ms main-thread time and ${over('scriptEvaluationMs')} ms script evaluation (the table's differences).`,
  ];
}
