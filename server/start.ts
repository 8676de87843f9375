import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { recoverAbandonedBuild } from '@/pipeline/build-lock';
import { buildSite } from '@/pipeline/build-site';
import { staleReason } from '@/pipeline/build-state';
import { removeDeadServedLinks } from '@/pipeline/site-folders';
import { deployTarget, deployTo } from '@/pipeline/deploy/config';
import { parseRebuildSchedule } from '@/policy/rebuild-schedule';
import type { BuildConfig, ServerConfig } from '@/lib/config';
import { redirectsSchema } from '@/lib/schemas';
import { createSiteServer } from './app';
import { editorGate } from './editor-auth';
import { warnOnUntrustedForwarding } from './forwarded-warning';
import { newsletterRoutes } from './newsletter/routes';
import { newsletterStore } from './newsletter/setup';
import { createPreviewer, type Previewer } from './preview/previewer';
import { previewRoutes } from './preview/routes';
import { previewWebhook } from './preview/webhook';
import { statusRoutes } from './editors/status-route';
import { healthRoutes } from './health/routes';
import { keepOutcomes, keptOutcomesFile, readKeptOutcomes } from './rebuild/kept-outcomes';
import { rebuildRoutes } from './rebuild/routes';
import { liveNames } from './rebuild/live-link';
import { checkTimerSetup, setUpServing, type ServingOptions } from './rebuild/setup';
import { trustProxyOption } from './trust-proxy';
import { setUpAlerts } from './alerts/setup';
import { createLog, type SiteLog } from './log';
import { buildLogLine } from './rebuild/build-log';
import { runStartBuild } from './rebuild/start-build';

/** What the site server's start needs; `npm start` (scripts/start.ts) parses it from the environment. */
export interface SiteStartOptions {
  /** The project folder: `content/`, `node_modules/`, the build lock and the live link. */
  root: string;
  /** The site folder to build when stale and to serve (`<root>/out`, SITE_DIR), absolute. */
  siteDir: string;
  /** The build configuration (lib/config): every build of this server uses it. */
  build: BuildConfig;
  /** The server configuration (lib/config): port, host, secrets, schedule, newsletter, deploy. */
  server: ServerConfig;
  /**
   * Called once `siteDir` holds the build to serve, before the server listens: `npm start`
   * starts the local emulator here, so its programme follows the build's clock.
   */
  beforeServe?: () => Promise<void>;
  /** The site server's log; default one from `server.log` (LOG_FORMAT, LOG_LEVEL) on stdout. */
  log?: SiteLog;
}

/**
 * The site server's start: builds the site when `siteDir` is missing or stale (pipeline/build-state.ts),
 * then serves it on `server.port` with the rebuild webhook and schedule (and the deploy after each
 * rebuild when DEPLOY_BUCKET is set) and the newsletter sign-up.
 * @returns the listening server.
 * @throws Error on a bad schedule, a failed build, or a port in use.
 */
export async function startSite({
  root,
  siteDir,
  build,
  server,
  beforeServe,
  log = createLog(server.log),
}: SiteStartOptions): Promise<FastifyInstance> {
  const schedule = parseRebuildSchedule(server.rebuildSchedule);
  if (server.rebuildScheduler === 'systemd') checkTimerSetup(schedule, server.secrets);
  // A server killed mid-build leaves its lock, maybe its next build, and unfinished folders behind; and served links of servers that are gone.
  if (await recoverAbandonedBuild(root))
    log.info(
      'Cleaned up after a build whose process is gone (build lock, next build, unfinished folders).',
    );
  await removeDeadServedLinks(siteDir);
  const trustProxy = trustProxyOption(server.trustProxy);
  const reason = await staleReason(root, siteDir, server.runtimeUrl);
  let startBuild: ServingOptions['startBuild'];
  if (reason && !server.skipBuild) {
    log.info(`Building the site: ${reason}.`);
    startBuild = await runStartBuild(
      // A start build reuses the last compile of the same code, as a rebuild does: after a content
      // change, or for the sites of `npm test` that share one compile (pipeline/compiled-code.ts).
      () => buildSite({ root, outDir: siteDir, config: build, reuseCompile: true }),
      log,
    );
  }
  await beforeServe?.();
  const redirects = redirectsSchema.parse(
    JSON.parse(readFileSync(path.join(root, 'content/redirects.json'), 'utf8')),
  );
  // With a rebuild secret or the daily schedule the site is served through the site-current symlink, which a rebuild swaps.
  const { secrets } = server;
  // With DEPLOY_BUCKET, each rebuild is deployed to object storage after the swap (README, "Deploy to object storage and a CDN").
  const target = deployTarget(server.deploy);
  const deploy = target ? { target: target.description, run: deployTo(target) } : undefined;
  // The last builds' outcomes survive a restart, for the status page and readiness (<SITE_DIR>.rebuilds.json).
  const outcomesFile = keptOutcomesFile(siteDir);
  // A failed build or deploy and an overdue daily rebuild: logged, alerted (ALERT_WEBHOOK_URL), shown on the status page.
  let servedRoot = siteDir;
  const alerting = setUpAlerts({
    webhookUrl: server.alertWebhookUrl,
    port: server.port,
    servedRoot: () => servedRoot,
    log,
  });
  const serving = await setUpServing({
    root,
    siteDir,
    secrets,
    schedule: server.rebuildSchedule,
    scheduler: server.rebuildScheduler,
    // Webhook and schedule rebuilds change content only: Next generates from the last compile (docs/architecture.md, Content-only rebuilds).
    // The live link is what a bad entry may not take pages from (pipeline/lost-pages.ts).
    // An editors' change regenerates only the pages it touches when it can (docs/architecture.md, Incremental rebuilds).
    build: (dir, incremental) =>
      buildSite({
        root,
        outDir: dir,
        config: build,
        reuseCompile: true,
        liveDir: path.join(root, liveNames(siteDir).link),
        ...(incremental !== undefined && { incremental }),
      }),
    publishCommand: server.publishCommand,
    deploy,
    startBuild,
    history: await readKeptOutcomes(outcomesFile, log),
    observers: [
      keepOutcomes(outcomesFile, log).observer,
      alerting.alerts.observe,
      buildLogLine(log),
    ],
    log: { info: (message) => log.info(message), error: (message) => log.error(message) },
  });
  servedRoot = serving.root;
  if (serving.rebuilder && schedule) alerting.watch(serving.rebuilder, schedule);
  // With rebuilds off there is no queue to record the start build in: its line is written here.
  if (startBuild && !serving.rebuilder) buildLogLine(log)({ trigger: 'start', ...startBuild }, []);
  const app = await createSiteServer({
    root: serving.root,
    redirects,
    site: serving.site,
    trustProxy,
    log,
  });
  warnOnUntrustedForwarding(app.server, trustProxy, (message) => log.warn(message));
  app.addHook('onClose', async () => alerting.stop());
  await app.register(rebuildRoutes, { secrets, rebuilder: serving.rebuilder });
  // Health and readiness for monitors and load balancers: open to anyone, like the site (README, Health and readiness).
  await app.register(healthRoutes, { siteRoot: serving.root, rebuilder: serving.rebuilder });
  // One gate for the editors' pages, so wrong passwords count together (server/editor-auth.ts).
  const gate = editorGate(server.editorPassword);
  // The editors' preview (docs/content.md, Preview): its own build folder, never the live one.
  const { preview } = server;
  let previewer: Previewer | undefined;
  if (preview) {
    previewer = createPreviewer(
      () =>
        buildSite({
          root,
          outDir: preview.siteDir,
          config: preview.build,
          preview: true,
          reuseCompile: true,
        }),
      preview.maxAgeMs,
      Date.now,
      (message) => log.warn(message),
    );
    await app.register(previewRoutes, {
      siteDir: preview.siteDir,
      previewer,
      gate,
    });
    await app.register(previewWebhook, { secrets, previewer });
  }
  // The editors' status page (docs/editors.md), behind EDITOR_PASSWORD.
  const { source } = build;
  await app.register(statusRoutes, {
    gate,
    rebuilder: serving.rebuilder,
    siteRoot: serving.root,
    contentful:
      source.kind === 'contentful'
        ? { space: source.contentful.space, environment: source.contentful.environment }
        : null,
    alerts: alerting.alerts,
  });
  const newsletter = await newsletterStore(server.newsletter, root, (message) => log.warn(message));
  await app.register(newsletterRoutes, { store: newsletter.store });
  const address = await app.listen({ port: server.port, host: server.host });
  log.info(
    `Kulturhuset is served at ${address.replace('0.0.0.0', 'localhost')} from ${path.relative(root, serving.root) || serving.root}/`,
  );
  log.info(serving.description);
  log.info(alerting.description);
  if (target && serving.rebuilder)
    log.info(`Each rebuild is deployed to ${target.description} after the swap.`);
  log.info(`Newsletter sign-ups are ${newsletter.description}.`);
  if (preview && previewer) {
    log.info(
      `Editors' preview: ${address.replace('0.0.0.0', 'localhost')}/redaksjon/forhandsvisning/<path>, built into ${path.relative(root, preview.siteDir) || preview.siteDir}/ (at most ${preview.maxAgeMs / 1000} s old when served)${server.editorPassword ? '' : '; EDITOR_PASSWORD is unset, so it answers 401'}.`,
    );
    // Warm: the first preview an editor opens is then at most one build away.
    previewer.refresh();
  }
  return app;
}
