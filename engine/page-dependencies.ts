import type { PageDefinition } from '@/lib/schemas';
import { getPath } from './dot-path';
import { compileFilter, valuePasses, type CompiledFilter } from './filters';
import { findDefinition, selectedSources, sourcesReadBy } from './resolve-page';
import type { RouteParams } from './routes';
import type { ContentSet } from './types';

/** The entity lists pages select from (a page definition's `source.model`). */
export type EntityModel = 'production' | 'event' | 'article';

/**
 * What a source filter can read of one entity: its value at every dot-path some definition's
 * filters read for its model. Enough to tell, without the entity itself, which sources it passed
 * (an incremental rebuild keeps these for the live build's entities, not the entities).
 */
export type FilterValues = Record<string, unknown>;

/** An entity that changed between two builds: `before` absent when added, `after` absent when removed. */
export interface EntityChange {
  model: EntityModel;
  id: string;
  before?: FilterValues;
  after?: FilterValues;
}

/** The page a path is: its definition's id and the route's parameters. */
export interface PageRoute {
  definition: string;
  params: RouteParams;
}

const listOf = (content: ContentSet, model: EntityModel): readonly { id: string }[] =>
  model === 'production'
    ? content.productions
    : model === 'event'
      ? content.events
      : content.articles;

/** Every dot-path the definitions' source filters read, per model, sorted. */
export function filterProperties(
  definitions: readonly PageDefinition[],
): Record<EntityModel, string[]> {
  const found: Record<EntityModel, Set<string>> = {
    production: new Set(),
    event: new Set(),
    article: new Set(),
  };
  for (const definition of definitions)
    for (const source of definition.sources)
      for (const filter of source.filters) found[source.model].add(filter.property);
  return {
    production: [...found.production].sort(),
    event: [...found.event].sort(),
    article: [...found.article].sort(),
  };
}

/**
 * Each entity of the content by model and id with its `FilterValues` (the dot-paths of
 * `filterProperties`). Ids are unique per model (content validation).
 */
export function filterValuesOf(
  content: ContentSet,
): Record<EntityModel, Map<string, FilterValues>> {
  const properties = filterProperties(content.definitions);
  const of = (model: EntityModel) =>
    new Map(
      listOf(content, model).map((entity) => [
        entity.id,
        Object.fromEntries(
          properties[model].map((property) => [property, getPath(entity, property)]),
        ),
      ]),
    );
  return { production: of('production'), event: of('event'), article: of('article') };
}

/** Each page path of the content with the definition that answers it and the route's parameters. */
export function pageRoutes(content: ContentSet, paths: readonly string[]): Map<string, PageRoute> {
  const routes = new Map<string, PageRoute>();
  for (const path of paths) {
    const match = findDefinition(content, path);
    if (match) routes.set(path, { definition: match.definition.id, params: match.params });
  }
  return routes;
}

/** Whether a version of an entity passes every filter of a source. */
const passesAll = (values: FilterValues | undefined, filters: readonly CompiledFilter[]) =>
  values !== undefined && filters.every((filter) => valuePasses(values[filter.property], filter));

/**
 * The pages of the new content a change of entities can make different (docs/architecture.md,
 * Incremental rebuilds): a page is affected when a changed entity, in its version `before` or
 * `after`, passes every filter of one of the page's sources, read with the page's route
 * parameters (a source without filters takes every entity of its model). An entity that passes
 * in neither version is in none of the page's lists before or after, whatever their sort and
 * limit. An `in` filter takes its list from the new content's page (the article's productions):
 * when no changed entity passes the source it reads, that list is the same before and after, and
 * when one does, the page is affected through that source. Also affected: a path another
 * definition answered before (`before` routes), and one that is new. Pure: what a page shows
 * beyond its sources (site settings, menus, the clock) is the caller's to compare.
 * @param content the new content (its definitions answer `routes`)
 * @param routes every page of the new content (`pageRoutes`)
 * @param before every page of the build being replaced, by path (a path missing there is new)
 * @returns the affected paths, in the order of `routes`
 * @throws ContentError when a definition's filter cannot be compiled (as when its page resolves)
 */
export function affectedPages(
  content: ContentSet,
  routes: ReadonlyMap<string, PageRoute>,
  before: ReadonlyMap<string, string>,
  changes: readonly EntityChange[],
): string[] {
  const definitions = new Map(content.definitions.map((definition) => [definition.id, definition]));
  const byModel = (model: EntityModel) => changes.filter((change) => change.model === model);
  const changed = {
    production: byModel('production'),
    event: byModel('event'),
    article: byModel('article'),
  };
  const affected: string[] = [];
  for (const [path, route] of routes) {
    const definition = definitions.get(route.definition);
    if (!definition || before.get(path) !== route.definition) {
      affected.push(path);
      continue;
    }
    const hit = definition.sources.some((source, index) => {
      const candidates = changed[source.model];
      if (candidates.length === 0) return false;
      const reads = sourcesReadBy(definition, source);
      const selected =
        reads.length > 0 ? selectedSources(definition, content, route.params, reads) : undefined;
      const filters = source.filters.map((filter, filterIndex) =>
        compileFilter(
          filter,
          route.params,
          {
            entry: `page definition '${definition.id}'`,
            field: `sources[${index}].filters[${filterIndex}]`,
          },
          selected,
        ),
      );
      return candidates.some(
        (change) => passesAll(change.before, filters) || passesAll(change.after, filters),
      );
    });
    if (hit) affected.push(path);
  }
  return affected;
}
