import type { BuildReport } from '../../scripts/build-site';

/** The outcome of one rebuild; times are ISO 8601, durations ms. */
export interface RebuildOutcome {
  result: 'success' | 'failure';
  startedAt: string;
  finishedAt: string;
  durationMs: number;
  /** Pages built (BuildReport.pages), on success. */
  pages?: number;
  /** Why the build or the swap failed; the live site is unchanged unless the swap itself happened. */
  error?: string;
  /** The publish command's result, when one is configured and the swap succeeded. */
  publish?: { result: 'success' | 'failure'; error?: string };
}

/** `GET /api/rebuild/status`. */
export interface RebuildStatus {
  state: 'idle' | 'building';
  last: RebuildOutcome | null;
  /** A follow-up build is marked and starts when the running one ends. */
  pending: boolean;
}

export interface RebuilderOptions {
  /** Builds the whole site into `outDir` (a folder that does not exist yet); throws when the build fails. */
  build: (outDir: string) => Promise<BuildReport>;
  /** The symlink the server serves (`<root>/site-current`). */
  link: string;
  /** Where the `out-<epoch ms>` build folders go (the project root). */
  buildsDir: string;
  /** Called after the link points at the new build, e.g. to reload the server's page index. */
  onSwap?: (siteDir: string) => Promise<void>;
  /** Shell command run after each swap with the new folder (publish.ts). */
  publishCommand?: string | undefined;
  log?: { info: (message: string) => void; error: (message: string) => void };
}

export interface Rebuilder {
  /**
   * Starts a build, or marks one follow-up build when one runs; never waits for the build.
   * `running` is true when a build was already running, so this request joined the follow-up.
   */
  request(): { queued: true; running: boolean };
  status(): RebuildStatus;
  /** Resolves when no build runs and none is pending (tests, shutdown). */
  idle(): Promise<void>;
}
