import type { Event, Production } from '@/lib/schemas';
import { listPagePaths, resolvePage } from './resolve-page';
import { matchRoute } from './routes';
import type { ContentSet, ResolvedPage } from './types';
import { processMemo } from '@/lib/process-memo';

/** An event with the production it belongs to, for calendar files. */
export interface CalendarEntry {
  event: Event;
  production: Production;
}

/** A pre-rendered path with, for article pages, when the article was last updated. */
export interface SitemapPage {
  path: string;
  lastModified?: Date;
}

/**
 * Work done once per content set and kept for every page this process renders (a build worker
 * renders many pages from the same content): the most recently resolved pages by path, the page
 * paths, and the calendar entries by event id. Kept in memory only, per content set object.
 */
interface Memo {
  pages: Map<string, ResolvedPage | undefined>;
  paths?: string[];
  calendar?: Map<string, CalendarEntry>;
}
const memos = processMemo('kulturhuset.engine.site-data', () => new WeakMap<ContentSet, Memo>());

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

/**
 * The page at a path (resolvePage), or undefined (→ 404); the last 256 resolved per content set
 * are kept, so a page's metadata and its body resolve it once.
 */
export function memoizedPage(content: ContentSet, path: string): ResolvedPage | undefined {
  const { pages } = memoOf(content);
  if (pages.has(path)) return pages.get(path);
  const page = resolvePage(content, path);
  pages.set(path, page);
  if (pages.size > RECENT_PAGES) pages.delete(pages.keys().next().value as string);
  return page;
}

/** Every pre-rendered path of the content (listPagePaths), listed once per content set. */
export function memoizedPagePaths(content: ContentSet): string[] {
  const memo = memoOf(content);
  memo.paths ??= listPagePaths(content);
  return memo.paths;
}

/**
 * Every event by id with its production (joined by `production.pageReference`), made once per
 * content set.
 * @throws Error naming the event for an event without its production (content validation leaves those out).
 */
export function calendarEntries(content: ContentSet): ReadonlyMap<string, CalendarEntry> {
  const memo = memoOf(content);
  if (!memo.calendar) {
    const byReference = new Map(
      content.productions.map((production) => [production.pageReference, production]),
    );
    memo.calendar = new Map(
      content.events.map((event) => {
        const production = byReference.get(event.production.pageReference);
        if (!production)
          throw new Error(
            `event '${event.id}': production '${event.production.pageReference}' is missing`,
          );
        return [event.id, { event, production }];
      }),
    );
  }
  return memo.calendar;
}

/** The article a page is about (its single article block), if any. */
function articleOf(page: ResolvedPage) {
  const blocks = page.rows.flatMap((row) => row.columns.flatMap((column) => column.blocks));
  return blocks.map((block) => block.data.article).find((article) => article !== undefined);
}

/**
 * Every pre-rendered path with, for article pages, when the article was last updated (`updatedAt`,
 * epoch ms). A page shows an article only through a block that binds the `article` prop
 * (resolve-page.ts, bindData), so only paths that a definition with such a block answers are
 * resolved: at 10,000 productions resolving every page for the sitemap took seconds of each build.
 */
export function sitemapEntries(content: ContentSet): SitemapPage[] {
  const withArticle = content.definitions.filter((definition) =>
    definition.blocks.some(
      (block) => (block.data as Record<string, unknown>).article !== undefined,
    ),
  );
  return memoizedPagePaths(content).map((path) => {
    const page = withArticle.some((definition) => matchRoute(definition.path, path) !== null)
      ? memoizedPage(content, path)
      : undefined;
    const article = page && articleOf(page);
    return { path, lastModified: article ? new Date(article.updatedAt) : undefined };
  });
}
