/**
 * The publish section's report (bench/sections/publish.ts): the figures as tables and notes, each
 * against its goal. Pure: the figures come from the measurements.
 */
import type { BenchSection, BenchTable } from '../report';
import type { DeployFigure } from './deploy-figure';
import { secondsGoal, UPLOAD_GOAL, uploadGoal, type BuildSummary } from './summary';

/** One measured publish: seconds from the editor's action to the page served. */
export interface PublishFigure {
  /** Its BENCH_ONLY name in `npm run bench:publish` (bench/sections/publish.ts, PUBLISH_MEASUREMENTS). */
  id: string;
  what: string;
  seconds: number;
  goalSeconds: number;
  /** The 1-minute load average when the measured request was made. */
  load: string | undefined;
  /** What the measured build said about itself. */
  build: BuildSummary;
  /** The deploy after the publish (the one-article publish at 1,000 productions). */
  deploy?: DeployFigure;
}

/** `met`, or by how many seconds the figure misses its goal. */
export const publishGoal = ({ seconds, goalSeconds }: PublishFigure): string =>
  secondsGoal(seconds, goalSeconds);

/**
 * Why a publish misses its goal, from its own figures: how its build was made, the build's
 * seconds and its slowest phases, and the rest of the time (the webhook, the build queue, the
 * server switching to the new build, the page request). Undefined when the goal is met.
 */
export function publishMissReason(figure: PublishFigure): string | undefined {
  if (figure.seconds <= figure.goalSeconds) return undefined;
  const { mode, seconds, phases } = figure.build;
  const slowest = [...phases]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 3)
    .map(([name, s]) => `${name} ${s.toFixed(1)} s`)
    .join(', ');
  const build =
    seconds === undefined
      ? 'the build did not say its time'
      : `the build took ${seconds.toFixed(1)} s${slowest ? ` (${slowest})` : ''}, the rest ${(figure.seconds - seconds).toFixed(1)} s (webhook, build queue, switching the server to the new build, the request)`;
  return `Why ${figure.id} misses its goal by ${(figure.seconds - figure.goalSeconds).toFixed(1)} s: ${mode}; ${build}.`;
}

/** The deploy table of the figures that carry one. */
function deployTable(figures: readonly PublishFigure[]): BenchTable[] {
  const deployed = figures.filter((figure) => figure.deploy);
  if (deployed.length === 0) return [];
  return [
    {
      caption:
        'Deploy after a one-article publish (S3 protocol test server; the live build deployed first, then the new one)',
      columns: [
        'content',
        'objects',
        'uploaded',
        'skipped',
        'deleted',
        `goal (uploaded < ${UPLOAD_GOAL})`,
        'files hard-linked to the live build',
        '.br/.gz reused from the live build',
        'deploy (s)',
      ],
      rows: deployed.flatMap(({ deploy, what, build }) => {
        if (!deploy) return [];
        const { report } = deploy;
        return [
          [
            /\(([^)]*)\)/.exec(what)?.[1] ?? what,
            report?.objects ?? '-',
            report?.uploaded ?? '-',
            report?.skipped ?? '-',
            report?.deleted ?? '-',
            report ? uploadGoal(report.uploaded) : `not measured: ${deploy.error ?? 'no deploy'}`,
            `${deploy.hardLinked} of ${deploy.files}`,
            build.reused ?? '-',
            report ? Number(report.seconds.toFixed(1)) : '-',
          ],
        ];
      }),
    },
  ];
}

/** The section of the report for `figures`, in their order. */
export function publishSection(figures: readonly PublishFigure[]): BenchSection {
  return {
    title: 'Publish',
    tables: [
      {
        caption:
          "From an editor's change to the page served (site server, `npm start` as in production)",
        columns: [
          'measurement',
          'seconds',
          'goal',
          'load average at the request',
          'the measured build',
        ],
        rows: figures.map((figure) => [
          figure.what,
          Number(figure.seconds.toFixed(1)),
          publishGoal(figure),
          figure.load ?? '-',
          figure.build.mode,
        ]),
      },
      ...deployTable(figures),
    ],
    notes: [
      "Publish-to-live: the site runs `npm start` with a rebuild secret over synthetic content (bench/synthetic-content.ts); a content file is edited and `POST /api/rebuild` called; the time runs until the edited page shows the change. One article: a paragraph put first in its text. One production (the schedule's last rule's, a synthetic one): a paragraph put first in its description and its first showing time moved a few minutes; its page must show both. After each publish an unrelated page must still be served with its text: a production's page with its title after the article publish; after the production publish, the article edited before with its change (or another article with its title). At 10,000 productions one start build serves both publishes, the article first. The rebuild is content-only: Next generates from the start build's compile (docs/architecture.md, Content-only rebuilds).",
      '"The measured build": how the rebuild says it was made (`incremental: N of M pages regenerated`, or `full build: <why>`; `full build` when it does not say).',
      "Deploy: pipeline/deploy/deploy.ts to s3rver (testing/s3-test-server.ts), objects no longer in the build deleted at once (no grace period). Uploaded objects are those whose bytes or headers differ from the deployed live build's; hard-linked files are files of the new build with the same inode as the live build's at the same path; the reused .br/.gz are from the build's summary line.",
      'Preview: the site reads a Contentful protocol test server with a preview token; a new draft article is saved and its preview opened; the time runs until the preview page is served (one preview build).',
      ...figures.flatMap((figure) => publishMissReason(figure) ?? []),
      ...figures.map((figure) => `${figure.id}, the measured build: ${figure.build.line}`),
    ],
  };
}
