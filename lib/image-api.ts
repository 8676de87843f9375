import type { FocalPoint, ImageAsset } from './schemas';

// Contentful's Images API resizes and converts on request; other hosts' URLs are used as they are.
const CONTENTFUL_IMAGES = /^https:\/\/images\.ctfassets\.net\//;

export const hasImageApi = (url: string): boolean => CONTENTFUL_IMAGES.test(url);

/** px: phone, tablet, laptop, large screens at 1x and 2x. */
const SRCSET_WIDTHS = [480, 800, 1200, 1600, 1920] as const;

/** The nearest of Contentful's nine focus areas. */
function focusArea(point: FocalPoint | undefined): string {
  if (!point) return 'center';
  const row = point.y < 1 / 3 ? 'top' : point.y > 2 / 3 ? 'bottom' : '';
  const column = point.x < 1 / 3 ? 'left' : point.x > 2 / 3 ? 'right' : '';
  return [row, column].filter(Boolean).join('_') || 'center';
}

interface Rendition {
  width: number;
  /** px; crops to exactly width×height around the focal point. */
  height?: number;
  format?: 'jpg' | 'png' | 'webp';
  quality?: number;
}

/** @throws Error for an asset whose host has no image API (check `hasImageApi` first). */
export function imageApiUrl(
  asset: Pick<ImageAsset, 'url' | 'focalPoint'>,
  rendition: Rendition,
): string {
  if (!hasImageApi(asset.url)) throw new Error(`${asset.url} is not served by an image API`);
  const query = new URLSearchParams({ w: String(rendition.width) });
  if (rendition.height !== undefined) {
    query.set('h', String(rendition.height));
    query.set('fit', 'fill');
    query.set('f', focusArea(asset.focalPoint));
  }
  if (rendition.format) query.set('fm', rendition.format);
  if (rendition.quality !== undefined) query.set('q', String(rendition.quality));
  return `${asset.url}${asset.url.includes('?') ? '&' : '?'}${query.toString()}`;
}

/** WebP renditions up to the asset's own width, through the image API; other assets keep their URL. */
export function responsiveSources(asset: ImageAsset): { src: string; srcSet?: string } {
  if (!hasImageApi(asset.url)) return { src: asset.url };
  const widths = [
    ...SRCSET_WIDTHS.filter((width) => width < asset.width),
    Math.min(asset.width, 1920),
  ];
  const srcSet = [...new Set(widths)]
    .map((width) => `${imageApiUrl(asset, { width, format: 'webp', quality: 75 })} ${width}w`)
    .join(', ');
  return { src: imageApiUrl(asset, { width: Math.min(asset.width, 1920) }), srcSet };
}
