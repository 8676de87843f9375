import type { ImageAsset, PageDefinition, Source } from '@/lib/schemas';
import { getPath } from './dot-path';
import { ContentError } from './errors';
import { bindMeta, firstImageAsset } from './meta';
import { placeBlocks } from './placement';
import { buildPath, bySpecificity, isPattern, matchRoute, type RouteParams } from './routes';
import type { SelectedSources } from './filters';
import { resolveSource, sourceValue, type ResolvedSource } from './sources';
import type { BlockData, ContentSet, PlacedRow, ResolvedBlock, ResolvedPage } from './types';
import { processMemo } from '@/lib/process-memo';

const entryOf = (definition: PageDefinition) => `page definition '${definition.id}'`;

/** Single sources looked up by a route parameter: the page exists only if they find an entity. */
const keySources = (definition: PageDefinition): Source[] =>
  definition.sources.filter(
    (source) => !source.collection && source.filters.some((filter) => filter.value.startsWith(':')),
  );

/** The sources of a definition that a source's `in` filters read (value `<source>.<dot-path>`). */
export function sourcesReadBy(definition: PageDefinition, source: Source): Source[] {
  return source.filters.flatMap((filter) => {
    if (filter.operator !== 'in') return [];
    const name = filter.value.split('.')[0];
    return definition.sources.filter((candidate) => candidate.name === name);
  });
}

/**
 * `only` with every source their `in` filters read, and those sources' own: the schema makes a
 * filter read only earlier sources, so one pass from the last source back finds them all.
 */
function withReferences(definition: PageDefinition, only: readonly Source[]): Set<Source> {
  const needed = new Set(only);
  for (const source of [...definition.sources].reverse())
    if (needed.has(source)) for (const read of sourcesReadBy(definition, source)) needed.add(read);
  return needed;
}

function resolveSources(
  definition: PageDefinition,
  content: ContentSet,
  params: RouteParams,
  only?: readonly Source[],
): Map<string, ResolvedSource> {
  const needed = only && withReferences(definition, only);
  const resolved = new Map<string, ResolvedSource>();
  const selected = new Map<string, readonly unknown[]>();
  definition.sources.forEach((source, index) => {
    if (needed && !needed.has(source)) return;
    const one = resolveSource(source, content, params, entryOf(definition), index, selected);
    resolved.set(source.name, one);
    selected.set(source.name, one.items);
  });
  return resolved;
}

/**
 * What the sources `only` of a page, and the sources their `in` filters read, select: the
 * entities by source name, as when the page resolves (an `in` filter's list, for `affectedPages`).
 * @throws ContentError as `resolvePage` for a source that cannot be resolved.
 */
export function selectedSources(
  definition: PageDefinition,
  content: ContentSet,
  params: RouteParams,
  only: readonly Source[],
): SelectedSources {
  const resolved = resolveSources(definition, content, params, only);
  return new Map([...resolved].map(([name, source]) => [name, source.items]));
}

/** Definitions most specific first, per definition list (the same for every path of a build). */
const bySpecificityOf = processMemo(
  'kulturhuset.engine.definitions-by-specificity',
  () => new WeakMap<readonly PageDefinition[], PageDefinition[]>(),
);

function orderedDefinitions(definitions: readonly PageDefinition[]): PageDefinition[] {
  let ordered = bySpecificityOf.get(definitions);
  if (!ordered) {
    ordered = [...definitions].sort((a, b) => bySpecificity(a.path, b.path));
    bySpecificityOf.set(definitions, ordered);
  }
  return ordered;
}

/**
 * The definition that answers a path and the route's parameters: most specific first; a pattern
 * page must find its entity (docs/product.md, Pages and routes). Undefined when no page answers it.
 */
export function findDefinition(
  content: ContentSet,
  path: string,
): { definition: PageDefinition; params: RouteParams } | undefined {
  for (const definition of orderedDefinitions(content.definitions)) {
    const params = matchRoute(definition.path, path);
    if (!params) continue;
    if (isPattern(definition.path)) {
      const keys = keySources(definition);
      const found = resolveSources(definition, content, params, keys);
      if (!keys.every((key) => (found.get(key.name)?.items.length ?? 0) > 0)) continue;
    }
    return { definition, params };
  }
  return undefined;
}

function bindData(prop: string, source: ResolvedSource, entry: string, field: string): BlockData {
  const single = !source.collection;
  switch (`${prop}:${source.model}`) {
    case 'productions:production':
      if (source.model === 'production' && !single) return { productions: source.items };
      break;
    case 'production:production':
      if (source.model === 'production' && single) return { production: source.items[0] };
      break;
    case 'events:event':
      if (source.model === 'event' && !single) return { events: source.items };
      break;
    case 'articles:article':
      if (source.model === 'article' && !single) return { articles: source.items };
      break;
    case 'article:article':
      if (source.model === 'article' && single) return { article: source.items[0] };
      break;
    case 'subject:production':
    case 'subject:article':
      if (single && (source.model === 'production' || source.model === 'article'))
        return { subject: source.items[0] };
      break;
  }
  throw new ContentError(
    entry,
    field,
    `cannot take ${single ? 'a single' : 'a collection'} ${source.model} source`,
  );
}

/**
 * Resolves a request path to a page ready to render (docs/product.md, Pages and routes; Entities): matches the route, resolves
 * the sources with the route's parameters, places the visible blocks into the grid with their
 * data, and binds the meta. Returns undefined when no page answers the path (the 404 page).
 * @throws ContentError for a definition that cannot be resolved (bad regex, wrong source kind).
 */
export function resolvePage(content: ContentSet, path: string): ResolvedPage | undefined {
  const match = findDefinition(content, path);
  if (!match) return undefined;
  const { definition, params } = match;
  const entry = entryOf(definition);
  const sources = resolveSources(definition, content, params);
  const prepare = (block: PageDefinition['blocks'][number]): ResolvedBlock => {
    const index = definition.blocks.indexOf(block);
    let data: BlockData = {};
    for (const [prop, sourceName] of Object.entries(
      block.data as Record<string, string | undefined>,
    )) {
      if (sourceName === undefined) continue;
      const source = sources.get(sourceName);
      if (!source)
        throw new ContentError(
          entry,
          `blocks[${index}].data.${prop}`,
          `refers to unknown source '${sourceName}'`,
        );
      data = { ...data, ...bindData(prop, source, entry, `blocks[${index}].data.${prop}`) };
    }
    const { place: _place, hide: _hide, data: _refs, ...rest } = block;
    return { ...rest, data };
  };
  const rows = placeBlocks(definition.template, definition.blocks, prepare, entry);
  const scope = {
    site: content.site,
    params,
    ...Object.fromEntries([...sources].map(([name, source]) => [name, sourceValue(source)])),
  };
  const meta = bindMeta(definition.meta.nb, scope, content.site, definition.title, {
    path,
    coverImage: coverImageOf(rows),
  });
  return { id: definition.id, path, pageType: definition.pageType, params, rows, meta };
}

/** The image of the page's first cover block (its own, else its subject's), for the share image of a page that binds none. */
function coverImageOf(rows: PlacedRow<ResolvedBlock>[]): ImageAsset | undefined {
  for (const block of rows.flatMap((row) => row.columns.flatMap((column) => column.blocks))) {
    if (block.component === 'cover')
      return block.props.image ?? firstImageAsset(block.data.subject);
  }
  return undefined;
}

/**
 * Every path the site pre-renders (docs/product.md, Pages and routes): static definition paths, and for each pattern
 * (`/article/:article`, `/:production`) one path per entity its key source finds, keeping only
 * paths that resolve to that definition (a film slug is not also a culture page).
 * @throws ContentError when two definitions claim the same static path.
 */
export function listPagePaths(content: ContentSet): string[] {
  const paths = new Set<string>();
  for (const definition of content.definitions.filter((candidate) => !isPattern(candidate.path))) {
    if (paths.has(definition.path))
      throw new ContentError(
        entryOf(definition),
        'path',
        `duplicates the path ${definition.path} of another page`,
      );
    paths.add(definition.path);
  }
  for (const definition of content.definitions.filter((candidate) => isPattern(candidate.path))) {
    const [key] = keySources(definition);
    if (!key) continue;
    const entities: unknown[] =
      key.model === 'production'
        ? content.productions
        : key.model === 'event'
          ? content.events
          : content.articles;
    const paramFilters = key.filters.filter(
      (filter) => filter.value.startsWith(':') && filter.operator === 'eq',
    );
    for (const entity of entities) {
      const params: RouteParams = {};
      for (const filter of paramFilters) {
        const value = getPath(entity, filter.property);
        if (typeof value === 'string' && value !== '') params[filter.value.slice(1)] = value;
      }
      if (Object.keys(params).length !== paramFilters.length) continue;
      const path = buildPath(definition.path, params);
      if (!paths.has(path) && findDefinition(content, path)?.definition === definition)
        paths.add(path);
    }
  }
  return [...paths];
}
