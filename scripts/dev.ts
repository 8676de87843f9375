import { spawn } from 'node:child_process';
import path from 'node:path';
import { startEmulator } from '@/emulator/server';
import { parseConfig } from '@/lib/config';

/**
 * `npm run dev`: Next's dev server plus the local emulator of the outside services, unless a
 * runtime service URL is configured. Next's process parses the same environment itself
 * (app/_site/build-config.ts).
 */
async function main() {
  const { build, server } = parseConfig(process.env);
  if (server.emulator) {
    await startEmulator(server.emulator.port, {
      root: build.contentRoot ?? process.cwd(),
      clock: build.clock ?? new Date(),
      allowedOrigins: server.emulator.allowedOrigins,
    });
    console.log(`The local emulator answers at ${server.runtimeUrl.replace(/\/runtime$/, '')}`);
  }
  const next = spawn(
    process.execPath,
    [
      path.join('node_modules', 'next', 'dist', 'bin', 'next'),
      'dev',
      '--port',
      String(server.port),
    ],
    { stdio: 'inherit' },
  );
  next.on('exit', (code) => process.exit(code ?? 0));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
