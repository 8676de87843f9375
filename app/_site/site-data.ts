import type { Metadata } from 'next';
import { buildMenuTree, listPagePaths, resolvePage, type PageMeta, type ResolvedPage } from '@/engine';
import type { ContentSet, Event, Production } from '@/lib/schemas';
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

/**
 * Work done once per content set and kept for every page this process renders (a build worker
 * renders many pages from the same content): the most recently resolved pages by path, the page
 * paths, and the calendar entries by event id.
 */
interface Memo {
  pages: Map<string, ResolvedPage | undefined>;
  paths?: string[];
  calendar?: Map<string, { event: Event; production: Production }>;
}
const memos = new WeakMap<ContentSet, Memo>();

function memoOf(content: ContentSet): Memo {
  let memo = memos.get(content);
  if (!memo) {
    memo = { pages: new Map() };
    memos.set(content, memo);
  }
  return memo;
}

/** Resolved pages kept per process: enough for the pages a worker renders at once (metadata, then the page). */
const RECENT_PAGES = 256;

function resolvedPage(content: ContentSet, path: string): ResolvedPage | undefined {
  const { pages } = memoOf(content);
  if (pages.has(path)) return pages.get(path);
  const page = resolvePage(content, path);
  pages.set(path, page);
  if (pages.size > RECENT_PAGES) pages.delete(pages.keys().next().value as string);
  return page;
}

function pagePaths(content: ContentSet): string[] {
  const memo = memoOf(content);
  memo.paths ??= listPagePaths(content);
  return memo.paths;
}

/** The page at a path, or undefined (→ 404). Resolved once per path and process. */
export async function pageAt(path: string): Promise<ResolvedPage | undefined> {
  return resolvedPage(await siteContent(), path);
}

/** Every pre-rendered path except the front page, as catch-all segments. */
export async function pathParams(): Promise<{ path: string[] }[]> {
  return pagePaths(await siteContent())
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
    twitter: { card: 'summary_large_image', title: meta.title, description: meta.description, images: [shareImage] },
    other: meta.facebookVerificationCode ? { 'facebook-domain-verification': meta.facebookVerificationCode } : undefined,
  };
}

/** Every event by id with its production (joined by `production.pageReference`), made once per content set. */
function calendarEntries(content: ContentSet): Map<string, { event: Event; production: Production }> {
  const memo = memoOf(content);
  if (!memo.calendar) {
    const byReference = new Map(content.productions.map((production) => [production.pageReference, production]));
    memo.calendar = new Map(
      content.events.map((event) => {
        const production = byReference.get(event.production.pageReference);
        if (!production) throw new Error(`event '${event.id}': production '${event.production.pageReference}' is missing`);
        return [event.id, { event, production }];
      }),
    );
  }
  return memo.calendar;
}

/**
 * Every event with its production (joined by `production.pageReference`), for the calendar files.
 * @throws Error for an event without its production (content validation leaves those out).
 */
export async function eventsWithProductions(): Promise<{ event: Event; production: Production }[]> {
  return [...calendarEntries(await siteContent()).values()];
}

/** The event with this id and its production, or undefined. @throws Error as `eventsWithProductions`. */
export async function eventWithProduction(id: string): Promise<{ event: Event; production: Production } | undefined> {
  return calendarEntries(await siteContent()).get(id);
}

/** The article a page is about (its single article block), if any. */
function articleOf(page: ResolvedPage) {
  const blocks = page.rows.flatMap((row) => row.columns.flatMap((column) => column.blocks));
  return blocks.map((block) => block.data.article).find((article) => article !== undefined);
}

/** Every pre-rendered path with, for article pages, when the article was last updated. */
export async function sitemapPages(): Promise<{ path: string; lastModified?: Date }[]> {
  const content = await siteContent();
  return pagePaths(content).map((path) => {
    const page = resolvedPage(content, path);
    const article = page && articleOf(page);
    return { path, lastModified: article ? new Date(article.updatedAt) : undefined };
  });
}
