import type { Metadata } from 'next';
import { buildMenuTree, listPagePaths, resolvePage, type PageMeta, type ResolvedPage } from '@/engine';
import type { Event, Production } from '@/lib/schemas';
import { loadSiteContent } from '@/services/content';

/** The content of this build. */
export async function siteContent() {
  const { content } = await loadSiteContent();
  return content;
}

/** The build clock (ISO 8601): what "now" means for every page of this build. */
export async function buildClock(): Promise<string> {
  return (await loadSiteContent()).now.toISOString();
}

/** The page at a path, or undefined (→ 404). */
export async function pageAt(path: string): Promise<ResolvedPage | undefined> {
  return resolvePage(await siteContent(), path);
}

/** Every pre-rendered path except the front page, as catch-all segments. */
export async function pathParams(): Promise<{ path: string[] }[]> {
  return listPagePaths(await siteContent())
    .filter((path) => path !== '/')
    .map((path) => ({ path: path.split('/').filter(Boolean) }));
}

/** Header and footer menus of the layout. */
export async function menus() {
  const content = await siteContent();
  return { header: buildMenuTree(content.menu, 'header'), footer: buildMenuTree(content.menu, 'footer') };
}

/** Next metadata from bound page meta (SPEC.md §3 meta; DESIGN.md §4 titles). */
export function toMetadata(meta: PageMeta, siteTitle: string): Metadata {
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
      images: meta.image && [{ url: meta.image.url, width: meta.image.width, height: meta.image.height, alt: meta.image.alt }],
    },
    other: meta.facebookVerificationCode ? { 'facebook-domain-verification': meta.facebookVerificationCode } : undefined,
  };
}

/**
 * Every event with its production (joined by `production.pageReference`), for the calendar files.
 * @throws Error for an event without its production (content validation leaves those out).
 */
export async function eventsWithProductions(): Promise<{ event: Event; production: Production }[]> {
  const content = await siteContent();
  const byReference = new Map(content.productions.map((production) => [production.pageReference, production]));
  return content.events.map((event) => {
    const production = byReference.get(event.production.pageReference);
    if (!production) throw new Error(`event '${event.id}': production '${event.production.pageReference}' is missing`);
    return { event, production };
  });
}

/** The article a page is about (its single article block), if any. */
function articleOf(page: ResolvedPage) {
  const blocks = page.rows.flatMap((row) => row.columns.flatMap((column) => column.blocks));
  return blocks.map((block) => block.data.article).find((article) => article !== undefined);
}

/** Every pre-rendered path with, for article pages, when the article was last updated. */
export async function sitemapPages(): Promise<{ path: string; lastModified?: Date }[]> {
  const content = await siteContent();
  return listPagePaths(content).map((path) => {
    const page = resolvePage(content, path);
    const article = page && articleOf(page);
    return { path, lastModified: article ? new Date(article.updatedAt) : undefined };
  });
}
