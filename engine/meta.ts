import type { Binding, ImageAsset, Meta, Site } from '@/lib/schemas';
import { renderTemplate, type BindingScope } from './bindings';
import type { MetaImage, PageMeta } from './types';

/** Size of the meta image and of covers (SPEC.md §9: cover image 1920x1080). */
export const COVER_SIZE = { width: 1920, height: 1080 } as const;

const isImageAsset = (value: unknown): value is ImageAsset =>
  typeof value === 'object' && value !== null && typeof (value as ImageAsset).url === 'string' && typeof (value as ImageAsset).type === 'string' && typeof (value as ImageAsset).width === 'number';

/**
 * The first image asset in a value: an asset, a list of assets, or an entity with `assets`
 * (productions) or `image` (articles). Prefers `first_image`, then any `image`.
 */
export function firstImageAsset(value: unknown): ImageAsset | undefined {
  if (isImageAsset(value)) return value;
  const record = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  const list = Array.isArray(value) ? value : Array.isArray(record.assets) ? record.assets : record.image ? [record.image] : [];
  const assets = list.filter(isImageAsset);
  return assets.find((asset) => asset.type === 'first_image') ?? assets.find((asset) => asset.type === 'image');
}

/**
 * URL of an image cropped to `width`×`height` px around its focal point with automatic
 * compression, in the image-service query convention (`w`, `h`, `fit=crop`, `crop=focalpoint`,
 * `fp-x`, `fp-y`, `auto=compress`). Relative URLs are made absolute on `origin` when given.
 */
export function imageUrl(asset: ImageAsset, size: { width: number; height: number }, origin?: string): string {
  const query = new URLSearchParams({ w: String(size.width), h: String(size.height), fit: 'crop', crop: 'focalpoint' });
  query.set('fp-x', String(asset.focalPoint?.x ?? 0.5));
  query.set('fp-y', String(asset.focalPoint?.y ?? 0.5));
  query.set('auto', 'compress');
  const base = origin && asset.url.startsWith('/') ? `${origin}${asset.url}` : asset.url;
  return `${base}${base.includes('?') ? '&' : '?'}${query.toString()}`;
}

function bind(binding: Binding | undefined, scope: BindingScope): unknown {
  if (!binding) return undefined;
  if (binding.source !== undefined) {
    const value = scope[binding.source];
    if (value === undefined || (Array.isArray(value) && value.length === 0)) return undefined;
  }
  return renderTemplate(binding.expression, scope);
}

const nonEmpty = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined);

/**
 * Binds the meta of a page (SPEC.md §3 meta per locale): title, description, keywords (comma
 * separated), image (first image asset at 1920x1080, compressed, focal point) and
 * facebookVerificationCode. A title that binds to nothing falls back to `Site | page title`.
 */
export function bindMeta(meta: Meta, scope: BindingScope, site: Site, fallbackTitle: string): PageMeta {
  const title = nonEmpty(bind(meta.title, scope)) ?? `${site.title} | ${fallbackTitle}`;
  const description = nonEmpty(bind(meta.description, scope));
  const keywords = nonEmpty(bind(meta.keywords, scope))?.split(',').map((word) => word.trim()).filter(Boolean);
  const asset = firstImageAsset(bind(meta.image, scope));
  const image: MetaImage | undefined = asset && {
    url: imageUrl(asset, COVER_SIZE, `https://${site.host}`),
    ...COVER_SIZE,
    alt: asset.alt,
  };
  const facebookVerificationCode = nonEmpty(bind(meta.facebookVerificationCode, scope));
  return {
    title,
    ...(description && { description }),
    ...(keywords && { keywords }),
    ...(image && { image }),
    ...(facebookVerificationCode && { facebookVerificationCode }),
  };
}
