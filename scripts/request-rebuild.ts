import { signRequest } from '@contentful/node-apps-toolkit';

/**
 * Asks the site server for a rebuild, as the systemd timer of a deployment behind nginx does
 * (server/nginx/rebuild-timer.ts): `POST REBUILD_URL` (default `http://127.0.0.1:<PORT>/api/rebuild`)
 * with the body `{"trigger":"schedule"}`, signed as Contentful signs webhooks with
 * CONTENTFUL_WEBHOOK_SECRET (a fresh timestamp, so the signature works once), or else with the
 * shared REBUILD_SECRET header. Both secrets come from the environment (the unit's
 * EnvironmentFile), never from a file the build writes. Exits 0 when the server answered 202.
 */
async function main() {
  const url = new URL(process.env.REBUILD_URL ?? `http://127.0.0.1:${process.env.PORT ?? 3000}/api/rebuild`);
  const body = JSON.stringify({ trigger: 'schedule' });
  const base = { 'content-type': 'application/json' };
  const webhookSecret = process.env.CONTENTFUL_WEBHOOK_SECRET;
  const sharedSecret = process.env.REBUILD_SECRET;
  let headers: Record<string, string>;
  if (webhookSecret) headers = { ...base, ...signRequest(webhookSecret, { method: 'POST', path: url.pathname + url.search, headers: base, body }, Date.now()) };
  else if (sharedSecret) headers = { ...base, 'x-rebuild-secret': sharedSecret };
  else throw new Error('set CONTENTFUL_WEBHOOK_SECRET or REBUILD_SECRET (the same as the site server) in the environment file');
  const response = await fetch(url, { method: 'POST', headers, body, signal: AbortSignal.timeout(30_000) });
  const answer = await response.text();
  console.log(`${url.href} answered ${response.status}: ${answer}`);
  if (response.status !== 202) process.exit(1);
}

main().catch((error: unknown) => {
  console.error(`Rebuild request failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
