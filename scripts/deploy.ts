import path from 'node:path';
import { parseConfig } from '@/lib/config';
import { deployTarget } from '../pipeline/deploy/config';
import { deploySite } from '../pipeline/deploy/deploy';
import { formatReport, terminalProgress } from '../pipeline/deploy/progress';

/**
 * `npm run deploy [site folder]`: uploads a finished build (default SITE_DIR, else `out/`) to
 * DEPLOY_BUCKET (README, "Deploy to object storage and a CDN"). Exits 1 with one line when
 * DEPLOY_BUCKET is unset or the deploy fails.
 */
async function main() {
  const config = parseConfig(process.env);
  const target = deployTarget(config.deploy);
  if (!target)
    throw new Error(
      'DEPLOY_BUCKET is not set: name the bucket to deploy to (README, "Deploy to object storage and a CDN")',
    );
  const siteDir = path.resolve(process.argv[2] ?? config.siteDir);
  const progress = terminalProgress();
  const report = await deploySite({
    siteDir,
    bucket: target.bucket,
    keepOldMs: target.keepOldMs,
    onProgress: progress.onProgress,
  }).finally(progress.done);
  console.log(formatReport(report, target.description));
}

main().catch((error: unknown) => {
  console.error(`Deploy failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
