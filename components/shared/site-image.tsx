import { responsiveSources } from '@/lib/image-api';
import type { ImageAsset } from '@/lib/schemas';
import { ImagePreload } from './image-preload.client';

interface SiteImageProps {
  asset: ImageAsset;
  className?: string;
  /** Above-the-fold images load eagerly with high priority (LCP); all others lazily. */
  priority?: boolean;
  /** The alt text when the asset has none (a poster: `Plakat for «title»`). */
  fallbackAlt?: string;
  /**
   * Why the image is decorative, when the same words stand right next to it (a poster inside the
   * link that names the film): the image gets `alt=""` and the reason in `data-decorative`, which
   * the alt-text end-to-end test reads. Every other image is informative and gets its alt text.
   */
  decorative?: string;
  /** The `sizes` of the image's slot, used with the `srcset` an image API gives (lib/image-api.ts). */
  sizes?: string;
}

/**
 * An image with its intrinsic size (no layout shift) cropped around its focal point
 * with CSS `object-position`.
 *
 * A priority image sits in a `<picture>` (laid out as if it were not there, `display: contents`):
 * React writes a preload hint for every eager `<img>` of a server component into the page's RSC
 * payload, except inside `<picture>`, and Next applies the hints of every page it prefetches to
 * the page in view. Without the `<picture>`, every page fetched the front page's first slide and
 * the cover of each film linked in view at high priority, and Chromium logged each of them as
 * "preloaded but not used" (docs/browser.md, A clean console). The page's own preload, which
 * lets the browser fetch the image before the style sheets and scripts, comes from
 * {@link ImagePreload}, a client component, whose preload is in the HTML but not in the payload.
 */
export function SiteImage({
  asset,
  className,
  priority = false,
  fallbackAlt,
  decorative,
  sizes,
}: SiteImageProps) {
  const focus = asset.focalPoint
    ? `${Math.round(asset.focalPoint.x * 100)}% ${Math.round(asset.focalPoint.y * 100)}%`
    : undefined;
  const { src, srcSet } = responsiveSources(asset);
  const image = (
    // eslint-disable-next-line @next/next/no-img-element -- static export: next/image cannot optimise, and our drawings are SVG
    <img
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={decorative ? '' : asset.alt || fallbackAlt || ''}
      data-decorative={decorative}
      width={asset.width}
      height={asset.height}
      className={className}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      fetchPriority={priority ? 'high' : undefined}
      style={focus ? { objectPosition: focus } : undefined}
    />
  );
  if (!priority) return image;
  return (
    <>
      <ImagePreload src={src} srcSet={srcSet} sizes={sizes} />
      <picture className="priority-image">{image}</picture>
    </>
  );
}
