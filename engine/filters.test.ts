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
});
