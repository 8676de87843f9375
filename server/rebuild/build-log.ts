import type { SiteLog } from '../log';
import type { RebuildObserver } from './types';

/**
 * The rebuild observer that writes one `build` line per recorded outcome (README, Logs), the
 * start build too: trigger, outcome, durationMs, pages, problems (content problems of the build),
 * deploy (`success`, `failure`, `none`), publish likewise, and error. At error level when the
 * build, its deploy or its publish failed, else info.
 */
export function buildLogLine(log: SiteLog): RebuildObserver {
  return (outcome) => {
    const deployError = outcome.deploy?.result === 'failure' ? outcome.deploy.error : undefined;
    const line = {
      trigger: outcome.trigger,
      outcome: outcome.result,
      durationMs: outcome.durationMs,
      pages: outcome.pages ?? null,
      problems: outcome.problems ?? null,
      deploy: outcome.deploy?.result ?? 'none',
      publish: outcome.publish?.result ?? 'none',
      ...(outcome.error !== undefined && { error: outcome.error }),
      ...(deployError !== undefined && { deployError }),
      ...(outcome.publish?.error !== undefined && { publishError: outcome.publish.error }),
    };
    const failed =
      outcome.result === 'failure' ||
      outcome.deploy?.result === 'failure' ||
      outcome.publish?.result === 'failure';
    if (failed) log.error(line, 'build');
    else log.info(line, 'build');
  };
}
