import path from 'node:path';
import { buildClock } from '@/build/build-state';
import { emulatorOrigins, readEnv, runtimeUrl, type Env } from '@/lib/env';
import { startSite } from '@/server/start';

/** A package the emulator needs is missing: a production install (`npm ci --omit=dev`) without the dev tools. */
const isMissingModule = (error: unknown) => ['ERR_MODULE_NOT_FOUND', 'MODULE_NOT_FOUND'].includes(String((error as NodeJS.ErrnoException | undefined)?.code));

/**
 * The local emulator of the runtime service and the film-club backends, for a demo without real
 * services. Loaded only here (a dynamic import), so the production server never loads the test
 * double; its film-club tickets are for showings of the programme served, generated at the clock
 * of the build in `siteDir`.
 */
async function startLocalEmulator(env: Env, root: string, siteDir: string): Promise<void> {
  let emulator: typeof import('@/emulator/server');
  try {
    emulator = await import('@/emulator/server');
  } catch (error) {
    if (!isMissingModule(error)) throw error;
    console.warn(`The local emulator cannot start without the dev dependencies (${error instanceof Error ? error.message : String(error)}); live availability and the film club answer with their error messages. Set RUNTIME_URL for a real service.`);
    return;
  }
  const clock = process.env.CONTENT_CLOCK ? env.CONTENT_CLOCK : ((await buildClock(siteDir)) ?? env.CONTENT_CLOCK);
  await emulator.startEmulator(env.EMULATOR_PORT, { root: env.CONTENT_ROOT ?? root, clock, allowedOrigins: emulatorOrigins(env) });
  console.log(`The local emulator of the runtime service answers at ${runtimeUrl(env)}`);
}

/**
 * `npm start`: builds the site when out/ (SITE_DIR) is missing or stale, then serves it on PORT
 * (server/start.ts), with the local emulator of the outside services when no service URL is
 * configured. One emulator serves every site of a test run; the others set START_EMULATOR=0.
 */
async function main() {
  const root = process.cwd();
  const siteDir = path.resolve(process.env.SITE_DIR ?? path.join(root, 'out'));
  const env = readEnv();
  const withEmulator = !env.RUNTIME_URL && process.env.START_EMULATOR !== '0';
  await startSite({
    root,
    siteDir,
    env,
    skipBuild: process.env.SKIP_BUILD === '1',
    host: process.env.HOST,
    beforeServe: withEmulator ? () => startLocalEmulator(env, root, siteDir) : undefined,
  });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
