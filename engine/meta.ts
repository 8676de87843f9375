import type { Binding, ImageAsset, Meta, Site } from '@/lib/schemas';
import { shareImageOf } from '@/lib/share-image';
import { renderTemplate, type BindingScope } from './bindings';
import type { PageMeta } from './types';

const isImageAsset = (value: unknown): value is ImageAsset =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as ImageAsset).url === 'string' &&
  typeof (value as ImageAsset).type === 'string' &&
  typeof (value as ImageAsset).width === 'number';

/**
 * The first image asset in a value: an asset, a list of assets, or an entity with `assets`
 * (productions) or `image` (articles). Prefers `first_image`, then any `image`.
 */
export function firstImageAsset(value: unknown): ImageAsset | undefined {
  if (isImageAsset(value)) return value;
  const record =
    typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  const list = Array.isArray(value)
    ? value
    : Array.isArray(record.assets)
      ? record.assets
      : record.image
        ? [record.image]
        : [];
  const assets = list.filter(isImageAsset);
  return (
    assets.find((asset) => asset.type === 'first_image') ??
    assets.find((asset) => asset.type === 'image')
  );
}

function bind(binding: Binding | undefined, scope: BindingScope): unknown {
  if (!binding) return undefined;
  if (binding.source !== undefined) {
    const value = scope[binding.source];
    if (value === undefined || (Array.isArray(value) && value.length === 0)) return undefined;
  }
  return renderTemplate(binding.expression, scope);
}

const nonEmpty = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

/** The page's own heading in a meta title: `Kulturhuset | Høyspent` and `Personvernerklæring | Kulturhuset` → the other part. */
function headingOf(title: string, site: Site): string {
  const heading = title.startsWith(`${site.title} | `)
    ? title.slice(site.title.length + 3)
    : title.endsWith(` | ${site.title}`)
      ? title.slice(0, -(site.title.length + 3))
      : title;
  return heading.trim() || title;
}

/** The page being bound: its path, and the image of its cover block when the definition gives one. */
export interface MetaPage {
  path: string;
  coverImage?: ImageAsset;
}

/**
 * Binds the meta of a page (docs/product.md, Entities: meta per locale): title, description, keywords (comma
 * separated), facebookVerificationCode, and the share image (lib/share-image.ts): 1200×630 from
 * the bound image (its first image asset), else the page's cover image, else the title alone.
 * A title that binds to nothing falls back to `Site | page title`.
 */
export function bindMeta(
  meta: Meta,
  scope: BindingScope,
  site: Site,
  fallbackTitle: string,
  page: MetaPage,
): PageMeta {
  const title = nonEmpty(bind(meta.title, scope)) ?? `${site.title} | ${fallbackTitle}`;
  const description = nonEmpty(bind(meta.description, scope));
  const keywords = nonEmpty(bind(meta.keywords, scope))
    ?.split(',')
    .map((word) => word.trim())
    .filter(Boolean);
  const image = shareImageOf(
    page.path,
    page.path === '/' ? site.title : headingOf(title, site),
    firstImageAsset(bind(meta.image, scope)) ?? page.coverImage,
    site,
  );
  const facebookVerificationCode = nonEmpty(bind(meta.facebookVerificationCode, scope));
  return {
    title,
    ...(description && { description }),
    ...(keywords && { keywords }),
    image,
    ...(facebookVerificationCode && { facebookVerificationCode }),
  };
}
