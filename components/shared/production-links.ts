import type { ImageAsset, Production } from '@/lib/schemas';

export { productionHref } from '@/lib/production-paths';

/** The poster of a production, falling back to its first image. */
export const posterOf = (production: Production): ImageAsset | undefined =>
  production.assets.find((asset) => asset.type === 'poster') ?? production.assets[0];

/** The wide cover image of a production. */
export const coverOf = (production: Production): ImageAsset | undefined =>
  production.assets.find((asset) => asset.type === 'first_image') ?? production.assets.find((asset) => asset.type === 'image');
