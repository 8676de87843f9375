import { parseConfig } from '@/lib/config';
import path from 'node:path';
import { buildSite } from '@/build/build-site';
import { PROBLEMS_FILE, readProblems } from '@/build/problems-file';
import { norwegianProblem } from '@/services/content';

/** `npm run build`: the whole site into out/ (or SITE_DIR). */
async function main() {
  const config = parseConfig(process.env);
  await buildSite({ root: process.cwd(), outDir: config.siteDir, config: config.build });
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
