import { buildClock } from '@/pipeline/build-state';
import { parseConfig, type BuildConfig, type EmulatorConfig } from '@/lib/config';
import { startSite } from '@/server/start';

/** A package the emulator needs is missing: a production install (`npm ci --omit=dev`) without the dev tools. */
const isMissingModule = (error: unknown) =>
  ['ERR_MODULE_NOT_FOUND', 'MODULE_NOT_FOUND'].includes(
    String((error as NodeJS.ErrnoException | undefined)?.code),
  );

/**
 * The local emulator of the runtime service and the film-club backends, for a demo without real
 * services. Loaded only here (a dynamic import), so the production server never loads the test
 * double; its film-club tickets are for showings of the programme served, generated at the clock
 * of the build in `siteDir`.
 */
async function startLocalEmulator(
  emulatorConfig: EmulatorConfig,
  build: BuildConfig,
  root: string,
  siteDir: string,
  runtimeUrl: string,
): Promise<void> {
  let emulator: typeof import('@/emulator/server');
  try {
    emulator = await import('@/emulator/server');
  } catch (error) {
    if (!isMissingModule(error)) throw error;
    console.warn(
      `The local emulator cannot start without the dev dependencies (${error instanceof Error ? error.message : String(error)}); live availability and the film club answer with their error messages. Set RUNTIME_URL for a real service.`,
    );
    return;
  }
  const clock = build.clock ?? (await buildClock(siteDir)) ?? new Date();
  await emulator.startEmulator(emulatorConfig.port, {
    root: build.contentRoot ?? root,
    clock,
    allowedOrigins: emulatorConfig.allowedOrigins,
  });
  console.log(`The local emulator of the runtime service answers at ${runtimeUrl}`);
}

/**
 * `npm start`: builds the site when out/ (SITE_DIR) is missing or stale, then serves it on PORT
 * (server/start.ts), with the local emulator of the outside services when no service URL is
 * configured. One emulator serves every site of a test run; the others set START_EMULATOR=0.
 */
async function main() {
  const root = process.cwd();
  // Configuration errors fail before a build of minutes, every bad variable at once.
  const { siteDir, build, server } = parseConfig(process.env);
  const { emulator } = server;
  await startSite({
    root,
    siteDir,
    build,
    server,
    beforeServe: emulator
      ? () => startLocalEmulator(emulator, build, root, siteDir, server.runtimeUrl)
      : undefined,
  });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
