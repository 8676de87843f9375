/**
 * The page-definition engine (docs/architecture.md, Layers: layer 2): pure functions, no React and no I/O.
 */
export { ContentError } from './errors';
export { getPath } from './dot-path';
export { matchRoute, buildPath, isPattern, segmentsOf, type RouteParams } from './routes';
export { compileFilter, passes } from './filters';
export { resolveSource, type ResolvedSource } from './sources';
export { placeBlocks } from './placement';
export { evaluateExpression, renderTemplate, htmlToText, truncate } from './bindings';
export { bindMeta, firstImageAsset, type MetaPage } from './meta';
export { findRedirect, checkRedirects } from './redirects';
export { resolvePage, listPagePaths } from './resolve-page';
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
