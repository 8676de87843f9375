import fc from 'fast-check';
import { entitiesWhere } from './entity-index';
import { compileFilter, passes } from './filters';

const where = { entry: "page definition 'x'", field: 'sources[0].filters[0]' };
/** What a linear scan with the eq filter selects: the behaviour the index must keep. */
const scanned = (entities: readonly unknown[], property: string, value: string) =>
  entities.filter((entity) =>
    passes(entity, compileFilter({ property, value, operator: 'eq' }, {}, where)),
  );

const scalar = fc.oneof(
  fc.constantFrom('a', 'b', 'Jazz', '3', 'true', ''),
  fc.integer({ min: 0, max: 4 }),
  fc.boolean(),
  fc.constant(null),
);
const value = fc.oneof(scalar, fc.array(scalar, { maxLength: 4 }), fc.record({ name: scalar }));
const entity = fc.record(
  {
    typeText: value,
    features: fc.record({ genres: value }, { requiredKeys: [] }),
    production: fc.record({ pageReference: value }),
  },
  { requiredKeys: [] },
);
const property = fc.constantFrom(
  'typeText',
  'features.genres',
  'production.pageReference',
  'production',
  'missing.path',
);
const wanted = fc.constantFrom(
  'a',
  'b',
  'Jazz',
  '3',
  '0',
  'true',
  'false',
  '',
  'null',
  '[object Object]',
);

describe('entitiesWhere (eq index)', () => {
  it('selects the same entities in the same order as scanning with the eq filter', () => {
    fc.assert(
      fc.property(fc.array(entity, { maxLength: 30 }), property, wanted, (entities, path, text) => {
        expect(entitiesWhere(entities, path, text)).toEqual(scanned(entities, path, text));
      }),
    );
  });

  it('answers later values from the index built by the first lookup', () => {
    const films = [
      { id: 1, features: { genres: ['Drama', 'Drama', 'Komedie'] } },
      { id: 2, features: { genres: 'Komedie' } },
      { id: 3, features: {} },
    ];
    expect(entitiesWhere(films, 'features.genres', 'Drama').map((film) => film.id)).toEqual([1]);
    expect(entitiesWhere(films, 'features.genres', 'Komedie').map((film) => film.id)).toEqual([
      1, 2,
    ]);
    expect(entitiesWhere(films, 'features.genres', 'Skrekk')).toEqual([]);
  });

  it('keeps a separate index per entity list, so a new content load is never answered from an old one', () => {
    const before = [{ slug: 'a' }];
    const after = [{ slug: 'b' }];
    expect(entitiesWhere(before, 'slug', 'a')).toHaveLength(1);
    expect(entitiesWhere(after, 'slug', 'a')).toHaveLength(0);
    expect(entitiesWhere(after, 'slug', 'b')).toEqual([{ slug: 'b' }]);
  });
});
