import { ATOM_FEED_PATH, atomFeedTitle } from './atom-feed-link';
import { CALENDAR_STAMP } from './calendar-event';
import { siteUrl } from './site-url';
import { productionHref } from './production-paths';
import { htmlToPlainText } from './sanitize';
import type { ContentSet } from './schemas';
import { osloDay, osloWallTimeToIso } from './time';

/** Entries in the feed: the newest, so the file stays small at any size of programme. */
export const ATOM_FEED_ENTRIES = 50;

/** Article categories that are news; `article` is a standing text (privacy, how to buy tickets). */
const NEWS_CATEGORIES = new Set(['news', 'cinema', 'culture']);

interface AtomEntry {
  id: string;
  title: string;
  /** ISO 8601 instant. */
  updated: string;
  path: string;
  summary: string;
}

const escapeXml = (value: string): string =>
  value.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[char]!,
  );

const iso = (instant: number): string => new Date(instant).toISOString().replace('.000Z', 'Z');

/**
 * The entries, newest first: each news article (updated: its `updatedAt`) and each production
 * with a page (updated: its premiere, at midnight in Oslo, else its first showing's start: no
 * content source gives a production a revision time). All from the content, none from the build
 * clock, so the same content writes the same feed (docs/product.md, Atom feed).
 */
export function atomEntries(
  content: Pick<ContentSet, 'site' | 'articles' | 'productions' | 'events'>,
): AtomEntry[] {
  const tag = `tag:${content.site.host},2026:`;
  const firstShowing = new Map<string, number>();
  for (const event of content.events) {
    const start = Date.parse(event.startTime);
    const key = event.production.pageReference;
    if (start < (firstShowing.get(key) ?? Infinity)) firstShowing.set(key, start);
  }
  const articles = content.articles
    .filter((article) => NEWS_CATEGORIES.has(article.category))
    .map((article) => ({
      id: `${tag}artikkel/${article.id}`,
      title: article.title,
      updated: iso(article.updatedAt),
      path: `/article/${article.slug}`,
      summary: article.summary ?? htmlToPlainText(article.content).slice(0, 300),
    }));
  const productions = content.productions.flatMap((production) => {
    const premiere = production.features.premiere;
    const since = premiere
      ? Date.parse(osloWallTimeToIso(osloDay(new Date(`${premiere}T12:00:00Z`)), '00:00'))
      : firstShowing.get(production.pageReference);
    if (since === undefined) return [];
    return [
      {
        id: `${tag}produksjon/${production.id}`,
        title: production.title,
        updated: iso(since),
        path: productionHref(production),
        summary: htmlToPlainText(production.contents.summary),
      },
    ];
  });
  return [...articles, ...productions]
    .sort((a, b) => b.updated.localeCompare(a.updated) || a.id.localeCompare(b.id))
    .slice(0, ATOM_FEED_ENTRIES);
}

/**
 * The Atom feed (RFC 4287) of new productions and news: `atomEntries`, its `updated` the newest
 * entry's (`CALENDAR_STAMP` when there is none).
 */
export function atomFeed(
  content: Pick<ContentSet, 'site' | 'articles' | 'productions' | 'events'>,
): string {
  const { site } = content;
  const entries = atomEntries(content);
  const link = (path: string, rel = 'alternate', type = 'text/html') =>
    `<link rel="${rel}" type="${type}" href="${escapeXml(siteUrl(site, path))}"/>`;
  const lines = [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="nb">',
    `<id>${escapeXml(siteUrl(site, '/'))}</id>`,
    `<title>${escapeXml(atomFeedTitle(site))}</title>`,
    `<updated>${entries[0]?.updated ?? CALENDAR_STAMP}</updated>`,
    `<author><name>${escapeXml(site.title)}</name></author>`,
    link(ATOM_FEED_PATH, 'self', 'application/atom+xml'),
    link('/'),
    ...entries.map((entry) =>
      [
        '<entry>',
        `<id>${escapeXml(entry.id)}</id>`,
        `<title>${escapeXml(entry.title)}</title>`,
        `<updated>${entry.updated}</updated>`,
        link(entry.path),
        `<summary>${escapeXml(entry.summary)}</summary>`,
        '</entry>',
      ].join(''),
    ),
    '</feed>',
  ];
  return `${lines.join('\n')}\n`;
}
