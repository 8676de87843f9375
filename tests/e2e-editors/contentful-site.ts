import { spawn, type ChildProcess } from 'node:child_process';
import { readdir, rm } from 'node:fs/promises';
import { signRequest } from '@contentful/node-apps-toolkit';
import { expect } from '@playwright/test';
import { childEnv } from '@/lib/config';
import type { CdaServer } from '@/testing/cda-server';

/** A site server (`npm start`'s entry point) reading Contentful from the protocol test server. */
export interface ContentfulSite {
  process: ChildProcess;
  /** `http://127.0.0.1:<port>` */
  base: string;
}

/**
 * Starts `scripts/start.ts` on 127.0.0.1:`port` with CONTENT_SOURCE=contentful against `cda`,
 * its emulator on `port + 1`, and `env` on top; resolves once `/` answers 200
 * (the server builds the site before it listens: minutes on a busy two-core machine).
 */
export async function startContentfulSite(
  cda: CdaServer,
  { port, siteDir, env = {} }: { port: number; siteDir: string; env?: Record<string, string> },
): Promise<ContentfulSite> {
  // Outcomes an interrupted earlier run kept would show in this run's status (server/rebuild/kept-outcomes.ts).
  await rm(`${siteDir}.rebuilds.json`, { force: true });
  const child = spawn(process.execPath, [require.resolve('tsx/cli'), 'scripts/start.ts'], {
    env: {
      ...childEnv(),
      PORT: String(port),
      HOST: '127.0.0.1',
      SITE_DIR: siteDir,
      EMULATOR_PORT: String(port + 1),
      CONTENT_SOURCE: 'contentful',
      CONTENTFUL_SPACE_ID: 'kulturhuset',
      CONTENTFUL_ACCESS_TOKEN: 'token',
      CONTENTFUL_HOST: cda.host,
      // Its warnings and errors in the suite's output, not a line per request.
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: 'inherit',
  });
  const base = `http://127.0.0.1:${port}`;
  await expect
    .poll(async () => (await fetch(`${base}/`).catch(() => undefined))?.status, {
      timeout: 540_000,
      intervals: [1000],
    })
    .toBe(200);
  return { process: child, base };
}

/** Stops the site and the protocol server and removes the project-folder entries `leftover` names. */
export async function stopContentfulSite(
  site: ContentfulSite | undefined,
  cda: CdaServer | undefined,
  leftover: (name: string) => boolean,
): Promise<void> {
  site?.process.kill();
  await cda?.close();
  const names = (await readdir('.')).filter(leftover);
  await Promise.all(names.map((name) => rm(name, { recursive: true, force: true })));
}

/** A rebuild webhook call signed as Contentful signs it (request verification), over the exact body sent. */
export function signedWebhook(secret: string, entryId: string) {
  const body = JSON.stringify({ sys: { id: entryId, type: 'Entry' } });
  const headers = {
    'content-type': 'application/vnd.contentful.management.v1+json',
    'x-contentful-topic': 'ContentManagement.Entry.publish',
  };
  return {
    data: body,
    headers: {
      ...headers,
      ...signRequest(secret, { method: 'POST', path: '/api/rebuild', headers, body }, Date.now()),
    },
  };
}
