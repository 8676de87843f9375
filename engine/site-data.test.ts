import { article, contentSet, definition, event, production } from '@/tests/fixtures';
import { calendarEntries, memoizedPage, memoizedPagePaths, sitemapEntries } from './site-data';

const film = production({ title: 'Fjellet', catalogueNumber: 'DXM1000001' });
const news = article('apningstider-i-jula', {
  title: 'Åpningstider i jula',
  updatedAt: Date.UTC(2026, 10, 20, 12),
});
const content = () =>
  contentSet({
    productions: [film],
    events: [
      event(film.pageReference, '2026-11-21T18:00:00+01:00'),
      event(film.pageReference, '2026-11-22T20:00:00+01:00'),
    ],
    articles: [news],
    definitions: [
      definition({ id: 'home', path: '/', title: 'Forsiden' }),
      definition({
        id: 'article',
        path: '/artikkel/:article',
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
      }),
    ],
  });

describe('site data of one content set', () => {
  it('lists the sitemap with the last update of article pages only', () => {
    expect(sitemapEntries(content())).toEqual([
      { path: '/', lastModified: undefined },
      { path: '/artikkel/apningstider-i-jula', lastModified: new Date('2026-11-20T12:00:00Z') },
    ]);
  });

  it('resolves a page once per content set and path, and an unknown path to undefined', () => {
    const set = content();
    const page = memoizedPage(set, '/artikkel/apningstider-i-jula');
    expect(page?.meta.title).toBe('Kulturhuset | Artikkel');
    expect(memoizedPage(set, '/artikkel/apningstider-i-jula')).toBe(page);
    expect(memoizedPage(content(), '/artikkel/apningstider-i-jula')).not.toBe(page);
    expect(memoizedPage(set, '/finnes-ikke')).toBeUndefined();
    expect(memoizedPagePaths(set)).toBe(memoizedPagePaths(set));
  });

  it('joins every event with its production for the calendar files, by event id', () => {
    const entries = calendarEntries(content());
    expect(
      [...entries.values()].map(
        ({ event: { startTime }, production: { title } }) => `${title} ${startTime}`,
      ),
    ).toEqual(['Fjellet 2026-11-21T18:00:00+01:00', 'Fjellet 2026-11-22T20:00:00+01:00']);
    expect(entries.get(`${film.pageReference}-2026-11-22T20:00:00+01:00`)?.production.title).toBe(
      'Fjellet',
    );
  });

  it('names the event whose production is missing', () => {
    const orphan = event('ukjent-produksjon', '2026-11-23T18:00:00+01:00');
    expect(() => calendarEntries(contentSet({ events: [orphan] }))).toThrow(
      `event '${orphan.id}': production 'ukjent-produksjon' is missing`,
    );
  });
});
