import fc from 'fast-check';
import type { Production, Source } from '@/lib/schemas';
import { contentSet, event, production } from '@/tests/fixtures';
import { getPath } from './dot-path';
import { compileFilter, passes } from './filters';
import { resolveSource } from './sources';

/** The linear selection the engine did before its index: filter every entity, stable sort in nb, limit. */
function scan<T>(
  entities: readonly T[],
  source: Source,
  params: Record<string, string>,
  selected: ReadonlyMap<string, readonly unknown[]> = new Map(),
): T[] {
  const filters = source.filters.map((filter) =>
    compileFilter(filter, params, { entry: 'x', field: 'f' }, selected),
  );
  let chosen = entities.filter((entity) => filters.every((filter) => passes(entity, filter)));
  if (source.sort) {
    const { property, direction } = source.sort;
    const order = (a: unknown, b: unknown) =>
      typeof a === 'number' && typeof b === 'number'
        ? a - b
        : String(a ?? '').localeCompare(String(b ?? ''), 'nb');
    chosen = [...chosen].sort(
      (a, b) => (direction === 'asc' ? 1 : -1) * order(getPath(a, property), getPath(b, property)),
    );
  }
  return chosen.slice(0, source.collection ? source.limit : 1);
}

const TYPES = ['Konsert', 'Bad', 'Idrett', 'Teater', 'Håndballkamp'];
const TITLES = ['Ærlig talt', 'Øya', 'Åsen', 'Zorro', 'alfa', 'Beta', 'beta'];
const productions: Production[] = Array.from({ length: 40 }, (_, index) =>
  production({
    title: `${TITLES[index % TITLES.length]} ${index % 3}`,
    catalogueNumber: `C${String(1000 + index)}`,
    ...(index % 2 === 0
      ? {}
      : { object: 'culture', objectClass: undefined, parentSlug: undefined }),
    typeText: TYPES[index % TYPES.length] ?? 'Konsert',
    features: {
      genres: index % 4 === 0 ? ['Drama', 'Komedie'] : ['Drama'],
      lengthMinutes: 60 + (index % 5) * 10,
    },
  }),
);
const events = productions.flatMap((item, index) =>
  Array.from({ length: index % 4 }, (_, day) =>
    event(
      item.pageReference,
      `2026-11-${String(21 + ((index * 7 + day) % 9)).padStart(2, '0')}T18:00:00+01:00`,
      { id: `${item.pageReference}-${day}` },
    ),
  ),
);
const content = contentSet({ productions, events });

const filter = fc.oneof(
  fc.record({
    property: fc.constant('object'),
    value: fc.constantFrom('movie', 'culture', 'other'),
    operator: fc.constant('eq' as const),
  }),
  fc.record({
    property: fc.constant('typeText'),
    value: fc.constantFrom(
      ...TYPES,
      '^(?!(?:Bad|Idrett|Håndballkamp)$)',
      '^(?:Bad|Idrett)$',
      'ert',
    ),
    operator: fc.constantFrom('eq' as const, 'regex' as const),
  }),
  fc.record({
    property: fc.constant('features.genres'),
    value: fc.constantFrom('Drama', 'Komedie', '^K'),
    operator: fc.constantFrom('eq' as const, 'regex' as const),
  }),
  fc.record({
    property: fc.constant('pageReference'),
    value: fc.constant(':slug'),
    operator: fc.constant('eq' as const),
  }),
  fc.record({
    property: fc.constant('pageReference'),
    value: fc.constant('picked.pageReference'),
    operator: fc.constant('in' as const),
  }),
  fc.record({
    property: fc.constant('features.lengthMinutes'),
    value: fc.constantFrom('60', '90', '^1'),
    operator: fc.constantFrom('eq' as const, 'regex' as const),
  }),
);
const sort = fc.option(
  fc.record({
    property: fc.constantFrom('title', 'features.lengthMinutes', 'typeText', 'missing'),
    direction: fc.constantFrom('asc' as const, 'desc' as const),
  }),
  { nil: undefined },
);
const source = fc.record({
  name: fc.constant('s'),
  model: fc.constant('production' as const),
  collection: fc.boolean(),
  filters: fc.array(filter, { maxLength: 3 }),
  sort,
  limit: fc.option(fc.integer({ min: 1, max: 10 }), { nil: undefined }),
});

describe('resolveSource', () => {
  it('selects the same productions in the same order as a linear scan (eq, regex, in, route parameters, sort, limit)', () => {
    fc.assert(
      fc.property(
        source,
        fc.constantFrom(...productions.map((item) => item.pageReference), 'finnes-ikke'),
        fc.shuffledSubarray(productions),
        (definition, slug, picked) => {
          // An earlier source's selection, in any order: an `in` filter keeps the list's order.
          const selected = new Map([['picked', picked]]);
          const resolved = resolveSource(definition, content, { slug }, 'x', 0, selected);
          expect(resolved.items).toEqual(scan(productions, definition, { slug }, selected));
        },
      ),
      { numRuns: 300 },
    );
  });

  it("gives a detail page only its own production's events, earliest first", () => {
    const [target] = productions.filter((item) =>
      events.some((candidate) => candidate.production.pageReference === item.pageReference),
    );
    const own: Source = {
      name: 'events',
      model: 'event',
      collection: true,
      filters: [{ property: 'production.pageReference', value: ':culture', operator: 'eq' }],
      sort: { property: 'startTime', direction: 'asc' },
    };
    const resolved = resolveSource(own, content, { culture: target?.pageReference ?? '' }, 'x', 0);
    expect(resolved.items.length).toBeGreaterThan(0);
    expect(resolved.items).toEqual(scan(events, own, { culture: target?.pageReference ?? '' }));
  });

  it('sorts a whole list the same way each time it is asked (the sorted list is kept per content load)', () => {
    const all: Source = {
      name: 'events',
      model: 'event',
      collection: true,
      filters: [],
      sort: { property: 'startTime', direction: 'desc' },
    };
    const first = resolveSource(all, content, {}, 'x', 0).items;
    expect(first).toEqual(scan(events, all, {}));
    expect(resolveSource({ ...all, limit: 3 }, content, {}, 'x', 0).items).toEqual(
      first.slice(0, 3),
    );
  });
});
