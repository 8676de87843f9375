import type { Production } from './schemas';

/**
 * The site path of a production's page (SPEC.md §2): films by parent slug (`/:production`),
 * culture by page reference (`/:culture`).
 */
export const productionHref = (production: Production): string =>
  `/${production.object === 'movie' ? (production.parentSlug ?? production.pageReference) : production.pageReference}`;
