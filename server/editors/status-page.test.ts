import Fastify from 'fastify';
import { requireEditor } from '../editor-auth';
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

describe('requireEditor', () => {
  async function answer(password: string | undefined, authorization?: string) {
    const app = Fastify();
    app.get('/p', async (request, reply) =>
      requireEditor(request, reply, password) ? reply.send('ok') : reply,
    );
    const response = await app.inject({
      url: '/p',
      headers: authorization ? { authorization } : {},
    });
    await app.close();
    return response;
  }
  const basic = (text: string) => `Basic ${Buffer.from(text).toString('base64')}`;

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
