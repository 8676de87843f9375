import { hasImageApi, imageApiUrl } from './image-api';
import type { ImageAsset, Production, Site } from './schemas';
import { siteUrl } from './site-url';

/** Raster (no share target shows SVG), the large-card size of Open Graph and X. */
export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const;
export const SHARE_IMAGE_TYPE = 'image/jpeg';

/** `/article/x` → `/og/article/x.jpg` */
export const shareImagePath = (pagePath: string): string =>
  pagePath === '/' ? '/og/index.jpg' : `/og${pagePath}.jpg`;

export interface ShareImageDrawing {
  title: string;
  background?: ImageAsset;
}

/** `drawing` is absent when an image API serves it. */
export interface ShareImage {
  url: string;
  width: number;
  height: number;
  type: string;
  alt: string;
  drawing?: ShareImageDrawing;
}

/**
 * The image API's crop when it serves the image, else the build's own JPEG of image and title.
 * The alt of a drawn one starts with the words written on it.
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
    url: siteUrl(site, shareImagePath(pagePath)),
    drawing: { title, ...(image && { background: image }) },
  };
}

export const coverOf = (production: Production): ImageAsset | undefined =>
  production.assets.find((asset) => asset.type === 'first_image') ??
  production.assets.find((asset) => asset.type === 'image');
