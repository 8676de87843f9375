import path from 'node:path';
import { parseConfig } from '@/lib/config';
import { parseRebuildSchedule } from '@/policy/rebuild-schedule';
import { rollBack, RollbackRefused } from '../server/rebuild/rollback';
import { rebuildEnabled } from '../server/rebuild/setup';

/**
 * `npm run rollback`: serves the build that was live before the current one (docs/operations.md,
 * Rollback), with the site server's own environment (the same SITE_DIR, secret and schedule decide
 * which folders it serves). Prints the build served before and the one served now; exits 1 with
 * the reason when there is nothing to roll back to or a build is running.
 */
async function main() {
  const root = process.cwd();
  const { siteDir, server } = parseConfig(process.env);
  const liveLink =
    rebuildEnabled(server.secrets) || parseRebuildSchedule(server.rebuildSchedule) !== null;
  const { before, now, lines } = await rollBack({
    root,
    siteDir,
    liveLink,
    publishCommand: server.publishCommand,
  });
  const shown = (dir: string) => path.relative(root, dir) || dir;
  console.log(`Served before: ${shown(before)}`);
  console.log(`Served now:    ${shown(now)}`);
  for (const line of lines) console.log(line);
  if (server.deploy)
    console.log(
      `DEPLOY_BUCKET is set: the bucket still holds the newer build; npm run deploy ${shown(now)} puts this one there.`,
    );
}

main().catch((error: unknown) => {
  console.error(
    error instanceof RollbackRefused
      ? `Rollback refused: ${error.message}`
      : `Rollback failed: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
});
