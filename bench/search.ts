/**
 * `npm run bench:search`: runs the `search` section of the benchmark report on its own and prints
 * it as Markdown (bench/sections/search.ts). Uses `out/` when it holds a build with a search index.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { renderMarkdown } from './report';
import { SECTIONS } from './sections';
import { parseConfig } from '@/lib/config';

async function main(): Promise<void> {
  const section = SECTIONS.find((candidate) => candidate.id === 'search');
  if (!section) throw new Error('no search section in bench/sections/index.ts');
  const workDir = await mkdtemp(path.join(os.tmpdir(), 'bench-search-'));
  try {
    const result = await section.run({
      root: process.cwd(),
      workDir,
      config: parseConfig(process.env),
      log: (message) => console.error(message),
    });
    process.stdout.write(renderMarkdown('Benchmark: search', [result]));
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
