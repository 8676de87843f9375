import type { Metadata } from 'next';
import {
  buildMenuTree,
  memoizedPage,
  memoizedPagePaths,
  sitemapEntries,
  type PageMeta,
  type ResolvedPage,
  type SitemapPage,
} from '@/engine';
import { loadSiteContent } from '@/services/content';
import { appConfig } from './build-config';

/*
 * The content is loaded before this module (and so any page, layout or route of the process)
 * finishes evaluating: every render then awaits a settled promise. Before, Next's first renders
 * of a worker (eight at once) ran while the content's files were being read, and React numbered
 * the rows of their payloads in an order that depended on how fast the reads came back: two
 * builds of the same code, content and clock differed in a few pages (docs/architecture.md,
 * Deterministic output), and an incremental rebuild's few pages could not equal a full build's
 * (Incremental rebuilds).
 */
await loadSiteContent(appConfig().build);

/** The content of this build. */
export async function siteContent() {
  const { content } = await loadSiteContent(appConfig().build);
  return content;
}

/** The build clock (ISO 8601): what "now" means for every page of this build. */
export async function buildClock(): Promise<string> {
  return (await loadSiteContent(appConfig().build)).now.toISOString();
}

/** The film club of this build (null: none), as the content service decided it. */
export async function filmclub() {
  return (await loadSiteContent(appConfig().build)).filmclub;
}

/** The page at a path, or undefined (→ 404). Resolved once per path and process. */
export async function pageAt(path: string): Promise<ResolvedPage | undefined> {
  return memoizedPage(await siteContent(), path);
}

/**
 * Every pre-rendered path except the front page, as catch-all segments; in an incremental rebuild
 * only its chosen paths (`onlyPaths`, docs/architecture.md, Incremental rebuilds).
 */
export async function pathParams(): Promise<{ path: string[] }[]> {
  const only = appConfig().onlyPaths;
  const chosen = only && new Set(only);
  return memoizedPagePaths(await siteContent())
    .filter((path) => path !== '/' && (!chosen || chosen.has(path)))
    .map((path) => ({ path: path.split('/').filter(Boolean) }));
}

/** Header and footer menus of the layout. */
export async function menus() {
  const content = await siteContent();
  return {
    header: buildMenuTree(content.menu, 'header'),
    footer: buildMenuTree(content.menu, 'footer'),
  };
}

/** Next metadata from bound page meta (docs/product.md, Entities: meta; docs/product.md, Redirects, titles and slugs: titles). */
export function toMetadata(meta: PageMeta, siteTitle: string): Metadata {
  const { url, width, height, type, alt } = meta.image;
  const shareImage = { url, width, height, type, alt };
  return {
    title: meta.title,
    description: meta.description,
    keywords: meta.keywords,
    openGraph: {
      title: meta.title,
      description: meta.description,
      siteName: siteTitle,
      locale: 'nb_NO',
      type: 'website',
      images: [shareImage],
    },
    // The large card shows the 1200×630 share image (lib/share-image.ts) above the title.
    twitter: {
      card: 'summary_large_image',
      title: meta.title,
      description: meta.description,
      images: [shareImage],
    },
    other: meta.facebookVerificationCode
      ? { 'facebook-domain-verification': meta.facebookVerificationCode }
      : undefined,
  };
}

/** Every pre-rendered path with, for article pages, when the article was last updated. */
export async function sitemapPages(): Promise<SitemapPage[]> {
  return sitemapEntries(await siteContent());
}
