import type { Production } from './schemas';

/**
 * The site path of a production's page (docs/product.md, Pages and routes): films by parent slug (`/:production`),
 * culture by page reference (`/:culture`).
 */
export const productionHref = (production: Production): string =>
  `/${production.object === 'movie' ? (production.parentSlug ?? production.pageReference) : production.pageReference}`;
