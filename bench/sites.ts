/**
 * The exported sites the bench sections measure, built at most once per `npm run bench`: the public
 * site (the site's own partner, no member area) and a member build (PARTNER_ID=118). Builds go to
 * `out-bench` and `out-bench-118` (gitignored) with the runtime URL of the bench emulator baked in,
 * so a section that serves them starts that emulator on BENCH_EMULATOR_PORT. The builds stay for
 * inspection; `BENCH_REUSE=1` measures the ones already there instead of building again.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import type { Server } from 'node:http';
import path from 'node:path';
import { startEmulator } from '@/emulator/server';
import { childEnv, processConfig } from '@/lib/config';
import type { BenchContext } from './report';

/** Port of the emulator the bench builds point at (runtime service, film-club backends). */
export const BENCH_EMULATOR_PORT = processConfig().bench.emulatorPort;
/** First port of the site servers sections start (each section picks its own offset). */
export const BENCH_PORT_BASE = processConfig().bench.portBase;

export type SiteKind = 'public' | 'member';

const SITE_DIRS: Record<SiteKind, string> = { public: 'out-bench', member: 'out-bench-118' };
const PARTNER: Record<SiteKind, string | undefined> = { public: undefined, member: '118' };

const builds = new Map<SiteKind, Promise<string>>();
let buildQueue: Promise<unknown> = Promise.resolve();

function runBuild(root: string, siteDir: string, partnerId: string | undefined): Promise<void> {
  const env: NodeJS.ProcessEnv = {
    ...childEnv(),
    SITE_DIR: siteDir,
    EMULATOR_PORT: String(BENCH_EMULATOR_PORT),
    NEXT_TELEMETRY_DISABLED: '1',
  };
  delete env.PARTNER_ID;
  delete env.RUNTIME_URL;
  delete env.CONTENT_ROOT;
  if (partnerId) env.PARTNER_ID = partnerId;
  return new Promise((resolve, reject) => {
    // The build log goes to stderr: stdout carries the report.
    const child = spawn(
      process.execPath,
      [path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'scripts/build.ts'],
      { cwd: root, env, stdio: ['ignore', 2, 2] },
    );
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`build of ${siteDir} exited with code ${code}`)),
    );
  });
}

/**
 * The folder of an exported site of `kind`, building it on first use (builds run one at a time,
 * since `next build` uses the project's `.next/`). A developer's `out/`, and a server serving it,
 * are not touched: each build writes its own SITE_DIR (pipeline/site-folders.ts).
 * @throws Error when the build fails.
 */
export function benchSite(context: BenchContext, kind: SiteKind): Promise<string> {
  let build = builds.get(kind);
  if (!build) {
    const siteDir = path.join(context.root, SITE_DIRS[kind]);
    build = buildQueue.then(async () => {
      if (processConfig().bench.reuse && existsSync(path.join(siteDir, 'build-info.json'))) {
        context.log(`reusing ${path.relative(context.root, siteDir)}/ (BENCH_REUSE=1)`);
        return siteDir;
      }
      context.log(`building the ${kind} site into ${path.relative(context.root, siteDir)}/ …`);
      // A build writes only its own SITE_DIR's fresh folder (pipeline/site-folders.ts): a developer's out/ is never touched.
      await runBuild(context.root, siteDir, PARTNER[kind]);
      return siteDir;
    });
    buildQueue = build.catch(() => undefined);
    builds.set(kind, build);
  }
  return build;
}

/** Starts the emulator the bench builds point at, for the sites on the first ports from BENCH_PORT_BASE. Close it with `server.close()`. */
export const startBenchEmulator = (): Promise<Server> =>
  startEmulator(BENCH_EMULATOR_PORT, {
    allowedOrigins: [0, 1, 2, 3].flatMap((offset) => [
      `http://127.0.0.1:${BENCH_PORT_BASE + offset}`,
      `http://localhost:${BENCH_PORT_BASE + offset}`,
    ]),
  });
