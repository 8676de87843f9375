import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseConfig } from '@/lib/config';
import { startEmulator } from '@/emulator/server';
import { redirectsSchema } from '@/lib/schemas';
import { createSiteServer } from './app';
import { buildClock, staleReason } from './build-state';
import { newsletterRoutes } from './newsletter/routes';
import { newsletterStore } from './newsletter/setup';
import { rebuildRoutes } from './rebuild/routes';
import { setUpServing, type ServingOptions } from './rebuild/setup';
import { parseRebuildSchedule } from './rebuild/schedule-expression';
import { trustProxyOption } from './trust-proxy';
import { buildSite } from '../scripts/build-site';
import { deployTarget, deployTo } from '../build/deploy/config';

/**
 * `npm start`: builds the site when out/ is missing or stale, then serves it on PORT (DESIGN.md §2),
 * with the local emulator of the outside services when no service URL is configured.
 */
async function main() {
  const root = process.cwd();
  // Configuration errors fail before a build of minutes, every bad variable at once.
  const { siteDir: outDir, build, server } = parseConfig(process.env);
  parseRebuildSchedule(server.rebuildSchedule);
  const trustProxy = trustProxyOption(server.trustProxy);
  const reason = await staleReason(root, outDir, server.runtimeUrl);
  let startBuild: ServingOptions['startBuild'];
  if (reason && !server.skipBuild) {
    console.log(`Building the site: ${reason}.`);
    const startedAt = new Date().toISOString();
    const report = await buildSite({ root, outDir, config: build });
    startBuild = { result: 'success', startedAt, finishedAt: new Date().toISOString(), durationMs: report.durationMs, pages: report.pages };
  }
  // One emulator serves every site of a test run; the others set START_EMULATOR=0.
  if (server.emulator) {
    // The film-club tickets are for showings of the programme served: generated at the build's clock.
    const clock = build.clock ?? (await buildClock(outDir)) ?? new Date();
    await startEmulator(server.emulator.port, { root: build.contentRoot ?? root, clock, allowedOrigins: server.emulator.allowedOrigins });
    console.log(`The local emulator of the runtime service answers at ${server.runtimeUrl}`);
  }
  const redirects = redirectsSchema.parse(JSON.parse(readFileSync(path.join(root, 'content/redirects.json'), 'utf8')));
  // With a rebuild secret or the daily schedule the site is served through the site-current symlink, which a rebuild swaps.
  const { secrets } = server;
  // With DEPLOY_BUCKET, each rebuild is deployed to object storage after the swap (README, "Deploy to object storage and a CDN").
  const target = deployTarget(server.deploy);
  const deploy = target ? { target: target.description, run: deployTo(target) } : undefined;
  const serving = await setUpServing({ root, siteDir: outDir, secrets, schedule: server.rebuildSchedule, build: (dir) => buildSite({ root, outDir: dir, config: build }), publishCommand: server.publishCommand, deploy, startBuild });
  const app = await createSiteServer({ root: serving.root, redirects, site: serving.site, trustProxy });
  await app.register(rebuildRoutes, { secrets, rebuilder: serving.rebuilder });
  const newsletter = await newsletterStore(server.newsletter, root);
  await app.register(newsletterRoutes, { store: newsletter.store });
  const address = await app.listen({ port: server.port, host: server.host });
  console.log(`Kulturhuset is served at ${address.replace('0.0.0.0', 'localhost')} from ${path.relative(root, serving.root) || serving.root}/`);
  console.log(serving.description);
  if (target && serving.rebuilder) console.log(`Each rebuild is deployed to ${target.description} after the swap.`);
  console.log(`Newsletter sign-ups are ${newsletter.description}.`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
