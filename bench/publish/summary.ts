/**
 * The words of the bench's publish section (issues 15, 16 and 31): each figure against its goal,
 * and what the measured build said about itself. Pure: the lines come from the site's output
 * (pipeline/build-site.ts prints the summary line; bench/publish/publishing-site.ts collects it).
 */

/** `met (≤ 15 s)`, or by how many seconds a publish misses its goal. */
export function secondsGoal(seconds: number, goalSeconds: number): string {
  return seconds <= goalSeconds
    ? `met (≤ ${goalSeconds} s)`
    : `missed by ${(seconds - goalSeconds).toFixed(1)} s (goal ≤ ${goalSeconds} s)`;
}

/** Issue 31 point 2: a one-article publish at 1,000 productions uploads fewer objects than this. */
export const UPLOAD_GOAL = 50;

const count = (objects: number) =>
  `${objects.toLocaleString('en-US')} ${objects === 1 ? 'object' : 'objects'}`;

/** `met (12 < 50)`, or by how many objects the deploy misses UPLOAD_GOAL. */
export function uploadGoal(uploaded: number): string {
  return uploaded < UPLOAD_GOAL
    ? `met (${uploaded} < ${UPLOAD_GOAL})`
    : `missed by ${count(uploaded - UPLOAD_GOAL + 1)} (${uploaded.toLocaleString('en-US')} uploaded, goal under ${UPLOAD_GOAL})`;
}

/** What one build said about itself. */
export interface BuildSummary {
  /** Its summary line without the site folders it names (their names change every run). */
  line: string;
  /** How it was made: `incremental: 3 of 1071 pages regenerated`, `full build: <why>`, or `full build` when it does not say. */
  mode: string;
  /** `.br`/`.gz` variants taken from the live build (`N reused from the live build`); undefined when not said. */
  reused: number | undefined;
  /** The build's seconds and its phases' (`content 0.3 s, next build (generate only) 6.4 s, …`), in its order; undefined when not said. */
  seconds: number | undefined;
  phases: [name: string, seconds: number][];
}

/** The clause of the summary line that names the folders: `out-bench-live-0 → out-bench-live-0.builds/1795…`. */
const FOLDERS = /^\S+ → \S+$/;
/** How an incremental rebuild says what it did (issue 31 point 3): in the summary line or a line of its own. */
const MODE = /(incremental: \d+ of \d+ pages regenerated|full build: [^;]*?)(?:[;.]\s|[;.]?$)/;

/**
 * The last build's summary among a site's output lines (the line starting `Built `), without the
 * clause naming its folders, with how it was made (MODE, searched in the summary line and the
 * other lines) and how many pre-compressed variants it reused.
 * @throws Error when no line starts with `Built ` (the build printed nothing, or crashed).
 */
export function buildSummary(lines: readonly string[]): BuildSummary {
  const index = lines.findLastIndex((line) => line.startsWith('Built '));
  const built = lines[index];
  if (built === undefined)
    throw new Error(
      `no build summary line (\`Built …\`) in the site's output:\n${lines.slice(-10).join('\n')}`,
    );
  const line = `${built
    .replace(/\.$/, '')
    .split('; ')
    .filter((clause) => !FOLDERS.test(clause))
    .join('; ')}.`;
  const modeLine = [built, ...lines.filter((other) => other !== built)].find((other) =>
    MODE.test(other.trim()),
  );
  const reused = /(\d+) reused from the live build/.exec(built)?.[1];
  const timed = / in ([\d.]+) s \((.*?)\)(?:;|\.?$)/.exec(built);
  const phases = (timed?.[2] ?? '').split(', ').flatMap((part): [string, number][] => {
    const phase = /^(.*) ([\d.]+) s$/.exec(part);
    return phase?.[1] ? [[phase[1], Number(phase[2])]] : [];
  });
  return {
    line,
    mode: modeLine ? (MODE.exec(modeLine.trim())?.[1] ?? 'full build') : 'full build',
    reused: reused === undefined ? undefined : Number(reused),
    seconds: timed ? Number(timed[1]) : undefined,
    phases,
  };
}
