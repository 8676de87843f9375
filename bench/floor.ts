/**
 * The goals of the bench's build section (issue 15; docs/testing.md, Benchmark): each real build
 * against the floor (a bare Next static export of as many trivial pages, bench/floor-app/, built in
 * the same run on the same machine), its peak memory, and how its time grows with its pages.
 * Pure: the figures come from bench/sections/build.ts.
 */

/** A real build is at most this many times its floor's wall time (issue 31 point 6; was 1.5 in issue 15). */
export const FLOOR_RATIO_GOAL = 3;
/** Peak memory of the build's process tree stays under 2.5 GB (MB of 1,024 × 1,024 bytes). */
export const PEAK_MEMORY_GOAL_MB = 2.5 * 1024;

/** What one build (real or floor) measured: wall time in s, peak memory in MB. */
export interface MeasuredBuild {
  productions: number;
  pages: number;
  wallS: number;
  peakRssMb: number;
}

/** Whether a goal is met, and the figure it judges, in words: `met (2.61 ≤ 3)` / `missed by 1.17 × floor (4.17 > 3: 58 s too slow)`. */
export interface GoalVerdict {
  met: boolean;
  text: string;
}

const count = (value: number) => value.toLocaleString('en-US');
const fixed = (value: number, digits: number) => Number(value.toFixed(digits));

/** Wall time of `build` as a multiple of `floor`'s. @throws Error when the floor took no time (not measured). */
export function floorRatio(build: MeasuredBuild, floor: MeasuredBuild): number {
  if (!(floor.wallS > 0)) throw new Error(`the floor of ${build.pages} pages has no wall time`);
  return build.wallS / floor.wallS;
}

/** The report line of one size, e.g. `10,000 productions: 612 s = 1.9 × floor (320 s)`. */
export function floorLine(label: string, build: MeasuredBuild, floor: MeasuredBuild): string {
  return `${label}: ${Math.round(build.wallS)} s = ${fixed(floorRatio(build, floor), 2)} × floor (${Math.round(floor.wallS)} s)`;
}

/** The ratio goal: at most FLOOR_RATIO_GOAL times the floor; when missed, by how much (× floor and seconds). */
export function ratioVerdict(build: MeasuredBuild, floor: MeasuredBuild): GoalVerdict {
  const ratio = floorRatio(build, floor);
  const shown = fixed(ratio, 2);
  if (ratio <= FLOOR_RATIO_GOAL) return { met: true, text: `met (${shown} ≤ ${FLOOR_RATIO_GOAL})` };
  const overS = build.wallS - FLOOR_RATIO_GOAL * floor.wallS;
  return {
    met: false,
    text: `missed by ${fixed(ratio - FLOOR_RATIO_GOAL, 2)} × floor (${shown} > ${FLOOR_RATIO_GOAL}: ${Math.round(overS)} s too slow)`,
  };
}

/** The memory goal: peak under PEAK_MEMORY_GOAL_MB; when missed, by how many MB. */
export function memoryVerdict(build: MeasuredBuild): GoalVerdict {
  if (build.peakRssMb < PEAK_MEMORY_GOAL_MB)
    return {
      met: true,
      text: `met (${count(build.peakRssMb)} < ${count(PEAK_MEMORY_GOAL_MB)} MB)`,
    };
  return {
    met: false,
    text: `missed by ${count(build.peakRssMb - PEAK_MEMORY_GOAL_MB)} MB (${count(build.peakRssMb)} ≥ ${count(PEAK_MEMORY_GOAL_MB)} MB)`,
  };
}

/**
 * The growth goal from the smallest size `base` to `build`: linear means the wall time grows by at
 * most the factor the pages grow by, i.e. the time per page does not rise (a fixed part such as
 * Next's compile makes a linear build grow by less). When missed, by how much the time per page rose.
 */
export function growthVerdict(build: MeasuredBuild, base: MeasuredBuild): GoalVerdict {
  const pages = build.pages / base.pages;
  const time = build.wallS / base.wallS;
  const words = `time × ${fixed(time, 2)} for pages × ${fixed(pages, 2)}`;
  if (time <= pages) return { met: true, text: `met (${words})` };
  return {
    met: false,
    text: `missed: ${words}, ${Math.round((time / pages - 1) * 100)} % more time per page`,
  };
}
