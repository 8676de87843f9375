import type { ImageAsset, Production } from '@/lib/schemas';

export { productionHref } from '@/lib/production-paths';
export { coverOf } from '@/lib/share-image';

/** The poster of a production, falling back to its first image. */
export const posterOf = (production: Production): ImageAsset | undefined =>
  production.assets.find((asset) => asset.type === 'poster') ?? production.assets[0];
