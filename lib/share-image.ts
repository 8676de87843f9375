import { hasImageApi, imageApiUrl } from './image-api';
import type { ImageAsset, Production, Site } from './schemas';

/**
 * Share images: what Facebook, Messenger, Slack, iMessage and X show when a page is shared, and
 * the `image` of the page's JSON-LD. They must be raster (none of them shows SVG) and 1200×630 px
 * (1.91:1, the large-card size of Open Graph and X's `summary_large_image`).
 */
export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const;
export const SHARE_IMAGE_TYPE = 'image/jpeg';

/** The exported file of a page's share image, made by the build: `/` → `/og/index.jpg`, `/article/x` → `/og/article/x.jpg`. */
export const shareImagePath = (pagePath: string): string =>
  pagePath === '/' ? '/og/index.jpg' : `/og${pagePath}.jpg`;

/** What the build draws for a page: its background image (cropped around its focal point), if any, under its title. */
export interface ShareImageDrawing {
  title: string;
  background?: ImageAsset;
}

/** A page's share image: absolute URL, size in px, MIME type, alt text, and what the build draws (absent when an image API serves it). */
export interface ShareImage {
  url: string;
  width: number;
  height: number;
  type: string;
  alt: string;
  drawing?: ShareImageDrawing;
}

/**
 * The share image of the page at `pagePath` with heading `title` and its main image, if any.
 * An image an image API serves (Contentful) is that API's 1200×630 JPEG crop around the focal
 * point; any other page gets the build's own JPEG of its image and title (`shareImagePath`).
 * The alt says what the picture shows: the image's own alt, and on a drawn one first the words
 * written on it (`Høyspent – Kulturhuset. Tegning av …`); a page without an image shares its
 * title on the site's colour.
 */
export function shareImageOf(
  pagePath: string,
  title: string,
  image: ImageAsset | undefined,
  site: Pick<Site, 'host' | 'title'>,
): ShareImage {
  const base = { ...SHARE_IMAGE_SIZE, type: SHARE_IMAGE_TYPE };
  if (image && hasImageApi(image.url))
    return {
      ...base,
      alt: image.alt,
      url: imageApiUrl(image, { ...SHARE_IMAGE_SIZE, format: 'jpg', quality: 80 }),
    };
  const written = title === site.title ? title : `${title} – ${site.title}`;
  const alt = image?.alt ? `${written}. ${image.alt}` : written;
  return {
    ...base,
    alt,
    url: `https://${site.host}${shareImagePath(pagePath)}`,
    drawing: { title, ...(image && { background: image }) },
  };
}

/** The wide cover image of a production: its `first_image`, else any `image`. */
export const coverOf = (production: Production): ImageAsset | undefined =>
  production.assets.find((asset) => asset.type === 'first_image') ??
  production.assets.find((asset) => asset.type === 'image');
