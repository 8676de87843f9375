import path from 'node:path';
import { parseConfig } from '@/lib/config';
import { ContentSourceError } from '../content-source';
import { contentSource } from '../index';
import { localContentSource } from '../local/local-source';
import {
  articleWire,
  eventWire,
  productionWire,
  siteWire,
  tokenAnswer,
} from '@/testing/platform-fixtures';
import { platformContentSource } from './platform-source';
import { startPlatformServer, type PlatformServer } from '@/testing/platform-server';

const ROOT = path.resolve(__dirname, '../../..');
const NOW = new Date('2026-11-21T09:00:00+01:00');
/** The embedded content supplies site config, menus, footer, page definitions and redirects. */
const base = localContentSource(ROOT);
const EVENTS = '/data/sites/kulturhuset/events';
const BLOCK_DATA = '/management/site/kulturhuset/block-data';

let server: PlatformServer;
beforeEach(async () => {
  server = await startPlatformServer();
  server.route('GET', '/data/sites', {
    status: 200,
    body: [siteWire('annet'), siteWire('kulturhuset')],
  });
  server.route('POST', '/idp/token', { status: 200, body: tokenAnswer('token-1') });
  server.route('GET', EVENTS, {
    status: 200,
    body: [
      eventWire('e1'),
      eventWire('e2'),
      eventWire(
        'e3',
        productionWire('7654321', {
          Object: 'culture',
          ObjectClass: undefined,
          ParentSlug: undefined,
          TypeText: 'Konsert',
        }),
      ),
    ],
  });
  server.route('GET', '/management/site/kulturhuset/article', {
    status: 200,
    body: [articleWire('a1'), articleWire('a2')],
  });
  server.route('GET', BLOCK_DATA, {
    status: 200,
    body: { beta: { title: { text: 'Ny tittel fra plattformen' } } },
  });
});
afterEach(() => server.close());

const load = () =>
  platformContentSource(server.config, base, { timeoutMs: 30_000 }).load({ now: NOW });

describe('platform content source', () => {
  it('builds productions, events and articles from the platform and the rest from the local files', async () => {
    const [{ content, problems }, local] = await Promise.all([load(), base.load({ now: NOW })]);
    expect(problems).toEqual([]);
    expect(content.productions.map((production) => production.id)).toEqual([
      'prod-1234567',
      'prod-7654321',
    ]);
    expect(content.events.map((event) => event.id)).toEqual(['e1', 'e2', 'e3']);
    expect(content.articles.map((article) => article.id)).toEqual(['a1', 'a2']);
    expect(content.site).toEqual(local.content.site);
    expect(content.menu).toEqual(local.content.menu);
    expect(content.redirects).toEqual(local.content.redirects);
  });

  it('maps an event and its production to the site entities', async () => {
    const { content } = await load();
    expect(content.events[0]).toEqual({
      id: 'e1',
      production: { pageReference: 'film-dxm1234567' },
      startTime: '2026-11-22T18:00:00+01:00',
      endTime: '2026-11-22T20:00:00+01:00',
      location: { name: 'Sal 1', venue: 'Kulturhuset' },
      prices: [
        { label: 'Voksen', amountKr: 150 },
        { label: 'Barn', amountKr: 100 },
      ],
      availability: 'few',
      ticketUrl: 'https://billett.example.no/event/e1',
      format: '2D',
      tags: ['norsk-tekst'],
    });
    expect(content.productions[0]).toMatchObject({
      object: 'movie',
      catalogueNumber: 'DXM1234567',
      pageReference: 'film-dxm1234567',
      features: { ageRating: '12', lengthMinutes: 110, genres: ['Drama'] },
      contents: { summary: 'Kort omtale.', body: '<p>Lang omtale.</p>' },
      assets: [
        {
          type: 'first_image',
          url: 'https://images.example.no/film.jpg',
          alt: 'Bilde fra filmen',
          width: 1920,
          height: 1080,
          focalPoint: { x: 0.5, y: 0.4 },
        },
      ],
    });
  });

  it('maps an article with node_locale nb and timestamps in epoch ms', async () => {
    const { content } = await load();
    expect(content.articles[0]).toMatchObject({
      id: 'a1',
      slug: 'artikkel-a1',
      node_locale: 'nb',
      category: 'news',
      createdAt: Date.parse('2026-10-01T08:00:00Z'),
      updatedAt: Date.parse('2026-11-02T09:30:00Z'),
    });
  });

  it('asks for the events of the site whose id is the site config id', async () => {
    await load();
    expect(server.requestsTo(EVENTS)).toHaveLength(1);
  });

  it('uses the first site when none has the site config id', async () => {
    server.route('GET', '/data/sites', { status: 200, body: [siteWire('annet')] });
    server.route('GET', '/data/sites/annet/events', { status: 200, body: [eventWire('e1')] });
    server.route('GET', '/management/site/annet/article', { status: 200, body: [] });
    server.route('GET', '/management/site/annet/block-data', { status: 200, body: {} });
    const { content } = await load();
    expect(content.events.map((event) => event.id)).toEqual(['e1']);
  });

  it('fails when the account has no site', async () => {
    server.route('GET', '/data/sites', { status: 200, body: [] });
    await expect(load()).rejects.toThrow(
      new ContentSourceError('platform', 'data service GET sites: the account has no site'),
    );
  });

  it('reports an event without StartTime by id and field and builds the rest', async () => {
    const { StartTime: _, ...withoutStart } = eventWire('e2');
    server.route('GET', EVENTS, {
      status: 200,
      body: [eventWire('e1'), withoutStart, eventWire('e3')],
    });
    const { content, problems } = await load();
    expect(content.events.map((event) => event.id)).toEqual(['e1', 'e3']);
    expect(problems).toEqual([
      {
        entry: "platform event 'e2'",
        field: 'StartTime',
        message: expect.any(String),
        code: 'missing',
      },
    ]);
  });

  it('reports an event with an invalid ticket URL in the site field name', async () => {
    server.route('GET', EVENTS, {
      status: 200,
      body: [eventWire('e1'), eventWire('e2', undefined, { TicketUrl: 'ikke en url' })],
    });
    const { content, problems } = await load();
    expect(content.events.map((event) => event.id)).toEqual(['e1']);
    expect(problems).toEqual([
      expect.objectContaining({ entry: "platform event 'e2'", field: 'ticketUrl' }),
    ]);
  });

  it('reports a bad production once and leaves out the events that show it', async () => {
    const broken = productionWire('1111111', { PageReference: 'feil-slug' });
    server.route('GET', EVENTS, {
      status: 200,
      body: [eventWire('e1'), eventWire('e2', broken), eventWire('e3', broken)],
    });
    const { content, problems } = await load();
    expect(content.events.map((event) => event.id)).toEqual(['e1']);
    expect(problems.map((problem) => `${problem.entry} ${problem.field}`)).toEqual([
      "platform production 'prod-1111111' pageReference",
      "event 'e2' production.pageReference",
      "event 'e3' production.pageReference",
    ]);
  });

  it('maps the productions an article is about and its news end date', async () => {
    server.route('GET', '/management/site/kulturhuset/article', {
      status: 200,
      body: [articleWire('a1', { Productions: ['film-dxm7654321'], NewsEndsOn: '2026-12-20' })],
    });
    const { content, problems } = await load();
    expect(problems).toEqual([]);
    expect(content.articles[0]).toMatchObject({
      productions: ['film-dxm7654321'],
      newsEndsOn: '2026-12-20',
    });
  });

  it('reports a bad article and leaves it out', async () => {
    server.route('GET', '/management/site/kulturhuset/article', {
      status: 200,
      body: [articleWire('a1'), articleWire('a2', { Category: 'sport' })],
    });
    const { content, problems } = await load();
    expect(content.articles.map((article) => article.id)).toEqual(['a1']);
    expect(problems).toEqual([
      expect.objectContaining({ entry: "platform article 'a2'", field: 'category' }),
    ]);
  });

  it('lays the block data over the props of the matching local block', async () => {
    const { content } = await load();
    const title = content.definitions
      .find((definition) => definition.id === 'beta')
      ?.blocks.find((block) => block.id === 'title');
    expect(title?.props).toMatchObject({
      text: 'Ny tittel fra plattformen',
      lead: expect.any(String),
    });
  });

  it('keeps the local props and reports block data the page-definition schema rejects', async () => {
    server.route('GET', BLOCK_DATA, {
      status: 200,
      body: { beta: { title: { text: '' } }, ukjent: { blokk: { text: 'x' } } },
    });
    const [{ content, problems }, local] = await Promise.all([load(), base.load({ now: NOW })]);
    expect(content.definitions.find((definition) => definition.id === 'beta')).toEqual(
      local.content.definitions.find((definition) => definition.id === 'beta'),
    );
    expect(problems.map((problem) => `${problem.entry} ${problem.field}`)).toEqual([
      "platform block-data 'ukjent' blokk",
      "platform block-data 'beta' title.props.text",
    ]);
  });

  it('adds a block the block data names and the page definition lacks', async () => {
    server.route('GET', BLOCK_DATA, {
      status: 200,
      body: {
        beta: {
          varsel: {
            component: 'content',
            place: { row: 1, column: 0, order: 1 },
            props: { html: '<p>Stengt i jula</p>' },
          },
          info: { place: { row: 1, column: 0, order: 2 } },
        },
      },
    });
    const { content, problems } = await load();
    expect(problems).toEqual([]);
    const blocks = content.definitions.find((definition) => definition.id === 'beta')?.blocks ?? [];
    expect(blocks.find((block) => block.id === 'varsel')).toMatchObject({
      component: 'content',
      place: { row: 1, column: 0, order: 1 },
      props: { html: '<p>Stengt i jula</p>' },
    });
    expect(blocks.find((block) => block.id === 'info')?.place.order).toBe(2);
  });

  it('fails as a whole when the events call fails, never with an empty programme', async () => {
    server.route('GET', EVENTS, { status: 502 });
    await expect(load()).rejects.toThrow(
      new ContentSourceError(
        'platform',
        'data service GET sites/kulturhuset/events: HTTP 502 Bad Gateway',
      ),
    );
  });

  it('fails as a whole when the identity provider fails', async () => {
    server.route('POST', '/idp/token', { status: 500 });
    await expect(load()).rejects.toThrow(
      /content source 'platform' failed: identity provider POST .*: HTTP 500/,
    );
  });
});

describe('CONTENT_SOURCE=platform', () => {
  const configOf = (values: Record<string, string>) => parseConfig({ NODE_ENV: 'test', ...values });

  it('names every missing variable, one line each', () => {
    expect(() =>
      configOf({
        CONTENT_SOURCE: 'platform',
        PLATFORM_URL: 'https://platform.example.no/',
        PLATFORM_PASSWORD: 'hemmelig',
        MANAGEMENT_URL: 'https://mgmt.example.no/',
        IDP_TOKEN_URL: 'https://idp.example.no/token',
      }),
    ).toThrow(
      new Error(
        [
          'Invalid configuration:',
          '  PLATFORM_USER: is required when CONTENT_SOURCE=platform',
          '  IDP_CLIENT_ID: is required when CONTENT_SOURCE=platform',
          '  IDP_CLIENT_SECRET: is required when CONTENT_SOURCE=platform',
        ].join('\n'),
      ),
    );
  });

  it('is chosen by contentSource() and loads from the configured services', async () => {
    const { config } = server;
    const { build } = configOf({
      CONTENT_SOURCE: 'platform',
      PLATFORM_URL: config.dataUrl,
      PLATFORM_USER: config.user,
      PLATFORM_PASSWORD: config.password,
      MANAGEMENT_URL: config.managementUrl,
      IDP_TOKEN_URL: config.idpTokenUrl,
      IDP_CLIENT_ID: config.clientId,
      IDP_CLIENT_SECRET: config.clientSecret,
    });
    const source = contentSource(build, ROOT);
    expect(source.name).toBe('platform');
    const { content } = await source.load({ now: NOW });
    expect(content.events.map((event) => event.id)).toEqual(['e1', 'e2', 'e3']);
  });
});
