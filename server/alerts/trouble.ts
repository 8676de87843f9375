import { scrubSecrets } from '@/lib/scrub';
import type { RebuildOutcome } from '../rebuild/types';

/** The events of an alert (ALERT_WEBHOOK_URL), as agreed for issue 29. */
export type AlertEvent = 'build-failed' | 'deploy-failed' | 'rebuild-overdue';

/**
 * Something that went wrong with the site's builds: what, when, and why. The webhook's message and
 * the status page's notice are made from it. `reason` is already scrubbed (lib/scrub.ts).
 */
export interface Trouble {
  event: AlertEvent;
  /** When it happened (ISO 8601): the build's end, or the time a missed daily rebuild was due. */
  at: string;
  /** Why, in one line (English or the build's Norwegian editor message), without secrets. */
  reason: string;
  /** For `deploy-failed`: the object-storage deploy, the publish command, or both failed. */
  failed?: readonly ('deploy' | 'publish')[];
  /** For `rebuild-overdue`: a build was still running when the run was given up on. */
  runningSince?: string;
}

/** The longest reason kept: a chat line, not a stack trace. */
const MAX_REASON = 500;

/** One line, no secrets, at most MAX_REASON characters. */
export function oneLine(text: string): string {
  const line = scrubSecrets(text).replace(/\s+/g, ' ').trim();
  return line.length > MAX_REASON ? `${line.slice(0, MAX_REASON - 1)}…` : line;
}

/**
 * What a rebuild outcome went wrong with: a failed build (or swap) is `build-failed`; a build
 * swapped in whose deploy to object storage (DEPLOY_BUCKET) or publish command
 * (REBUILD_PUBLISH_COMMAND) failed is one `deploy-failed`, since either leaves the copy visitors
 * may be served out of date. Null for a clean success.
 */
export function troubleOf(outcome: RebuildOutcome): Trouble | null {
  if (outcome.result === 'failure')
    return {
      event: 'build-failed',
      at: outcome.finishedAt,
      reason: oneLine(outcome.error ?? 'the build failed without a message'),
    };
  const reasons: string[] = [];
  const failed: ('deploy' | 'publish')[] = [];
  if (outcome.deploy?.result === 'failure') {
    failed.push('deploy');
    reasons.push(`deploy to ${outcome.deploy.target}: ${outcome.deploy.error}`);
  }
  if (outcome.publish?.result === 'failure') {
    failed.push('publish');
    reasons.push(`publish command: ${outcome.publish.error ?? 'failed'}`);
  }
  if (failed.length === 0) return null;
  return {
    event: 'deploy-failed',
    at: outcome.finishedAt,
    reason: oneLine(reasons.join('; ')),
    failed,
  };
}

/**
 * What the status page shows at its top: the newest trouble not followed by a success. The newest
 * recorded outcome decides for builds and deploys (a clean success after a failure clears it); a
 * missed daily rebuild counts until a build finishes after the time it was due.
 * @param recent the rebuild queue's outcomes, newest first.
 * @param overdue the last missed daily rebuild the watchdog reported, if any.
 */
export function currentTrouble(
  recent: readonly RebuildOutcome[],
  overdue: Trouble | null,
): Trouble | null {
  const newest = recent[0];
  const fromBuilds = newest ? troubleOf(newest) : null;
  const rebuiltSince =
    overdue && recent.some((outcome) => Date.parse(outcome.finishedAt) >= Date.parse(overdue.at));
  const missed = overdue && !rebuiltSince ? overdue : null;
  if (!fromBuilds) return missed;
  if (!missed) return fromBuilds;
  return Date.parse(missed.at) > Date.parse(fromBuilds.at) ? missed : fromBuilds;
}
