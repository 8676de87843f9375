import type { BuildReport } from '@/pipeline/build-site';
import type { SiteLog } from '../log';
import { buildLogLine } from './build-log';
import type { RebuildOutcome } from './types';

/**
 * `npm start`'s build of a stale site, before the server listens: its outcome, for the rebuild
 * queue to record with trigger `start` (whose observers write its `build` line). A failed start
 * build is logged here, as the server stops without a queue, and rethrown.
 * @throws the build's error.
 */
export async function runStartBuild(
  build: () => Promise<BuildReport>,
  log: SiteLog,
): Promise<Omit<RebuildOutcome, 'trigger'>> {
  const startedAt = new Date();
  try {
    const report = await build();
    return {
      result: 'success',
      startedAt: startedAt.toISOString(),
      finishedAt: new Date().toISOString(),
      durationMs: report.durationMs,
      pages: report.pages,
      problems: report.problems,
    };
  } catch (error) {
    const finishedAt = new Date();
    buildLogLine(log)(
      {
        trigger: 'start',
        result: 'failure',
        startedAt: startedAt.toISOString(),
        finishedAt: finishedAt.toISOString(),
        durationMs: finishedAt.getTime() - startedAt.getTime(),
        error: error instanceof Error ? error.message : String(error),
      },
      [],
    );
    throw error;
  }
}
