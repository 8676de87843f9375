import path from 'node:path';
import type { ContentfulConfig } from '@/lib/config';
import { ContentSourceError } from '../content-source';
import { localContentSource } from '../local/local-source';
import { contentfulContentSource } from './contentful-source';
import {
  articleEntry,
  entries,
  imageAsset,
  startCdaServer,
  type CdaServer,
} from '@/testing/cda-server';

const NOW = new Date('2026-11-21T09:00:00+01:00');
/** The embedded content supplies everything but the articles. */
const base = localContentSource(path.resolve(__dirname, '../../..'));

let server: CdaServer;
beforeEach(async () => {
  server = await startCdaServer();
});
afterEach(() => server.close());

const config = (): ContentfulConfig => ({
  space: 'kulturhuset',
  accessToken: 'token-123',
  environment: 'master',
  host: server.host,
  locale: 'nb',
});
// The timeout is the adapter's own deadline for a hung server; answered calls get a generous one,
// so a busy machine never turns a slow answer into a failure.
const load = (timeoutMs = 30_000) =>
  contentfulContentSource(config(), base, { timeoutMs, retries: 0 }).load({ now: NOW });

const richText = (text: string) => ({
  nodeType: 'document',
  data: {},
  content: [
    {
      nodeType: 'paragraph',
      data: {},
      content: [{ nodeType: 'text', value: text, marks: [], data: {} }],
    },
  ],
});

describe('contentful content source: articles', () => {
  it('maps an entry with HTML content and one with Rich Text content to articles', async () => {
    server.answer(
      entries([
        articleEntry('a1'),
        articleEntry('a2', { content: richText('Hei fra Contentful'), summary: 'Kort' }),
      ]),
    );
    const { content, problems } = await load();
    expect(problems).toEqual([]);
    expect(content.articles.map((article) => article.content)).toEqual([
      '<p>Innhold a1</p>',
      '<p>Hei fra Contentful</p>',
    ]);
    expect(content.articles[1]).toMatchObject({
      id: 'a2',
      slug: 'artikkel-a2',
      summary: 'Kort',
      node_locale: 'nb',
      category: 'news',
      order: 1,
      createdAt: Date.parse('2026-10-01T08:00:00Z'),
      updatedAt: Date.parse('2026-11-02T09:30:00Z'),
    });
  });

  it('maps the productions an article is about and its news end date (a Date field) to the day', async () => {
    server.answer(
      entries([
        articleEntry('a1', {
          productions: ['julekonsert-med-gran-musikkorps-gm3j8k'],
          newsEndsOn: '2026-12-20T00:00+01:00',
        }),
      ]),
    );
    const { content, problems } = await load();
    expect(problems).toEqual([]);
    expect(content.articles[0]).toMatchObject({
      productions: ['julekonsert-med-gran-musikkorps-gm3j8k'],
      newsEndsOn: '2026-12-20',
    });
  });

  it('resolves the image asset from includes with its size, alt text and focal point', async () => {
    server.answer(
      entries(
        [articleEntry('a1', { imageFocalPoint: { x: 0.25, y: 0.75 } })],
        [imageAsset('hero', { width: 1920, height: 1080 })],
      ),
    );
    const { content } = await load();
    expect(content.articles[0]?.image).toEqual({
      type: 'image',
      url: 'https://images.ctfassets.net/space/hero/abc/hero.jpg',
      alt: 'Beskrivelse av hero',
      width: 1920,
      height: 1080,
      focalPoint: { x: 0.25, y: 0.75 },
    });
  });

  it('reports an entry whose image asset has neither description nor title as a missing alt text, and leaves it out', async () => {
    const bare = imageAsset('bare');
    server.answer(
      entries(
        [
          articleEntry('ok'),
          articleEntry('no-alt', {
            image: { sys: { type: 'Link', linkType: 'Asset', id: 'bare' } },
          }),
        ],
        [imageAsset('hero'), { ...bare, fields: { file: bare.fields.file } }],
      ),
    );
    const { content, problems } = await load();
    expect(problems).toEqual([
      expect.objectContaining({
        entry: "contentful article 'no-alt'",
        field: 'image.alt',
        message: expect.stringContaining('is empty'),
      }),
    ]);
    expect(content.articles.map((article) => article.id)).toEqual(['ok']);
  });

  it('requests the article entries of the configured space and environment in locale nb', async () => {
    server.answer(entries([articleEntry('a1')]));
    await load();
    const [request] = server.requests;
    expect(request?.pathname).toBe('/spaces/kulturhuset/environments/master/entries');
    expect(Object.fromEntries(request?.searchParams ?? [])).toMatchObject({
      content_type: 'article',
      locale: 'nb',
      include: '2',
      limit: '1000',
      skip: '0',
    });
  });

  it('fetches 2,345 entries over three pages of 1,000', async () => {
    server.answer(entries(Array.from({ length: 2345 }, (_, index) => articleEntry(`e${index}`))));
    const { content, problems } = await load();
    expect(problems).toEqual([]);
    expect(content.articles).toHaveLength(2345);
    const entryRequests = server.requests.filter((url) => url.pathname.endsWith('/entries'));
    expect(entryRequests).toHaveLength(3);
    expect(entryRequests.map((url) => url.searchParams.get('skip')).sort()).toEqual([
      '0',
      '1000',
      '2000',
    ]);
  });

  it('reports an entry whose image asset is missing from includes and leaves it out', async () => {
    server.answer(
      entries([
        articleEntry('ok'),
        articleEntry('broken', { image: { sys: { type: 'Link', linkType: 'Asset', id: 'gone' } } }),
      ]),
    );
    const { content, problems } = await load();
    expect(content.articles.map((article) => article.id)).toEqual(['ok']);
    // Each problem also carries what the editors' status page shows: source, content type, id and title.
    expect(problems).toEqual([
      {
        entry: "contentful article 'broken'",
        field: 'image',
        message: expect.stringContaining("'gone'"),
        source: 'contentful',
        contentType: 'article',
        id: 'broken',
        title: 'Artikkel broken',
      },
    ]);
  });

  it('reports an entry without a slug, naming the field, and leaves it out', async () => {
    server.answer(entries([articleEntry('ok'), articleEntry('no-slug', { slug: undefined })]));
    const { content, problems } = await load();
    expect(content.articles.map((article) => article.id)).toEqual(['ok']);
    expect(problems).toEqual([
      expect.objectContaining({ entry: "contentful article 'no-slug'", field: 'slug' }),
    ]);
  });

  it('reports an unknown category and an invalid slug', async () => {
    server.answer(
      entries([
        articleEntry('cat', { category: 'sport' }),
        articleEntry('slug', { slug: 'Ugyldig Slug' }),
      ]),
    );
    const { content, problems } = await load();
    expect(content.articles).toEqual([]);
    expect(problems.map((problem) => `${problem.entry} ${problem.field}`)).toEqual([
      "contentful article 'cat' category",
      "contentful article 'slug' slug",
    ]);
  });
});

describe('contentful content source: failures', () => {
  it('throws ContentSourceError on a 500', async () => {
    server.answer(() => ({
      status: 500,
      body: { sys: { type: 'Error', id: 'ServerError' }, message: 'Internal server error' },
    }));
    await expect(load()).rejects.toThrow(
      new ContentSourceError('contentful', 'HTTP 500 ServerError: Internal server error'),
    );
  });

  it.each([
    ['a JSON body that is not a collection', { status: 200, body: { nope: 1 } }],
    ['a body that is not JSON', { status: 200, body: '<html>Bad gateway</html>', raw: true }],
  ])('throws ContentSourceError on %s', async (_, answer) => {
    server.answer(() => answer);
    const error: unknown = await load().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ContentSourceError);
    expect(String(error)).toMatch(
      /content source 'contentful' failed: the answer (for article at skip=0 )?is not a CDA (entry|content type) collection/,
    );
  });

  it('throws ContentSourceError when the server does not answer within the timeout', async () => {
    // The server never answers, so only the adapter's own deadline can end the call.
    server.answer(() => 'hang');
    await expect(load(500)).rejects.toThrow(
      "content source 'contentful' failed: no answer from " + server.host + ' within 500 ms',
    );
  });

  it('throws ContentSourceError naming an invalid access token', async () => {
    server.answer(() => ({
      status: 401,
      body: {
        sys: { type: 'Error', id: 'AccessTokenInvalid' },
        message: 'The access token you sent could not be found or is invalid.',
        requestId: 'r1',
      },
    }));
    await expect(load()).rejects.toThrow(
      /HTTP 401 AccessTokenInvalid: The access token you sent could not be found or is invalid\. \(check CONTENTFUL_SPACE_ID/,
    );
  });

  it('throws ContentSourceError when the server cannot be reached', async () => {
    const { host } = server;
    await server.close();
    await expect(load()).rejects.toThrow(new RegExp(`cannot reach ${host}: ECONNREFUSED`));
    server = await startCdaServer();
  });
});
