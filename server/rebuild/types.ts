import type { BuildReport } from '@/pipeline/build-site';

/** What started a build: the editors' webhook (or the signed call of a systemd timer), the daily schedule of the site server, or `npm start` building a stale site before it listens. */
export type RebuildTrigger = 'webhook' | 'schedule' | 'start';

/** The outcome of one rebuild; times are ISO 8601, durations ms. */
export interface RebuildOutcome {
  /** What asked for this build (the first request when several coalesced into one). */
  trigger: RebuildTrigger;
  result: 'success' | 'failure';
  startedAt: string;
  finishedAt: string;
  durationMs: number;
  /** Pages built (BuildReport.pages), on success. */
  pages?: number;
  /** Content problems the build reported (BuildReport.problems: entries left out or kept with a flaw), when it got that far. */
  problems?: number;
  /** Why the build or the swap failed; the live site is unchanged unless the swap itself happened. */
  error?: string;
  /** The publish command's result, when one is configured and the swap succeeded. */
  publish?: { result: 'success' | 'failure'; error?: string };
  /** The deploy to object storage (DEPLOY_BUCKET), when one is configured and the swap succeeded: its counts, or why it failed. */
  deploy?: DeployOutcome;
}

/** What the deploy after a swap did (pipeline/deploy/deploy.ts DeployReport); bytes uploaded, duration in ms. */
export type DeployOutcome =
  | {
      result: 'success';
      target: string;
      uploaded: number;
      skipped: number;
      deleted: number;
      kept: number;
      bytes: number;
      durationMs: number;
    }
  | { result: 'failure'; target: string; error: string };

/** The daily rebuild of the site server (REBUILD_SCHEDULE, issue 11 item 3). */
export interface ScheduleStatus {
  /** The cron expression, e.g. `5 4 * * *`. */
  expression: string;
  /** Always `Europe/Oslo`. */
  timeZone: string;
  /** When the next scheduled build starts (ISO 8601), null when the expression has no future run. */
  next: string | null;
  /** The last build the schedule started, null before the first one. */
  last: RebuildOutcome | null;
}

/** `GET /api/rebuild/status`. */
export interface RebuildStatus {
  state: 'idle' | 'building';
  /** The build running now: what started it and when (ISO 8601); null when idle. */
  current: { trigger: RebuildTrigger; startedAt: string } | null;
  last: RebuildOutcome | null;
  /** A follow-up build is marked and starts when the running one ends. */
  pending: boolean;
  /** The most recent builds, newest first (at most 20), each with its trigger. */
  recent: RebuildOutcome[];
  /** The daily schedule, null when REBUILD_SCHEDULE=off. */
  schedule: ScheduleStatus | null;
}

export interface RebuilderOptions {
  /**
   * Builds the site into `outDir` (a folder that does not exist yet); throws when the build fails.
   * `incremental` (BuildSiteOptions): `true` for an editors' change over a live build that
   * succeeded (only the pages it touches are generated, when the build can tell which), a
   * string for why this rebuild builds every page; absent for the start build.
   */
  build: (outDir: string, incremental?: true | string) => Promise<BuildReport>;
  /** The symlink the server serves (`<root>/site-current`). */
  link: string;
  /** Where the `out-<epoch ms>` build folders go (the project root). */
  buildsDir: string;
  /** The build folders' name before `-<epoch ms>`: `out`, or the SITE_DIR's name (live-link.ts). Default `out`. */
  buildPrefix?: string;
  /**
   * Called before the link is pointed at the new build; the function it returns is called right
   * after the swap (LiveSite.prepare: the page index and policy switch with the files).
   */
  beforeSwap?: (siteDir: string) => Promise<(swapped?: boolean) => void>;
  /** Called after the link points at the new build, e.g. to reload the server's page index. */
  onSwap?: (siteDir: string) => Promise<void>;
  /** Shell command run after each swap with the new folder (publish.ts), after the deploy. */
  publishCommand?: string | undefined;
  /** Deploys the new folder to object storage after each swap (DEPLOY_BUCKET; pipeline/deploy/config.ts). */
  deploy?:
    | {
        target: string;
        run: (
          siteDir: string,
        ) => Promise<Omit<Extract<DeployOutcome, { result: 'success' }>, 'result' | 'target'>>;
      }
    | undefined;
  log?: { info: (message: string) => void; error: (message: string) => void };
  /**
   * Outcomes from before this process started (newest first), e.g. read back from disk after a
   * restart; the status lists them until newer builds push them out.
   */
  history?: readonly RebuildOutcome[];
  /**
   * Called with every outcome the queue records (its own builds and `record`), after the status
   * holds it, and with the list of recent outcomes, newest first: the build log line, the alert,
   * the file that keeps them across a restart. One that throws is logged and does not stop the queue.
   */
  observers?: readonly RebuildObserver[];
}

/** Told of each recorded outcome and the recent ones (newest first, the status's `recent`). */
export type RebuildObserver = (outcome: RebuildOutcome, recent: readonly RebuildOutcome[]) => void;

export interface Rebuilder {
  /**
   * Starts a build, or marks one follow-up build when one runs; never waits for the build.
   * `running` is true when a build was already running, so this request joined the follow-up.
   */
  request(trigger?: RebuildTrigger): { queued: true; running: boolean };
  /** Records a build that ran outside the queue (`npm start` building before it listens). */
  record(outcome: RebuildOutcome): void;
  /** Attaches the daily schedule, whose state the status then shows. */
  attachSchedule(schedule: { expression: string; timeZone: string; next(): Date | null }): void;
  status(): RebuildStatus;
  /** Resolves when no build runs and none is pending (tests, shutdown). */
  idle(): Promise<void>;
}
