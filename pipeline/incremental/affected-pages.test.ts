import {
  affectedPages,
  filterValuesOf,
  listPagePaths,
  pageRoutes,
  type EntityChange,
  type EntityModel,
} from '@/engine';
import type { ContentSet } from '@/lib/schemas';
import { localContentSource } from '@/services/content';

// The engine's `affectedPages` (engine/page-dependencies.ts) on the embedded site's content: the
// engine is pure and does not load content, so its test with real content lives here.

/** The embedded site's content, at a fixed clock. */
let content: ContentSet;
beforeAll(async () => {
  ({ content } = await localContentSource(process.cwd()).load({
    now: new Date('2026-11-26T10:00:00Z'),
  }));
});

/** The pages of `after` that a change from `before` touches, as the incremental rebuild asks. */
function touched(before: ContentSet, after: ContentSet, model: EntityModel, id: string): string[] {
  const routes = pageRoutes(after, listPagePaths(after));
  const beforeRoutes = pageRoutes(before, listPagePaths(before));
  const change: EntityChange = {
    model,
    id,
    before: filterValuesOf(before)[model].get(id),
    after: filterValuesOf(after)[model].get(id),
  };
  return affectedPages(
    after,
    routes,
    new Map([...beforeRoutes].map(([path, route]) => [path, route.definition])),
    [change],
  );
}

describe('affectedPages (embedded content)', () => {
  it("touches a changed article's page and the lists that show articles, not another article's page", () => {
    const news = content.articles.find((article) => article.category === 'news');
    const other = content.articles.find((article) => article !== news);
    if (!news || !other) throw new Error('the embedded content has no news article');
    const after = {
      ...content,
      articles: content.articles.map((article) =>
        article === news ? { ...article, title: `${article.title} (oppdatert)` } : article,
      ),
    };
    const pages = touched(content, after, 'article', news.id);
    expect(pages).toContain(`/article/${news.slug}`);
    // The front page shows the latest news, /nyheter every news, culture and cinema article.
    expect(pages).toEqual(expect.arrayContaining(['/', '/nyheter']));
    expect(pages).not.toContain(`/article/${other.slug}`);
    expect(pages).not.toContain('/kinoprogram');
    expect(pages.length).toBeLessThan(listPagePaths(content).length / 10);
  });

  it("touches a changed film's page and the programme, schedule and calendar pages that list it, not another film's page", () => {
    const films = content.productions.filter(
      (production) => production.object === 'movie' && production.objectClass === 'movie',
    );
    const [film, other] = films;
    if (!film || !other) throw new Error('the embedded content has fewer than two films');
    const after = {
      ...content,
      productions: content.productions.map((production) =>
        production === film
          ? { ...production, title: `${production.title} (ny tittel)` }
          : production,
      ),
    };
    const pages = touched(content, after, 'production', film.id);
    const paths = listPagePaths(content);
    const filmPage = paths.find((path) => path === `/${film.parentSlug ?? film.pageReference}`);
    expect(filmPage).toBeDefined();
    expect(pages).toContain(filmPage);
    expect(pages).toEqual(
      expect.arrayContaining(['/kinoprogram', '/programoversikt', '/filmoversikt']),
    );
    expect(pages).not.toContain(`/${other.parentSlug ?? other.pageReference}`);
    // A culture list does not show films.
    expect(pages).not.toContain('/kulturprogram');
  });

  it('touches the page of a showing that moved, and the schedule pages of its venue', () => {
    const showing = content.events.find((event) => event.location.venue === 'Kinoen');
    if (!showing) throw new Error('the embedded content has no cinema showing');
    const after = {
      ...content,
      events: content.events.map((event) =>
        event === showing
          ? { ...event, startTime: `${event.startTime.slice(0, 11)}23:59:00+01:00` }
          : event,
      ),
    };
    const pages = touched(content, after, 'event', showing.id);
    expect(pages).toContain(`/${showing.production.pageReference}`);
    expect(pages).toContain('/kinoprogram');
    expect(pages).not.toContain('/storenhallen');
  });

  it('touches the lists an article leaves: its old version was on them', () => {
    const news = content.articles.find((article) => article.category === 'news');
    if (!news) throw new Error('the embedded content has no news article');
    const after = {
      ...content,
      articles: content.articles.map((article) =>
        article === news ? { ...article, category: 'article' as const } : article,
      ),
    };
    const pages = touched(content, after, 'article', news.id);
    // Neither the front page's latest news nor /nyheter (news, culture, cinema) shows it now.
    expect(pages).toEqual(expect.arrayContaining(['/', '/nyheter', `/article/${news.slug}`]));
  });

  it('touches the page of a new article and none of a removed one (its path is gone)', () => {
    const [first] = content.articles;
    if (!first) throw new Error('the embedded content has no article');
    const added = { ...first, id: 'ny-artikkel', slug: 'ny-artikkel', title: 'Ny artikkel' };
    const withAdded = { ...content, articles: [...content.articles, added] };
    expect(touched(content, withAdded, 'article', 'ny-artikkel')).toContain('/article/ny-artikkel');
    const withoutFirst = { ...content, articles: content.articles.slice(1) };
    expect(touched(content, withoutFirst, 'article', first.id)).not.toContain(
      `/article/${first.slug}`,
    );
  });

  it('touches a path that another definition answered before, whatever changed', () => {
    const routes = pageRoutes(content, listPagePaths(content));
    const before = new Map([...routes].map(([path, route]) => [path, route.definition]));
    before.set('/kinoprogram', 'another-definition');
    expect(affectedPages(content, routes, before, [])).toEqual(['/kinoprogram']);
  });

  it("touches the page of an article that names a changed production, and no other article's page", () => {
    const article = content.articles.find((candidate) => candidate.productions?.length);
    const named = content.productions.find(
      (candidate) => candidate.pageReference === article?.productions?.[0],
    );
    if (!article || !named)
      throw new Error('the embedded content has no article about a production');
    const after = {
      ...content,
      productions: content.productions.map((production) =>
        production === named
          ? { ...production, title: `${production.title} (endret)` }
          : production,
      ),
    };
    const articlePages = touched(content, after, 'production', named.id).filter((page) =>
      page.startsWith('/article/'),
    );
    expect(articlePages).toEqual([`/article/${article.slug}`]);
  });

  it('touches an article page when its list of productions changes', () => {
    const article = content.articles.find((candidate) => !candidate.productions?.length);
    const [production] = content.productions;
    if (!article || !production)
      throw new Error('the embedded content has no article without productions');
    const after = {
      ...content,
      articles: content.articles.map((candidate) =>
        candidate === article
          ? { ...candidate, productions: [production.pageReference] }
          : candidate,
      ),
    };
    expect(touched(content, after, 'article', article.id)).toContain(`/article/${article.slug}`);
  });

  it('a moved showing of a film no article names touches no article page and no list of other productions', () => {
    const named = new Set(content.articles.flatMap((article) => article.productions ?? []));
    const films = new Set(
      content.productions
        .filter((production) => production.object === 'movie' && production.objectClass === 'movie')
        .map((production) => production.pageReference),
    );
    const showing = content.events.find(
      (event) =>
        films.has(event.production.pageReference) && !named.has(event.production.pageReference),
    );
    if (!showing) throw new Error('the embedded content has no showing of a film');
    const after = {
      ...content,
      events: content.events.map((event) =>
        event === showing
          ? { ...event, startTime: `${event.startTime.slice(0, 11)}23:59:00+01:00` }
          : event,
      ),
    };
    const pages = touched(content, after, 'event', showing.id);
    // It is there: its film's page and the cinema programme show it.
    expect(pages).toEqual(
      expect.arrayContaining([`/${showing.production.pageReference}`, '/kinoprogram']),
    );
    expect(pages.filter((page) => page.startsWith('/article/'))).toEqual([]);
    // Lists of culture, the camp, coming films, the sports hall and the news show no such film.
    for (const list of [
      '/kulturprogram',
      '/sommerleir',
      '/kommende-filmer',
      '/aktivitetskalender',
      '/storenhallen',
      '/nyheter',
    ])
      expect(pages).not.toContain(list);
  });
});
