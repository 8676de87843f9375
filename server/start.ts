import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildSite } from '@/build/build-site';
import { staleReason } from '@/build/build-state';
import { parseRebuildSchedule } from '@/build/policy/rebuild-schedule';
import { runtimeUrl, type Env } from '@/lib/env';
import { redirectsSchema } from '@/lib/schemas';
import { createSiteServer } from './app';
import { newsletterRoutes } from './newsletter/routes';
import { newsletterStore } from './newsletter/setup';
import { rebuildRoutes } from './rebuild/routes';
import { setUpServing, type ServingOptions } from './rebuild/setup';
import { trustProxyOption } from './trust-proxy';

/** What the site server's start needs; `npm start` (scripts/start.ts) reads it from the environment. */
export interface SiteStartOptions {
  /** The project folder: `content/`, `node_modules/`, the build lock and the live link. */
  root: string;
  /** The site folder to build when stale and to serve (`<root>/out`, SITE_DIR), absolute. */
  siteDir: string;
  /** The parsed environment (lib/env.ts). */
  env: Env;
  /** Serve the site folder as it is, even when it is missing or stale (SKIP_BUILD=1). */
  skipBuild?: boolean;
  /** The address to listen on (HOST); default every address (`0.0.0.0`). */
  host?: string;
  /**
   * Called once `siteDir` holds the build to serve, before the server listens: `npm start`
   * starts the local emulator here, so its programme follows the build's clock.
   */
  beforeServe?: () => Promise<void>;
}

/**
 * The site server's start: builds the site when `siteDir` is missing or stale (build/build-state.ts),
 * then serves it on env.PORT with the rebuild webhook and schedule and the newsletter sign-up.
 * Configuration errors fail before a build of minutes.
 * @returns the listening server.
 * @throws Error on a bad configuration, a failed build, or a port in use.
 */
export async function startSite({ root, siteDir, env, skipBuild = false, host = '0.0.0.0', beforeServe }: SiteStartOptions): Promise<FastifyInstance> {
  parseRebuildSchedule(env.REBUILD_SCHEDULE);
  const trustProxy = trustProxyOption(env.TRUST_PROXY);
  const reason = await staleReason(root, siteDir, runtimeUrl(env));
  let startBuild: ServingOptions['startBuild'];
  if (reason && !skipBuild) {
    console.log(`Building the site: ${reason}.`);
    const startedAt = new Date().toISOString();
    const report = await buildSite({ root, outDir: siteDir });
    startBuild = { result: 'success', startedAt, finishedAt: new Date().toISOString(), durationMs: report.durationMs, pages: report.pages };
  }
  await beforeServe?.();
  const redirects = redirectsSchema.parse(JSON.parse(readFileSync(path.join(root, 'content/redirects.json'), 'utf8')));
  // With a rebuild secret or the daily schedule the site is served through the site-current symlink, which a rebuild swaps.
  const secrets = { sharedSecret: env.REBUILD_SECRET, webhookSecret: env.CONTENTFUL_WEBHOOK_SECRET };
  const serving = await setUpServing({ root, siteDir, secrets, schedule: env.REBUILD_SCHEDULE, build: (dir) => buildSite({ root, outDir: dir }), publishCommand: env.REBUILD_PUBLISH_COMMAND, startBuild });
  const app = await createSiteServer({ root: serving.root, redirects, site: serving.site, trustProxy });
  await app.register(rebuildRoutes, { secrets, rebuilder: serving.rebuilder });
  const newsletter = await newsletterStore(env, root);
  await app.register(newsletterRoutes, { store: newsletter.store });
  const address = await app.listen({ port: env.PORT, host });
  console.log(`Kulturhuset is served at ${address.replace('0.0.0.0', 'localhost')} from ${path.relative(root, serving.root) || serving.root}/`);
  console.log(serving.description);
  console.log(`Newsletter sign-ups are ${newsletter.description}.`);
  return app;
}
