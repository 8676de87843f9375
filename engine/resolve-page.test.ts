import { article, contentSet, definition, event, production } from '@/tests/fixtures';
import { listPagePaths, resolvePage } from './resolve-page';

const TWO_ROWS = {
  rows: [
    {
      index: 0,
      container: false,
      columns: [{ index: 0, span: { xs: 12, md: 12, lg: 12 }, order: { xs: 0, md: 0, lg: 0 } }],
    },
    {
      index: 1,
      container: true,
      columns: [
        { index: 0, span: { xs: 12, md: 8, lg: 9 }, order: { xs: 0, md: 0, lg: 0 } },
        { index: 1, span: { xs: 12, md: 4, lg: 3 }, order: { xs: 1, md: 1, lg: 1 } },
      ],
    },
  ],
};

const film = production({ title: 'Fjellet', catalogueNumber: 'DXM1000001' });
const concert = production({
  title: 'Jazz',
  catalogueNumber: 'JAZZ01',
  object: 'culture',
  objectClass: undefined,
  parentSlug: undefined,
  typeText: 'Konsert',
});
const pool = production({
  title: 'Bading',
  catalogueNumber: 'BAD001',
  object: 'culture',
  objectClass: undefined,
  parentSlug: undefined,
  typeText: 'Bad',
});

const detail = (
  id: string,
  path: string,
  object: 'movie' | 'culture',
  key: string,
  property: string,
) =>
  definition({
    id,
    path,
    title: id,
    pageType: 'standard',
    template: TWO_ROWS,
    sources: [
      {
        name: 'production',
        model: 'production',
        collection: false,
        filters: [
          { property: 'object', value: object, operator: 'eq' },
          { property, value: `:${key}`, operator: 'eq' },
        ],
      },
      {
        name: 'events',
        model: 'event',
        collection: true,
        filters: [{ property: 'production.pageReference', value: `:${key}`, operator: 'eq' }],
        sort: { property: 'startTime', direction: 'asc' },
      },
    ],
    blocks: [
      {
        id: 'cover',
        component: 'cover',
        place: { row: 0, column: 0, order: 0 },
        data: { subject: 'production' },
      },
      {
        id: 'tickets',
        component: 'ticketList',
        place: { row: 1, column: 0, order: 0 },
        data: { production: 'production', events: 'events' },
      },
    ],
    meta: {
      nb: { title: { expression: '{{site.title}} | {{production.title}}', source: 'production' } },
    },
  });

const content = contentSet({
  productions: [film, concert, pool],
  events: [
    event(film.pageReference, '2026-11-22T20:00:00+01:00'),
    event(film.pageReference, '2026-11-21T18:00:00+01:00'),
    event(concert.pageReference, '2026-12-01T19:00:00+01:00'),
  ],
  articles: [article('personvernerklaering', { title: 'Personvernerklæring' })],
  definitions: [
    detail('production', '/:production', 'movie', 'production', 'parentSlug'),
    detail('culture', '/:culture', 'culture', 'culture', 'pageReference'),
    definition({
      id: 'article',
      path: '/article/:article',
      title: 'Artikkel',
      sources: [
        {
          name: 'article',
          model: 'article',
          collection: false,
          filters: [{ property: 'slug', value: ':article', operator: 'eq' }],
        },
      ],
      blocks: [
        {
          id: 'article',
          component: 'article',
          place: { row: 0, column: 0, order: 0 },
          data: { article: 'article' },
        },
      ],
      meta: {
        nb: { title: { expression: '{{article.title}} | {{site.title}}', source: 'article' } },
      },
    }),
    definition({
      id: 'kulturprogram',
      path: '/kulturprogram',
      title: 'Kulturprogram',
      sources: [
        {
          name: 'culture',
          model: 'production',
          collection: true,
          filters: [
            { property: 'object', value: 'culture', operator: 'eq' },
            {
              property: 'typeText',
              value: '^(?!(?:Bad|Idrett|Håndballkamp|Festivaler)$)',
              operator: 'regex',
            },
          ],
        },
        { name: 'news', model: 'article', collection: true },
      ],
      blocks: [
        {
          id: 'program',
          component: 'program',
          place: { row: 0, column: 0, order: 0 },
          props: { variant: 'culture' },
          data: { productions: 'culture' },
        },
        {
          id: 'hidden',
          component: 'cardList',
          hide: true,
          place: { row: 0, column: 0, order: 1 },
          data: { articles: 'news' },
        },
      ],
    }),
  ],
});

describe('resolvePage', () => {
  it('resolves a film page by parent slug with its events filtered by pageReference and sorted', () => {
    const page = resolvePage(content, `/${film.parentSlug}`);
    expect(page?.id).toBe('production');
    expect(page?.meta.title).toBe('Kulturhuset | Fjellet');
    const tickets = page?.rows[1]?.columns[0]?.blocks[0];
    expect(tickets?.component).toBe('ticketList');
    expect(tickets?.data.events?.map((e) => e.startTime)).toEqual([
      '2026-11-21T18:00:00+01:00',
      '2026-11-22T20:00:00+01:00',
    ]);
    expect(tickets?.data.production?.title).toBe('Fjellet');
  });

  it('sends a culture slug to the culture page, not the film page', () => {
    const page = resolvePage(content, `/${concert.pageReference}`);
    expect(page?.id).toBe('culture');
    expect(page?.rows[1]?.columns[0]?.blocks[0]?.data.events).toHaveLength(1);
  });

  it('resolves /article/:article by slug and titles it "article | site"', () => {
    expect(resolvePage(content, '/article/personvernerklaering')?.meta.title).toBe(
      'Personvernerklæring | Kulturhuset',
    );
  });

  it('returns undefined for an unknown path, so it falls back to the 404 page', () => {
    expect(resolvePage(content, '/finnes-ikke-dxm9')).toBeUndefined();
    expect(resolvePage(content, '/article/finnes-ikke')).toBeUndefined();
  });

  it('applies the type exclusion and drops the hidden block with its data', () => {
    const page = resolvePage(content, '/kulturprogram');
    const blocks = page?.rows[0]?.columns[0]?.blocks ?? [];
    expect(blocks.map((block) => block.id)).toEqual(['program']);
    expect(blocks[0]?.data.productions?.map((p) => p.title)).toEqual(['Jazz']);
  });
});

describe('listPagePaths', () => {
  it('lists static paths and one path per entity of each pattern page', () => {
    expect(listPagePaths(content).sort()).toEqual(
      [
        '/kulturprogram',
        '/article/personvernerklaering',
        `/${film.parentSlug}`,
        `/${concert.pageReference}`,
        `/${pool.pageReference}`,
      ].sort(),
    );
  });

  it('refuses two pages with the same static path, naming the definition', () => {
    const twice = contentSet({
      definitions: [
        definition({ id: 'a', path: '/x', title: 'A' }),
        definition({ id: 'b', path: '/x', title: 'B' }),
      ],
    });
    expect(() => listPagePaths(twice)).toThrow(
      "page definition 'b': field `path` duplicates the path /x",
    );
  });
});
