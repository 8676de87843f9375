import type { Production } from './schemas';

/** Films by parent slug, culture by page reference (docs/product.md, Pages and routes). */
export const productionHref = (production: Production): string =>
  `/${production.object === 'movie' ? (production.parentSlug ?? production.pageReference) : production.pageReference}`;
