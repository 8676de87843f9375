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
  /** Why the image is decorative (the same words stand next to it): `alt=""`, the reason in `data-decorative` for the alt-text test. */
  decorative?: string;
  /** The `sizes` of the image's slot, used with the `srcset` an image API gives (lib/image-api.ts). */
  sizes?: string;
}

/**
 * An image cropped around its focal point. A priority image sits in a `<picture>`: React hints
 * every eager `<img>` outside one in the RSC payload ("preloaded but not used", docs/browser.md).
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
