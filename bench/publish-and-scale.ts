/**
 * `npm run bench:publish` (issues 5, 15 and 16): the publish section of `npm run bench` on its own
 * (bench/sections/publish.ts), printed; asserts nothing. BENCH_ONLY picks measurements:
 * `publish-embedded`, `publish-1000`, `preview` (default all).
 * Build time at 1,000-10,000 productions: `npm run bench:build`.
 */
import { processConfig } from '@/lib/config';
import { PUBLISH_MEASUREMENTS, publishGoal } from './sections/publish';

async function main() {
  const { portBase, emulatorPort, only } = processConfig().bench;
  const chosen = only
    ? only.split(',').map((name) => name.trim())
    : Object.keys(PUBLISH_MEASUREMENTS);
  for (const name of chosen) {
    const measure = PUBLISH_MEASUREMENTS[name];
    if (!measure)
      throw new Error(
        `BENCH_ONLY: no measurement "${name}" (${Object.keys(PUBLISH_MEASUREMENTS).join(', ')})`,
      );
    const figure = await measure({ portBase, emulatorPort });
    console.log(
      `BENCH ${figure.what}: ${figure.seconds.toFixed(1)} s, ${publishGoal(figure)} (load average ${figure.load ?? '-'})`,
    );
    console.log(`  the measured build: ${figure.build}`);
  }
}

main().catch((error: unknown) => {
  console.error(`Benchmark failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
