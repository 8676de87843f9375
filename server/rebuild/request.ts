import { signRequest } from '@contentful/node-apps-toolkit';

export interface RebuildRequestEnv {
  /** Full URL of the endpoint; default `http://127.0.0.1:<PORT or 3000>/api/rebuild`. */
  REBUILD_URL?: string | undefined;
  PORT?: string | undefined;
  CONTENTFUL_WEBHOOK_SECRET?: string | undefined;
  REBUILD_SECRET?: string | undefined;
}

/**
 * Asks the site server for a rebuild as the systemd timer does (pipeline/nginx/rebuild-timer.ts):
 * `POST` with the body `{"trigger":"schedule"}`, signed as Contentful signs webhooks with
 * CONTENTFUL_WEBHOOK_SECRET and the current time (so the signature works once), or else with the
 * shared REBUILD_SECRET header. Times out after 30 s.
 * @returns the status and body of the answer (202 when the build was queued).
 * @throws Error when neither secret is set, or the server cannot be reached.
 */
export async function requestRebuild(
  env: RebuildRequestEnv,
  now = Date.now(),
): Promise<{ url: string; status: number; body: string }> {
  const url = new URL(env.REBUILD_URL ?? `http://127.0.0.1:${env.PORT ?? 3000}/api/rebuild`);
  const body = JSON.stringify({ trigger: 'schedule' });
  const base = { 'content-type': 'application/json' };
  let headers: Record<string, string>;
  if (env.CONTENTFUL_WEBHOOK_SECRET)
    headers = {
      ...base,
      ...signRequest(
        env.CONTENTFUL_WEBHOOK_SECRET,
        { method: 'POST', path: url.pathname + url.search, headers: base, body },
        now,
      ),
    };
  else if (env.REBUILD_SECRET) headers = { ...base, 'x-rebuild-secret': env.REBUILD_SECRET };
  else
    throw new Error(
      'set CONTENTFUL_WEBHOOK_SECRET or REBUILD_SECRET (the same as the site server) in the environment file',
    );
  const response = await fetch(url, {
    method: 'POST',
    headers,
    body,
    signal: AbortSignal.timeout(30_000),
  });
  return { url: url.href, status: response.status, body: await response.text() };
}
