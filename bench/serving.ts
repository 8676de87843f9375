/**
 * `npm run bench:serving`: the serving section of `npm run bench` alone (bench/sections/serving.ts),
 * against out/ (built first when missing). Prints the Markdown and writes
 * `bench/results/serving.md` and `bench/results/serving.json`. A benchmark: it asserts nothing.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { renderMarkdown } from './report';
import { SECTIONS } from './sections';
import { parseConfig } from '@/lib/config';

async function main() {
  const root = process.cwd();
  const section = SECTIONS.find((candidate) => candidate.id === 'serving');
  if (!section) throw new Error('bench/sections/index.ts lists no serving section');
  const workDir = await mkdtemp(path.join(os.tmpdir(), 'bench-serving-'));
  try {
    const result = await section.run({
      root,
      workDir,
      config: parseConfig(process.env),
      log: (message) => console.error(message),
    });
    const markdown = renderMarkdown('Benchmark: serving', [result]);
    await mkdir(path.join(root, 'bench/results'), { recursive: true });
    await writeFile(path.join(root, 'bench/results/serving.md'), markdown);
    await writeFile(
      path.join(root, 'bench/results/serving.json'),
      `${JSON.stringify({ measuredAt: new Date().toISOString(), sections: [result] }, null, 2)}\n`,
    );
    console.log(markdown);
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(`Benchmark failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
