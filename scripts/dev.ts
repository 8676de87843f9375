import { spawn } from 'node:child_process';
import path from 'node:path';
import { startEmulator } from '@/emulator/server';
import { emulatorOrigins, readEnv, runtimeUrl } from '@/lib/env';

/**
 * `npm run dev` (DESIGN.md §2): Next's dev server plus the local emulator of the outside
 * services, unless a runtime service URL is configured.
 */
async function main() {
  const env = readEnv();
  if (!env.RUNTIME_URL) {
    await startEmulator(env.EMULATOR_PORT, { root: env.CONTENT_ROOT ?? process.cwd(), clock: env.CONTENT_CLOCK, allowedOrigins: emulatorOrigins(env) });
    console.log(`The local emulator answers at ${runtimeUrl(env).replace(/\/runtime$/, '')}`);
  }
  const next = spawn(process.execPath, [path.join('node_modules', 'next', 'dist', 'bin', 'next'), 'dev', '--port', String(env.PORT)], { stdio: 'inherit' });
  next.on('exit', (code) => process.exit(code ?? 0));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
