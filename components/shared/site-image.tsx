import type { ImageAsset } from '@/lib/schemas';

interface SiteImageProps {
  asset: ImageAsset;
  className?: string;
  /** Above-the-fold images load eagerly with high priority (LCP); all others lazily. */
  priority?: boolean;
  /** Decorative use (the text beside it says the same): empty alt. */
  decorative?: boolean;
  sizes?: string;
}

/**
 * An image with its intrinsic size (no layout shift) cropped around its focal point
 * with CSS `object-position`.
 */
export function SiteImage({ asset, className, priority = false, decorative = false }: SiteImageProps) {
  const focus = asset.focalPoint ? `${Math.round(asset.focalPoint.x * 100)}% ${Math.round(asset.focalPoint.y * 100)}%` : undefined;
  return (
    // eslint-disable-next-line @next/next/no-img-element -- static export: next/image cannot optimise, and our drawings are SVG
    <img
      src={asset.url}
      alt={decorative ? '' : asset.alt}
      width={asset.width}
      height={asset.height}
      className={className}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      fetchPriority={priority ? 'high' : undefined}
      style={focus ? { objectPosition: focus } : undefined}
    />
  );
}
