import type { FocalPoint, ImageAsset } from './schemas';

/**
 * Contentful's Images API (https://www.contentful.com/developers/docs/references/images-api/):
 * every asset on images.ctfassets.net is resized and converted on request with `w`, `h` (px, at
 * most 4000), `fit=fill` (crop to exactly w×h around the focus area `f`), `fm` (jpg, png, webp,
 * avif) and `q` (1–100). Other hosts (the embedded SVG drawings, the platform's images) have no
 * image API: their URLs are used as they are.
 */
const CONTENTFUL_IMAGES = /^https:\/\/images\.ctfassets\.net\//;

/** Whether the image's host resizes and converts it on request. */
export const hasImageApi = (url: string): boolean => CONTENTFUL_IMAGES.test(url);

/** Widths (px) offered in `srcset`: phone, tablet, laptop, large screens at 1x and 2x. */
const SRCSET_WIDTHS = [480, 800, 1200, 1600, 1920] as const;

/** Contentful's nine focus areas, nearest to a focal point given as fractions of width and height. */
function focusArea(point: FocalPoint | undefined): string {
  if (!point) return 'center';
  const row = point.y < 1 / 3 ? 'top' : point.y > 2 / 3 ? 'bottom' : '';
  const column = point.x < 1 / 3 ? 'left' : point.x > 2 / 3 ? 'right' : '';
  return [row, column].filter(Boolean).join('_') || 'center';
}

interface Rendition {
  /** Width in px. */
  width: number;
  /** Height in px: with it the image is cropped to exactly width×height around its focal point. */
  height?: number;
  format?: 'jpg' | 'png' | 'webp';
  /** Quality 1–100 (jpg, webp). */
  quality?: number;
}

/**
 * The URL of an image-API rendition of an asset, e.g.
 * `https://images.ctfassets.net/s/a/b/c.jpg?w=1200&h=630&fit=fill&f=top&fm=jpg&q=80`.
 * @throws Error for an asset whose host has no image API (check `hasImageApi` first).
 */
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

/**
 * `src` and `srcset` of an asset for `<img>`: through the image API, WebP renditions at the
 * widths up to the asset's own (the browser picks one with `sizes`) and a JPEG-or-original
 * `src` at most 1920 px wide; any other asset keeps its URL and gets no `srcset`.
 */
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
