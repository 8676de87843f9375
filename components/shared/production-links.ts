import type { ImageAsset, Production } from '@/lib/schemas';

export { productionHref } from '@/lib/production-paths';
export { coverOf } from '@/lib/share-image';

/** The alt text of a poster that has none of its own: it names the film. */
export const posterAlt = (production: Production): string => `Plakat for «${production.title}»`;

/** The poster of a production, falling back to its first image. */
export const posterOf = (production: Production): ImageAsset | undefined =>
  production.assets.find((asset) => asset.type === 'poster') ?? production.assets[0];
