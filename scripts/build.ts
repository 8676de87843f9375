import { parseConfig } from '@/lib/config';
import path from 'node:path';
import { buildSite } from '@/pipeline/build-site';
import { PROBLEMS_FILE, readProblems } from '@/pipeline/problems-file';
import { norwegianProblem } from '@/services/content';

/**
 * `npm run build`: the whole site into out/ (or SITE_DIR). It compiles the code every time, unless
 * `--reuse-compile` lets it generate from `.next/` when that holds a compile of the same code
 * (pipeline/compiled-code.ts; `npm test` builds its second member site so). `--incremental`
 * (tests) regenerates only the pages a content change touches over the live build, as the
 * webhook's rebuilds do, or says why it built everything.
 */
async function main() {
  const config = parseConfig(process.env);
  const args = process.argv.slice(2);
  const unknown = args.filter((arg) => arg !== '--reuse-compile' && arg !== '--incremental');
  if (unknown.length > 0)
    throw new Error(
      `unknown option ${unknown.join(' ')}; the only ones are --reuse-compile and --incremental`,
    );
  await buildSite({
    root: process.cwd(),
    outDir: config.siteDir,
    config: config.build,
    reuseCompile: args.includes('--reuse-compile'),
    // Regenerate only what the content change touches, over the live build (docs/architecture.md, Incremental rebuilds).
    ...(args.includes('--incremental') && { incremental: true }),
  });
  // The summary reads the problems the build kept, as the editors' status page does.
  const kept = await readProblems(config.siteDir);
  const file = path.relative(process.cwd(), path.join(config.siteDir, PROBLEMS_FILE));
  if (!kept || kept.problems.length === 0) console.log(`Content: no entry left out (${file}).`);
  else {
    console.log(
      `Content: ${kept.problems.length} problem(s) kept in ${file}, as editors read them:`,
    );
    for (const problem of kept.problems)
      console.log(`  - ${norwegianProblem(problem)} (${problem.field})`);
  }
}

main().catch((error: unknown) => {
  console.error(`Build failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
