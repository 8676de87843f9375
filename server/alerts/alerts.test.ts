import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { createRebuilder } from '../rebuild/rebuilder';
import type { RebuilderOptions } from '../rebuild/types';
import { pointLink } from '@/pipeline/site-link';
import { removeTemporaryFolders, temporaryFolder, writeTinySite } from '@/tests/tiny-site';
import { createAlerts, type AlertBody } from './alerts';

const servers: Server[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

/** A chat webhook on this machine: answers each POST with the next status of `statuses` (then 200), or never with 'hang'. */
async function endpoint(statuses: (number | 'hang')[] = []) {
  const bodies: AlertBody[] = [];
  const hanging: ServerResponse[] = [];
  let attempts = 0;
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString()));
    request.on('end', () => {
      attempts += 1;
      const status = statuses.shift() ?? 200;
      if (status === 'hang') {
        hanging.push(response);
        return;
      }
      if (status === 200) bodies.push(JSON.parse(text) as AlertBody);
      response.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  servers.push(server);
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks/T0/B0/s3cr3tPathToken`,
    bodies,
    attempts: () => attempts,
    hanging,
  };
}

function recordingLog() {
  const lines: { level: 'info' | 'warn' | 'error'; message: string }[] = [];
  return {
    lines,
    info: (message: string) => lines.push({ level: 'info', message }),
    warn: (message: string) => lines.push({ level: 'warn', message }),
    error: (message: string) => lines.push({ level: 'error', message }),
  };
}

const SITE = 'https://www.kulturhuset.no';
const quiet = { info: () => {}, error: () => {} };

/** A rebuild queue in a temporary project, its outcomes observed by `alerts`. */
async function rebuilderWith(
  observe: NonNullable<RebuilderOptions['observers']>[number],
  extra: Partial<RebuilderOptions>,
) {
  const root = await temporaryFolder('alerts');
  await writeTinySite(path.join(root, 'out'), 'Gammel side');
  const link = path.join(root, 'site-current');
  await pointLink(link, path.join(root, 'out'));
  return createRebuilder({
    build: (dir) => writeTinySite(dir, 'Ny side'),
    link,
    buildsDir: root,
    log: quiet,
    observers: [observe],
    ...extra,
  });
}

afterAll(removeTemporaryFolders);

describe('alerts', () => {
  it('posts one alert for a failed build, with the reason scrubbed of its token, to the webhook', async () => {
    const hook = await endpoint();
    const log = recordingLog();
    const alerts = createAlerts({ webhookUrl: hook.url, siteUrl: async () => SITE, log });
    const rebuilder = await rebuilderWith(alerts.observe, {
      build: () =>
        Promise.reject(
          new Error(
            'Contentful answered 503 for https://cdn.contentful.com/spaces/x/entries?access_token=Q3f9xL0pZ7mW2kR8vT4nB6yH1cJ5',
          ),
        ),
    });
    rebuilder.request('schedule');
    await rebuilder.idle();
    expect(rebuilder.status().last).toMatchObject({ result: 'failure' });
    await alerts.settled();
    expect(hook.bodies).toEqual([
      {
        event: 'build-failed',
        site: SITE,
        reason:
          'Contentful answered 503 for https://cdn.contentful.com/spaces/x/entries?[redacted]',
        statusPage: `${SITE}/redaksjon/status`,
        at: rebuilder.status().last?.finishedAt,
        text: expect.stringMatching(
          /^www\.kulturhuset\.no: Build failed; the live site is unchanged \(.+ Oslo time\): Contentful answered 503 .*\. Status: https:\/\/www\.kulturhuset\.no\/redaksjon\/status$/,
        ),
      },
    ]);
    expect(JSON.stringify(hook.bodies)).not.toContain('Q3f9xL0p');
    expect(log.lines).toContainEqual({ level: 'error', message: hook.bodies[0]?.text });
    // The log names the webhook's host, never its secret path.
    expect(JSON.stringify(log.lines)).not.toContain('s3cr3tPathToken');
  });

  it('posts one alert for a failed deploy of a build that went live, and none for a clean build', async () => {
    const hook = await endpoint();
    const alerts = createAlerts({
      webhookUrl: hook.url,
      siteUrl: async () => SITE,
      log: recordingLog(),
    });
    let fail = true;
    const rebuilder = await rebuilderWith(alerts.observe, {
      deploy: {
        target: 's3://kulturhuset-web',
        run: async () => {
          if (fail) throw new Error('AccessDenied: the key may not write to the bucket');
          return { uploaded: 1, skipped: 0, deleted: 0, kept: 0, bytes: 10, durationMs: 5 };
        },
      },
    });
    rebuilder.request('webhook');
    await rebuilder.idle();
    expect(rebuilder.status().last).toMatchObject({
      result: 'success',
      deploy: { result: 'failure' },
    });
    fail = false;
    rebuilder.request('webhook');
    await rebuilder.idle();
    expect(rebuilder.status().last).toMatchObject({ deploy: { result: 'success' } });
    await alerts.settled();
    expect(hook.bodies).toEqual([
      expect.objectContaining({
        event: 'deploy-failed',
        site: SITE,
        reason: 'deploy to s3://kulturhuset-web: AccessDenied: the key may not write to the bucket',
        statusPage: `${SITE}/redaksjon/status`,
        at: rebuilder.status().recent[1]?.finishedAt,
      }),
    ]);
  });

  it('retries when the endpoint answers 503, and delivers on the next attempt', async () => {
    const hook = await endpoint([503, 503]);
    const log = recordingLog();
    const alerts = createAlerts({
      webhookUrl: hook.url,
      siteUrl: async () => SITE,
      log,
      delivery: { retryDelaysMs: [10, 10, 10] },
    });
    const rebuilder = await rebuilderWith(alerts.observe, {
      build: () => Promise.reject(new Error('next build failed')),
    });
    rebuilder.request();
    await rebuilder.idle();
    await alerts.settled();
    expect(hook.attempts()).toBe(3);
    expect(hook.bodies).toEqual([expect.objectContaining({ event: 'build-failed' })]);
    expect(log.lines).toContainEqual({
      level: 'info',
      message: expect.stringMatching(/^Alert build-failed sent to 127\.0\.0\.1:\d+ \(3 attempt/),
    });
  });

  it('gives up after its attempts and logs the failure to alert at error level', async () => {
    const hook = await endpoint([503, 500, 429]);
    const log = recordingLog();
    const alerts = createAlerts({
      webhookUrl: hook.url,
      siteUrl: async () => SITE,
      log,
      delivery: { retryDelaysMs: [10, 10] },
    });
    alerts.observe(
      {
        trigger: 'webhook',
        result: 'failure',
        startedAt: '2026-11-26T03:05:00.000Z',
        finishedAt: '2026-11-26T03:06:00.000Z',
        durationMs: 60_000,
        error: 'next build failed',
      },
      [],
    );
    await alerts.settled();
    expect(hook.attempts()).toBe(3);
    expect(log.lines).toContainEqual({
      level: 'error',
      message: expect.stringMatching(
        /^Alert build-failed could not be sent: 127\.0\.0\.1:\d+ answered 429, after 3 attempts$/,
      ),
    });
  });

  it('never delays the build: the outcome is recorded while the endpoint has not answered', async () => {
    const hook = await endpoint(['hang']);
    const log = recordingLog();
    const alerts = createAlerts({
      webhookUrl: hook.url,
      siteUrl: async () => SITE,
      log,
      // One attempt, and a timeout far longer than the test: only the hanging endpoint holds the alert.
      delivery: { retryDelaysMs: [], attemptTimeoutMs: 600_000 },
    });
    const rebuilder = await rebuilderWith(alerts.observe, {
      build: () => Promise.reject(new Error('next build failed')),
    });
    rebuilder.request();
    await rebuilder.idle();
    expect(rebuilder.status()).toMatchObject({ state: 'idle', last: { result: 'failure' } });
    // The POST has arrived and is still waiting for its answer.
    while (hook.hanging.length === 0) await new Promise((resolve) => setTimeout(resolve, 10));
    let settled = false;
    void alerts.settled().then(() => (settled = true));
    await new Promise((resolve) => setImmediate(resolve));
    expect(settled).toBe(false);
    // Shutdown gives the alert up.
    alerts.close();
    await alerts.settled();
    expect(log.lines).toContainEqual({
      level: 'error',
      message: expect.stringMatching(/^Alert build-failed could not be sent/),
    });
  });

  it('without a webhook, logs the failure at error level and sends nothing', async () => {
    const log = recordingLog();
    const alerts = createAlerts({ webhookUrl: undefined, siteUrl: async () => SITE, log });
    expect(alerts.sending).toBe(false);
    alerts.overdue({
      event: 'rebuild-overdue',
      at: '2026-11-26T03:05:00.000Z',
      reason: 'no build has run since the daily rebuild was due at 2026-11-26 04:05 Europe/Oslo',
    });
    await alerts.settled();
    expect(log.lines).toEqual([
      {
        level: 'error',
        message:
          'www.kulturhuset.no: Daily rebuild overdue (26 Nov 2026, 04:05 Oslo time): no build has run since the daily rebuild was due at 2026-11-26 04:05 Europe/Oslo. Status: https://www.kulturhuset.no/redaksjon/status (no ALERT_WEBHOOK_URL: no alert sent)',
      },
    ]);
    expect(alerts.lastOverdue()).toMatchObject({ event: 'rebuild-overdue' });
  });
});
