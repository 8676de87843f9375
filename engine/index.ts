/**
 * The page-definition engine (docs/architecture.md, Layers: layer 2): pure functions, no React and no I/O.
 */
export { ContentError } from './errors';
export { getPath } from './dot-path';
export { matchRoute, buildPath, isPattern, segmentsOf, type RouteParams } from './routes';
export { compileFilter, passes, valuePasses } from './filters';
export { resolveSource, type ResolvedSource } from './sources';
export { placeBlocks } from './placement';
export { evaluateExpression, renderTemplate, htmlToText, truncate } from './bindings';
export { bindMeta, firstImageAsset, type MetaPage } from './meta';
export { findRedirect, checkRedirects } from './redirects';
export { resolvePage, listPagePaths, findDefinition } from './resolve-page';
export {
  affectedPages,
  filterProperties,
  filterValuesOf,
  pageRoutes,
  type EntityChange,
  type EntityModel,
  type FilterValues,
  type PageRoute,
} from './page-dependencies';
export type * from './types';
export { buildMenuTree, type MenuNode } from './menu';
export { searchDocuments } from './search-documents';
export { programmeShowings } from './programme-showings';
export {
  memoizedPage,
  memoizedPagePaths,
  calendarEntries,
  sitemapEntries,
  type CalendarEntry,
  type SitemapPage,
} from './site-data';
