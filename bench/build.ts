/**
 * `npm run bench:build` (issues 5 and 7): only the build section of the benchmark
 * (bench/sections/build.ts), printed as Markdown: each build, its floor (a bare Next export of as
 * many pages, bench/floor-app) and the goals. `BENCH_SIZES=1000,5000` chooses the synthetic
 * sizes (default 1000,5000,10000); `BENCH_FLOOR=0` skips the floors. Prints figures; asserts nothing.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { renderMarkdown } from './report';
import { runBuild } from './sections/build';
import { parseConfig } from '@/lib/config';

async function main() {
  const workDir = await mkdtemp(path.join(os.tmpdir(), 'kulturhuset-bench-build-'));
  try {
    const section = await runBuild({
      root: process.cwd(),
      workDir,
      config: parseConfig(process.env),
      log: (message) => process.stderr.write(`[bench] build: ${message}\n`),
    });
    process.stdout.write(renderMarkdown('Kulturhuset benchmark: build', [section]));
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(`Benchmark failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
