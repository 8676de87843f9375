import { loadLiveSite, type LiveSite } from '../app';
import type { RebuildSecrets } from './auth';
import { createRebuilder } from './rebuilder';
import { followSiteFolder, liveNames, prepareLiveLink, servePrivately } from './live-link';
import { followRollbackRequests } from './rollback-request';
import { attachTimerSchedule, scheduleRebuilds } from './schedule';
import { parseRebuildSchedule } from '@/policy/rebuild-schedule';
import type { Rebuilder, RebuilderOptions, RebuildOutcome } from './types';

/** The webhook is on when either secret is configured (docs/architecture.md, Configuration). */
export const rebuildEnabled = (secrets: RebuildSecrets): boolean =>
  Boolean(secrets.sharedSecret || secrets.webhookSecret);

/**
 * Everything `npm start` needs when the webhook is on: the link to serve, the page index to
 * reload after a swap, and the rebuild queue building with `build` into `out-<epoch ms>` folders
 * of `root` (named after SITE_DIR for another site folder: liveNames).
 */
export async function setUpRebuild(
  root: string,
  siteDir: string,
  options: Pick<
    RebuilderOptions,
    'build' | 'publishCommand' | 'deploy' | 'history' | 'observers' | 'log'
  >,
): Promise<{ link: string; site: LiveSite; rebuilder: Rebuilder }> {
  const link = await prepareLiveLink(root, siteDir);
  const site = await loadLiveSite(link);
  const rebuilder = createRebuilder({
    ...options,
    link,
    buildsDir: root,
    buildPrefix: liveNames(siteDir).prefix,
    beforeSwap: (dir) => site.prepare(dir),
  });
  // `npm run rollback` asks through a link beside the live one; the swap is this server's (rollback.ts).
  followRollbackRequests(link, site);
  return { link, site, rebuilder };
}

export interface ServingOptions {
  root: string;
  /** SITE_DIR, absolute. */
  siteDir: string;
  secrets: RebuildSecrets;
  /** REBUILD_SCHEDULE as set (server/rebuild/schedule.ts). */
  schedule: string | undefined;
  /** REBUILD_SCHEDULER: `systemd` when the timer starts the scheduled builds (default `server`). */
  scheduler?: 'server' | 'systemd';
  build: RebuilderOptions['build'];
  publishCommand?: string | undefined;
  /** The deploy to object storage after each swap (DEPLOY_BUCKET). */
  deploy?: RebuilderOptions['deploy'];
  /** The build `npm start` ran before listening, recorded with trigger `start`. */
  startBuild?: Omit<RebuildOutcome, 'trigger'> | undefined;
  /** Outcomes of earlier runs and the observers of new ones (RebuilderOptions). */
  history?: RebuilderOptions['history'];
  observers?: RebuilderOptions['observers'];
  /** Where the queue's messages go (RebuilderOptions.log); default the console. */
  log?: RebuilderOptions['log'];
}

/**
 * What `npm start` serves (issue 5; issue 11 item 3): with the webhook on or a daily schedule
 * (REBUILD_SCHEDULE, default `5 4 * * *`; `off` turns it off), the `site-current` link and the
 * rebuild queue, the schedule requesting builds in it; otherwise the build `siteDir` points at,
 * through the server's own link, which follows a build's swap (servePrivately, followSiteFolder).
 * With REBUILD_SCHEDULER=systemd the systemd timer requests the scheduled builds through the
 * webhook, and the server only shows and watches that schedule (attachTimerSchedule).
 * @throws Error naming REBUILD_SCHEDULE when it is not a cron expression, and naming
 *   REBUILD_SCHEDULER=systemd when it has no schedule or no secret for the timer's call (before
 *   anything starts).
 */
export async function setUpServing({
  root,
  siteDir,
  secrets,
  schedule,
  scheduler = 'server',
  build,
  publishCommand,
  deploy,
  startBuild,
  history,
  observers,
  log,
}: ServingOptions): Promise<{
  root: string;
  site: LiveSite;
  rebuilder: Rebuilder | undefined;
  description: string;
}> {
  const expression = parseRebuildSchedule(schedule);
  if (scheduler === 'systemd') checkTimerSetup(expression, secrets);
  if (!rebuildEnabled(secrets) && expression === null) {
    const link = await servePrivately(siteDir);
    const site = await loadLiveSite(link);
    followSiteFolder(siteDir, link, site);
    return {
      root: link,
      site,
      rebuilder: undefined,
      description:
        'Rebuilds: off (no webhook secret, REBUILD_SCHEDULE=off); a build of this folder is served within 2 s.',
    };
  }
  const { link, site, rebuilder } = await setUpRebuild(root, siteDir, {
    build,
    publishCommand,
    deploy,
    history,
    observers,
    log,
  });
  if (startBuild) rebuilder.record({ trigger: 'start', ...startBuild });
  const parts = [
    rebuildEnabled(secrets) ? 'the webhook POST /api/rebuild' : 'no webhook (no secret)',
  ];
  if (expression) {
    const byTimer = scheduler === 'systemd';
    const job = (byTimer ? attachTimerSchedule : scheduleRebuilds)(rebuilder, expression);
    const next = job.next()?.toISOString() ?? 'never';
    parts.push(
      byTimer
        ? `daily at "${expression}" Europe/Oslo by the systemd timer (REBUILD_SCHEDULER=systemd), next ${next}; the server starts none and watches for overdue runs`
        : `daily at "${expression}" Europe/Oslo, next ${next}`,
    );
  }
  return { root: link, site, rebuilder, description: `Rebuilds: ${parts.join('; ')}.` };
}

/**
 * REBUILD_SCHEDULER=systemd: the timer's builds come through the webhook on the schedule the
 * server watches, so both must be set.
 * @throws Error naming REBUILD_SCHEDULER and what is missing.
 */
export function checkTimerSetup(expression: string | null, secrets: RebuildSecrets): void {
  if (expression === null)
    throw new Error(
      'REBUILD_SCHEDULER=systemd needs the timer\'s REBUILD_SCHEDULE (the one the build wrote into kulturhuset-rebuild.timer), not "off": the server watches that schedule for overdue runs.',
    );
  if (!rebuildEnabled(secrets))
    throw new Error(
      'REBUILD_SCHEDULER=systemd needs REBUILD_SECRET or CONTENTFUL_WEBHOOK_SECRET: the systemd timer requests its builds through POST /api/rebuild.',
    );
}
