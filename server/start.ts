import { readFileSync } from 'node:fs';
import path from 'node:path';
import { emulatorOrigins, readEnv, runtimeUrl } from '@/lib/env';
import { startEmulator } from '@/emulator/server';
import { redirectsSchema } from '@/lib/schemas';
import { createSiteServer } from './app';
import { buildClock, staleReason } from '@/build/build-state';
import { newsletterRoutes } from './newsletter/routes';
import { newsletterStore } from './newsletter/setup';
import { rebuildRoutes } from './rebuild/routes';
import { setUpServing, type ServingOptions } from './rebuild/setup';
import { parseRebuildSchedule } from '@/build/policy/rebuild-schedule';
import { trustProxyOption } from './trust-proxy';
import { buildSite } from '@/build/build-site';

/**
 * `npm start`: builds the site when out/ is missing or stale, then serves it on PORT (DESIGN.md §2),
 * with the local emulator of the outside services when no service URL is configured.
 */
async function main() {
  const root = process.cwd();
  const outDir = path.resolve(process.env.SITE_DIR ?? path.join(root, 'out'));
  const env = readEnv();
  // Configuration errors fail before a build of minutes.
  parseRebuildSchedule(env.REBUILD_SCHEDULE);
  const trustProxy = trustProxyOption(env.TRUST_PROXY);
  const reason = await staleReason(root, outDir, runtimeUrl(env));
  let startBuild: ServingOptions['startBuild'];
  if (reason && process.env.SKIP_BUILD !== '1') {
    console.log(`Building the site: ${reason}.`);
    const startedAt = new Date().toISOString();
    const report = await buildSite({ root, outDir });
    startBuild = { result: 'success', startedAt, finishedAt: new Date().toISOString(), durationMs: report.durationMs, pages: report.pages };
  }
  // One emulator serves every site of a test run; the others set START_EMULATOR=0.
  if (!env.RUNTIME_URL && process.env.START_EMULATOR !== '0') {
    // The film-club tickets are for showings of the programme served: generated at the build's clock.
    const clock = process.env.CONTENT_CLOCK ? env.CONTENT_CLOCK : ((await buildClock(outDir)) ?? env.CONTENT_CLOCK);
    await startEmulator(env.EMULATOR_PORT, { root: env.CONTENT_ROOT ?? root, clock, allowedOrigins: emulatorOrigins(env) });
    console.log(`The local emulator of the runtime service answers at ${runtimeUrl(env)}`);
  }
  const redirects = redirectsSchema.parse(JSON.parse(readFileSync(path.join(root, 'content/redirects.json'), 'utf8')));
  // With a rebuild secret or the daily schedule the site is served through the site-current symlink, which a rebuild swaps.
  const secrets = { sharedSecret: env.REBUILD_SECRET, webhookSecret: env.CONTENTFUL_WEBHOOK_SECRET };
  const serving = await setUpServing({ root, siteDir: outDir, secrets, schedule: env.REBUILD_SCHEDULE, build: (dir) => buildSite({ root, outDir: dir }), publishCommand: env.REBUILD_PUBLISH_COMMAND, startBuild });
  const app = await createSiteServer({ root: serving.root, redirects, site: serving.site, trustProxy });
  await app.register(rebuildRoutes, { secrets, rebuilder: serving.rebuilder });
  const newsletter = await newsletterStore(env, root);
  await app.register(newsletterRoutes, { store: newsletter.store });
  const address = await app.listen({ port: env.PORT, host: process.env.HOST ?? '0.0.0.0' });
  console.log(`Kulturhuset is served at ${address.replace('0.0.0.0', 'localhost')} from ${path.relative(root, serving.root) || serving.root}/`);
  console.log(serving.description);
  console.log(`Newsletter sign-ups are ${newsletter.description}.`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
