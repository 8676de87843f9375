import { compileFilter, passes } from './filters';

const where = { entry: "page definition 'x'", field: 'sources[0].filters[1]' };
const entity = {
  typeText: 'Konsert',
  production: { pageReference: 'jazz-abc123' },
  features: { genres: ['Jazz', 'Konsert'] },
  order: 3,
};

describe('source filters', () => {
  it('eq compares the value at a dot-path', () => {
    expect(
      passes(
        entity,
        compileFilter(
          { property: 'production.pageReference', value: 'jazz-abc123', operator: 'eq' },
          {},
          where,
        ),
      ),
    ).toBe(true);
    expect(
      passes(
        entity,
        compileFilter(
          { property: 'production.pageReference', value: 'other', operator: 'eq' },
          {},
          where,
        ),
      ),
    ).toBe(false);
  });

  it('takes a value starting with : from the route parameters', () => {
    const filter = compileFilter(
      { property: 'production.pageReference', value: ':culture', operator: 'eq' },
      { culture: 'jazz-abc123' },
      where,
    );
    expect(passes(entity, filter)).toBe(true);
  });

  it('names the entry and field when the route parameter is missing', () => {
    expect(() =>
      compileFilter({ property: 'slug', value: ':article', operator: 'eq' }, {}, where),
    ).toThrow(
      "page definition 'x': field `sources[0].filters[1].value` uses route parameter :article",
    );
  });

  it('regex excludes the listed culture types with a negative lookahead (docs/product.md, Programme pages: front page)', () => {
    const exclude = compileFilter(
      {
        property: 'typeText',
        value: '^(?!(?:Bad|Idrett|Håndballkamp|Festivaler|Idrettsal leie)$)',
        operator: 'regex',
      },
      {},
      where,
    );
    expect(passes({ typeText: 'Konsert' }, exclude)).toBe(true);
    expect(passes({ typeText: 'Håndballkamp' }, exclude)).toBe(false);
    expect(passes({ typeText: 'Idrettsal leie' }, exclude)).toBe(false);
    expect(passes({ typeText: 'Idrettsal leie og mer' }, exclude)).toBe(true);
  });

  it('passes a list value when any element passes, and never passes a missing value', () => {
    expect(
      passes(
        entity,
        compileFilter({ property: 'features.genres', value: 'Jazz', operator: 'eq' }, {}, where),
      ),
    ).toBe(true);
    expect(
      passes(
        entity,
        compileFilter({ property: 'features.missing', value: '.*', operator: 'regex' }, {}, where),
      ),
    ).toBe(false);
    expect(
      passes(entity, compileFilter({ property: 'order', value: '3', operator: 'eq' }, {}, where)),
    ).toBe(true);
  });

  it('reports an invalid regular expression with its field', () => {
    expect(() =>
      compileFilter({ property: 'typeText', value: '(unclosed', operator: 'regex' }, {}, where),
    ).toThrow(/field `sources\[0\]\.filters\[1\]\.value` is not a valid regular expression/);
  });

  it('in takes the values at a dot-path of an earlier source: one entity with a list, or every entity of a collection', () => {
    const article = { productions: ['jazz-abc123', 'teater-def456'] };
    const byArticle = compileFilter(
      { property: 'production.pageReference', value: 'article.productions', operator: 'in' },
      {},
      where,
      new Map([['article', [article]]]),
    );
    expect(passes(entity, byArticle)).toBe(true);
    expect(passes({ production: { pageReference: 'annen-ghi789' } }, byArticle)).toBe(false);
    const byFilms = compileFilter(
      { property: 'production.pageReference', value: 'films.pageReference', operator: 'in' },
      {},
      where,
      new Map([['films', [{ pageReference: 'annen-ghi789' }, { pageReference: 'jazz-abc123' }]]]),
    );
    expect(passes(entity, byFilms)).toBe(true);
    expect(passes({ production: { pageReference: 'film-xyz' } }, byFilms)).toBe(false);
  });

  it('in passes nothing when the earlier source found nothing or its entity has no list', () => {
    const none = (selected: unknown[]) =>
      compileFilter(
        { property: 'production.pageReference', value: 'article.productions', operator: 'in' },
        {},
        where,
        new Map([['article', selected]]),
      );
    expect(passes(entity, none([]))).toBe(false);
    expect(passes(entity, none([{ title: 'Uten produksjoner' }]))).toBe(false);
  });

  it('names the entry and field when an in filter reads a source not selected before it', () => {
    expect(() =>
      compileFilter(
        { property: 'pageReference', value: 'article.productions', operator: 'in' },
        {},
        where,
        new Map([['films', []]]),
      ),
    ).toThrow(
      "page definition 'x': field `sources[0].filters[1].value` names source 'article', which is not a source before this one",
    );
  });
});
