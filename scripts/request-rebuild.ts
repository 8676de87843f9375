import { parseConfig } from '@/lib/config';
import { requestRebuild } from '../server/rebuild/request';

/**
 * `scripts/request-rebuild.ts`, run by the systemd timer of a deployment behind nginx (README,
 * "Daily rebuild"): one signed `POST /api/rebuild` (server/rebuild/request.ts) with the secret
 * from the environment (the unit's EnvironmentFile), never from a file the build writes.
 * Exits 0 when the server answered 202.
 */
const { url, sharedSecret, webhookSecret } = parseConfig(process.env).rebuildRequest;
requestRebuild({
  REBUILD_URL: url,
  CONTENTFUL_WEBHOOK_SECRET: webhookSecret,
  REBUILD_SECRET: sharedSecret,
}).then(
  ({ url, status, body }) => {
    console.log(`${url} answered ${status}: ${body}`);
    if (status !== 202) process.exit(1);
  },
  (error: unknown) => {
    console.error(
      `Rebuild request failed: ${error instanceof Error ? error.message : String(error)}`,
    );
    process.exit(1);
  },
);
