/**
 * `npm run bench:publish` (issues 5, 15, 16 and 31): the publish section of `npm run bench` on its
 * own (bench/sections/publish.ts), printed; asserts nothing. BENCH_ONLY picks figures:
 * `publish-embedded`, `publish-1000` (with the deploy after it), `publish-10000-article`,
 * `publish-10000-production` (one start build serves both), `preview` (default all).
 * Build time at 1,000-10,000 productions: `npm run bench:build`.
 */
import { processConfig } from '@/lib/config';
import { chooseMeasurements } from './sections/publish';
import { publishGoal } from './publish/section-report';
import type { DeployFigure } from './publish/deploy-figure';
import { uploadGoal } from './publish/summary';

const deployLine = ({ report, error }: DeployFigure) =>
  report
    ? `${report.uploaded} of ${report.objects} objects uploaded, ${report.skipped} skipped, ${report.deleted} deleted in ${report.seconds.toFixed(1)} s, ${uploadGoal(report.uploaded)}`
    : `not measured: ${error ?? 'no deploy'}`;

async function main() {
  const { portBase, emulatorPort, only } = processConfig().bench;
  for (const { measurement, chosen } of chooseMeasurements(only)) {
    for (const figure of await measurement.run({ portBase, emulatorPort }, chosen)) {
      console.log(
        `BENCH ${figure.what}: ${figure.seconds.toFixed(1)} s, ${publishGoal(figure)} (load average ${figure.load ?? '-'})`,
      );
      console.log(`  the measured build: ${figure.build.mode}; ${figure.build.line}`);
      const { deploy } = figure;
      if (deploy)
        console.log(
          `  the deploy after it: ${deployLine(deploy)}; ${deploy.hardLinked} of ${deploy.files} files hard links of the live build's, ${figure.build.reused ?? '-'} .br/.gz reused`,
        );
    }
  }
}

main().catch((error: unknown) => {
  console.error(`Benchmark failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
