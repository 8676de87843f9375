import { listPagePaths, pageRoutes } from '@/engine';
import { parseConfig } from '@/lib/config';
import type { ContentSet } from '@/lib/schemas';
import { article, contentSet, definition, event, production } from '@/tests/fixtures';
import { entityChanges, planRebuild } from './plan';
import { recordOf, type BuildRecord } from './record';

const film = production({ title: 'Fjellet', catalogueNumber: 'DXM1000001' });
const otherFilm = production({ title: 'Havet', catalogueNumber: 'DXM1000002' });

const base = contentSet({
  definitions: [
    definition({ id: 'home', path: '/', title: 'Forsiden' }),
    definition({ id: 'about', path: '/om', title: 'Om oss' }),
    definition({ id: 'contact', path: '/kontakt', title: 'Kontakt' }),
    definition({
      id: 'news',
      path: '/nyheter',
      title: 'Nyheter',
      sources: [
        {
          name: 'news',
          model: 'article',
          collection: true,
          filters: [{ property: 'category', value: 'news', operator: 'eq' }],
        },
      ],
    }),
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
    }),
  ],
  productions: [film, otherFilm],
  events: [
    event(film.pageReference, '2026-11-27T18:00:00+01:00'),
    event(otherFilm.pageReference, '2026-11-27T20:00:00+01:00'),
  ],
  articles: ['a', 'b', 'c', 'd', 'e'].map((slug) => article(slug)),
});

const clock = new Date('2026-11-26T10:00:00Z');
const build = { ...parseConfig({}).build, clock };

function recordFor(content: ContentSet, overrides: Partial<BuildRecord> = {}): BuildRecord {
  const routes = pageRoutes(content, listPagePaths(content));
  return {
    ...recordOf({
      content,
      build: { ...build, clock: new Date(overrides.clock ?? clock) },
      filmclub: null,
      fingerprint: 'code-1 filmclub=0',
      routes,
    }),
    buildId: 'build-1',
    ...overrides,
  };
}

/** The plan for rebuilding `live`'s content as `next`'s, with the next record's overrides. */
function plan(live: ContentSet | null, next: ContentSet, overrides: Partial<BuildRecord> = {}) {
  return planRebuild({
    live: live && recordFor(live),
    next: recordFor(next, overrides),
    content: next,
    routes: pageRoutes(next, listPagePaths(next)),
  });
}

const retitled = (slug: string): ContentSet => ({
  ...base,
  articles: base.articles.map((entry) =>
    entry.slug === slug ? { ...entry, title: `${entry.title} (oppdatert)` } : entry,
  ),
});

describe('planRebuild', () => {
  it("regenerates a changed article's page, the list that shows it and the front page", () => {
    expect(plan(base, retitled('b'))).toEqual({
      kind: 'incremental',
      regenerate: ['/', '/nyheter', '/artikkel/b'],
      pages: 9,
      events: new Set(),
      calendarsUnchanged: true,
    });
  });

  it('regenerates the front page and one other when nothing changed (Next exports no empty route)', () => {
    expect(plan(base, base)).toEqual({
      kind: 'incremental',
      regenerate: ['/', '/om'],
      pages: 9,
      events: new Set(),
      calendarsUnchanged: true,
    });
  });

  it("rewrites the calendar files of a changed production's events, and of a changed event", () => {
    const next = {
      ...base,
      productions: [{ ...film, title: 'Fjellet (ny tittel)' }, otherFilm],
    };
    const result = plan(base, next);
    expect(result.kind).toBe('incremental');
    if (result.kind === 'incremental') {
      expect([...result.events]).toEqual([`${film.pageReference}-2026-11-27T18:00:00+01:00`]);
      expect(result.calendarsUnchanged).toBe(false);
    }
  });

  it('builds everything, saying why, when it cannot decide', () => {
    expect(plan(null, retitled('b'))).toEqual({ kind: 'full', why: 'no record of the live build' });
    expect(plan(base, retitled('b'), { fingerprint: 'code-2 filmclub=0' })).toEqual({
      kind: 'full',
      why: 'code changed',
    });
    expect(plan(base, retitled('b'), { buildId: 'build-2' })).toEqual({
      kind: 'full',
      why: 'code changed',
    });
    const menu: ContentSet['menu'] = [
      {
        id: 'm1',
        label: 'Kino',
        path: '/kino',
        parent: null,
        place: 'header',
        locale: 'nb',
        order: 1,
        openInNewWindow: false,
      },
    ];
    expect(plan(base, { ...retitled('b'), menu })).toEqual({
      kind: 'full',
      why: 'menus changed',
    });
    expect(plan(base, { ...base, site: { ...base.site, title: 'Huset' } })).toEqual({
      kind: 'full',
      why: 'site settings changed',
    });
    const twin = { ...base, articles: [...base.articles, article('f', { id: 'art-a' })] };
    expect(plan(base, twin)).toEqual({ kind: 'full', why: 'two entities share an id' });
    const allRetitled = {
      ...base,
      articles: base.articles.map((entry) => ({ ...entry, title: 'Ny' })),
    };
    expect(plan(base, allRetitled)).toEqual({
      kind: 'full',
      why: 'too many pages affected (7 of 9)',
    });
  });

  it("builds everything when the live build's clock is on another Oslo day, even the same UTC day", () => {
    const live = recordFor(base, { clock: '2026-11-26T22:30:00.000Z' });
    const next = recordFor(retitled('b'), { clock: '2026-11-26T23:30:00.000Z' });
    const routes = pageRoutes(retitled('b'), listPagePaths(retitled('b')));
    expect(planRebuild({ live, next, content: retitled('b'), routes })).toEqual({
      kind: 'full',
      why: 'live build from another Oslo day',
    });
    const sameDay = recordFor(retitled('b'), { clock: '2026-11-26T22:59:00.000Z' });
    expect(planRebuild({ live, next: sameDay, content: retitled('b'), routes }).kind).toBe(
      'incremental',
    );
  });
});

describe('entityChanges', () => {
  it('lists changed, added and removed entities with what the filters read of each version', () => {
    const next = {
      ...retitled('b'),
      articles: [
        ...retitled('b').articles.filter((entry) => entry.slug !== 'e'),
        article('f', { category: 'culture' }),
      ],
    };
    const changes = entityChanges(recordFor(base).entities, recordFor(next).entities);
    expect(changes).toEqual([
      {
        model: 'article',
        id: 'art-b',
        before: { category: 'news', slug: 'b' },
        after: { category: 'news', slug: 'b' },
      },
      { model: 'article', id: 'art-f', after: { category: 'culture', slug: 'f' } },
      { model: 'article', id: 'art-e', before: { category: 'news', slug: 'e' } },
    ]);
  });
});
