import Fastify from 'fastify';
import { editorGate } from '../editor-auth';
import { PASSWORD_LIMITS, passwordLimiter } from '../password-limiter';
import type { RebuildStatus } from '../rebuild/types';
import { formatDuration, renderStatusPage, type StatusPageData } from './status-page';

const now = new Date('2026-12-01T12:00:00Z');
const publish = {
  trigger: 'webhook' as const,
  result: 'success' as const,
  startedAt: '2026-12-01T10:00:00Z',
  finishedAt: '2026-12-01T10:02:05Z',
  durationMs: 125_000,
  pages: 80,
};
const idle: RebuildStatus = {
  state: 'idle',
  current: null,
  last: publish,
  pending: false,
  recent: [publish],
  schedule: null,
};
const data = (over: Partial<StatusPageData> = {}): StatusPageData => ({
  status: idle,
  live: {
    finishedAt: publish.finishedAt,
    durationMs: publish.durationMs,
    trigger: 'webhook',
    pages: 80,
  },
  problems: [],
  contentful: { space: 'rom', environment: 'master' },
  now,
  ...over,
});

describe('the editors’ status page', () => {
  it('shows the live build in Oslo time with its duration and trigger, and no refresh when idle', () => {
    const html = renderStatusPage(data());
    expect(html).toContain('<h1>Publiseringsstatus</h1>');
    expect(html).toContain('1. desember 2026 kl. 11:02:05');
    expect(html).toContain('<dd>2 min 5 s</dd>');
    expect(html).toContain('<dd>publisering</dd>');
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).not.toContain('http-equiv="refresh"');
    expect(html).toContain('Alt innhold kom med.');
    expect(html).toMatch(
      /<td>publisering<\/td><td class="success">publisert<\/td><td>2 min 5 s<\/td>/,
    );
  });

  it('says a build runs or waits, and refreshes itself then', () => {
    const html = renderStatusPage(
      data({
        status: {
          ...idle,
          state: 'building',
          pending: true,
          current: { trigger: 'schedule', startedAt: '2026-12-01T03:05:00Z' },
        },
      }),
    );
    expect(html).toContain(
      '<strong>Bygger</strong> nå: startet 1. desember 2026 kl. 04:05:00, utløst av daglig ombygging',
    );
    expect(html).toContain('<strong>I kø</strong>');
    expect(html).toContain('<meta http-equiv="refresh" content="5">');
  });

  it('names each entry left out in Norwegian, links a Contentful one to its web app, and escapes what editors wrote', () => {
    const html = renderStatusPage(
      data({
        problems: [
          {
            entry: "contentful article 'jul'",
            field: 'summary',
            message: 'x',
            code: 'missing',
            source: 'contentful',
            contentType: 'article',
            id: 'jul',
            title: 'Jul & <nyttår>',
          },
          { entry: 'content/articles/x.json', field: 'title', message: 'x', code: 'missing' },
        ],
      }),
    );
    expect(html).toContain(
      '<strong>Artikkelen «Jul &amp; &lt;nyttår&gt;» mangler ingress.</strong>',
    );
    expect(html).toContain(
      'href="https://app.contentful.com/spaces/rom/environments/master/entries/jul"',
    );
    expect(html).toContain('id: <code>jul</code>');
    expect(html).toContain('Oppføringen content/articles/x.json mangler tittel.');
    expect(html).toContain('>Åpne «Jul &amp; &lt;nyttår&gt;» i Contentful</a>');
    expect(html.match(/i Contentful<\/a>/g)).toHaveLength(1);
  });

  it('lists failed builds with their error, and says so when nothing rebuilds', () => {
    const failed = {
      ...publish,
      trigger: 'start' as const,
      result: 'failure' as const,
      error: 'content source failed',
      durationMs: 4_000,
    };
    expect(renderStatusPage(data({ status: { ...idle, recent: [failed, publish] } }))).toMatch(
      /<td>oppstart<\/td><td class="failure">feilet <span class="why">\(content source failed\)<\/span><\/td><td>4 s<\/td>/,
    );
    expect(renderStatusPage(data({ status: null }))).toContain(
      'Serveren bygger ikke nettstedet på nytt',
    );
    expect(formatDuration(59_400)).toBe('59 s');
  });
});

describe('the status page’s notice of what failed', () => {
  const notice = (html: string) => /<section class="trouble"[\s\S]*?<\/section>/.exec(html)?.[0];

  it('shows a failed build at the top, in Norwegian, with when and why, and that alerts are sent', () => {
    const html = renderStatusPage(
      data({
        trouble: {
          event: 'build-failed',
          at: '2026-11-26T03:05:40Z',
          reason: 'Contentful svarte ikke',
        },
        alertsSent: true,
      }),
    );
    // The page is there, and the notice comes before the rest of it.
    expect(html).toContain('<h1>Publiseringsstatus</h1>');
    expect(html.indexOf('Noe gikk galt')).toBeLessThan(html.indexOf('Sist oppdatert'));
    expect(notice(html)).toContain(
      '<strong>Siste bygg feilet 26. november kl. 04:05: Contentful svarte ikke. Nettstedet viser fortsatt forrige versjon.</strong>',
    );
    expect(notice(html)).toContain('sendes som varsel til driftsansvarlig');
  });

  it('names a failed deploy or publish command, and an overdue daily rebuild, and says when alerts are not sent', () => {
    const deploy = renderStatusPage(
      data({
        trouble: {
          event: 'deploy-failed',
          at: '2026-11-26T09:30:00Z',
          reason: 'publish command: exited with code 3',
          failed: ['publish'],
        },
        alertsSent: false,
      }),
    );
    expect(notice(deploy)).toContain(
      'Publiseringskommandoen etter siste bygg feilet 26. november kl. 10:30: publish command: exited with code 3.',
    );
    expect(notice(deploy)).toContain(
      'sendes ikke som varsel (ingen varslingsadresse er satt opp i ALERT_WEBHOOK_URL): de vises bare her og i serverens logg.',
    );
    const overdue = renderStatusPage(
      data({
        trouble: {
          event: 'rebuild-overdue',
          at: '2026-11-26T03:05:00Z',
          reason: 'no build has run',
        },
      }),
    );
    expect(notice(overdue)).toContain(
      'Den daglige ombyggingen som skulle starte 26. november kl. 04:05, ble ikke kjørt, og nettstedet er ikke bygget siden.',
    );
  });

  it('shows no notice when nothing failed, but still says whether alerts are sent', () => {
    const html = renderStatusPage(data({ trouble: null, alertsSent: false }));
    expect(html).toContain('<h1>Publiseringsstatus</h1>');
    expect(notice(html)).toBeUndefined();
    expect(html).toContain('sendes ikke som varsel');
  });
});

/** An `Authorization: Basic` header of `text` (`user:password`). */
const basic = (text: string) => `Basic ${Buffer.from(text).toString('base64')}`;

describe('editorGate', () => {
  async function answer(password: string | undefined, authorization?: string) {
    const app = Fastify();
    app.get('/p', async (request, reply) =>
      editorGate(password)(request, reply) ? reply.send('ok') : reply,
    );
    const response = await app.inject({
      url: '/p',
      headers: authorization ? { authorization } : {},
    });
    await app.close();
    return response;
  }
  it('lets an editor in with the password and any user name, and asks for it otherwise', async () => {
    const inside = await answer('hemmelig-passord', basic('redaksjon:hemmelig-passord'));
    expect(inside.statusCode).toBe(200);
    expect(inside.body).toBe('ok');
    expect(inside.headers['cache-control']).toBe('no-store');
    const none = await answer('hemmelig-passord');
    expect(none.statusCode).toBe(401);
    expect(none.headers['www-authenticate']).toMatch(/^Basic realm="Redaksjon"/);
    expect((await answer('hemmelig-passord', basic('redaksjon:feil-passord'))).statusCode).toBe(
      401,
    );
    expect((await answer('hemmelig-passord', 'Bearer hemmelig-passord')).statusCode).toBe(401);
  });

  it('answers 404 to everyone when no password is configured', async () => {
    expect((await answer(undefined, basic('redaksjon:'))).statusCode).toBe(404);
  });
});

// Issue 26 item 2: 54,695 wrong guesses in 10 s, all 401, and the right one accepted straight after.
describe('editorGate against guessing', () => {
  const PASSWORD = 'riktig-passord-for-redaksjonen';
  const wrong = basic('redaksjon:gjetning');
  const right = basic(`redaksjon:${PASSWORD}`);

  /** One gate (as the status page and the preview share it) on a fake clock, and its log. */
  async function gateServer() {
    let time = Date.parse('2026-11-26T12:00:00Z');
    const log: string[] = [];
    const gate = editorGate(PASSWORD, {
      limiter: passwordLimiter(PASSWORD_LIMITS, () => time),
      log: (line) => log.push(line),
    });
    const app = Fastify();
    app.get('/p', async (request, reply) => (gate(request, reply) ? reply.send('ok') : reply));
    const attempt = (remoteAddress: string, authorization?: string) =>
      app.inject({ url: '/p', remoteAddress, headers: authorization ? { authorization } : {} });
    return { app, log, attempt, wait: (ms: number) => (time += ms) };
  }

  it('locks a client out after 10 wrong passwords a minute, 429 with Retry-After, twice as long the next time', async () => {
    const { app, log, attempt, wait } = await gateServer();
    for (let i = 0; i < 10; i += 1)
      expect((await attempt('192.0.2.1', wrong)).statusCode).toBe(401);
    expect(log).toEqual([]);
    const eleventh = await attempt('192.0.2.1', wrong);
    expect(eleventh.statusCode).toBe(401);
    expect(log).toEqual([
      "Editors' pages: 192.0.2.1 locked out for 60 s after 11 wrong passwords (lock-out 1; each doubles the last).",
    ]);
    // Locked out: even the right password is not tried, so guessing gains nothing.
    const locked = await attempt('192.0.2.1', right);
    expect(locked.statusCode).toBe(429);
    expect(locked.headers['retry-after']).toBe('60');
    expect(locked.headers['cache-control']).toBe('no-store');
    expect(locked.body).toBe('For mange feil passord. Vent 60 sekunder og prøv igjen.');
    // Another address, which has not failed, gets in at once.
    expect((await attempt('192.0.2.2', right)).body).toBe('ok');
    // A minute later the client may try again; 11 more wrong ones lock it out for two minutes.
    wait(60_000);
    for (let i = 0; i < 11; i += 1)
      expect((await attempt('192.0.2.1', wrong)).statusCode).toBe(401);
    expect((await attempt('192.0.2.1', right)).headers['retry-after']).toBe('120');
    expect(log[1]).toMatch(/^Editors' pages: 192\.0\.2\.1 locked out for 120 s .*lock-out 2;/);
    wait(120_000);
    expect((await attempt('192.0.2.1', right)).body).toBe('ok');
    await app.close();
  });

  it('counts an IPv6 /64 as one client, and a request without a password as no attempt', async () => {
    const { app, attempt } = await gateServer();
    for (let i = 0; i < 30; i += 1) expect((await attempt('192.0.2.9')).statusCode).toBe(401);
    expect((await attempt('192.0.2.9', right)).body).toBe('ok');
    for (let i = 0; i < 11; i += 1) await attempt(`2001:db8:7:7::${i + 1}`, wrong);
    expect((await attempt('2001:db8:7:7:ffff::1', right)).statusCode).toBe(429);
    expect((await attempt('2001:db8:7:8::1', right)).body).toBe('ok');
    await app.close();
  });

  it('locks out every client that has failed when 100 wrong passwords a minute come from many, but never one that has not', async () => {
    const { app, log, attempt } = await gateServer();
    // 101 addresses, one guess each: none over its own limit, all together over the overall one.
    for (let i = 0; i <= 100; i += 1) await attempt(`198.51.100.${i}`, wrong);
    expect(log).toEqual([
      "Editors' pages: all clients that have failed locked out for 60 s after 101 wrong passwords (lock-out 1; each doubles the last).",
    ]);
    const guesser = await attempt('198.51.100.7', right);
    expect(guesser.statusCode).toBe(429);
    expect(guesser.headers['retry-after']).toBe('60');
    expect((await attempt('203.0.113.5', right)).body).toBe('ok');
    await app.close();
  });
});
