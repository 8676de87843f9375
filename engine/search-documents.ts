import { articleEnd } from '@/lib/article-end';
import { productionHref } from '@/lib/production-paths';
import { typeLabelOf } from '@/lib/production-types';
import { htmlToPlainText } from '@/lib/sanitize';
import type { ContentSet, PageDefinition } from '@/lib/schemas';
import { MAX_STARTS, type SearchDocument } from '@/lib/search/index-options';
import { listPagePaths } from './resolve-page';

const SUMMARY_LENGTH = 160;
/** Static pages that are no search results: the front page, the search page itself and the member area. */
const UNSEARCHABLE_PAGE = /^\/(?:$|search$|filmklubb\/)/;

/** Cuts plain text to about `SUMMARY_LENGTH` characters at a word boundary, with an ellipsis. */
function shorten(text: string): string {
  if (text.length <= SUMMARY_LENGTH) return text;
  const cut = text.slice(0, SUMMARY_LENGTH);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), SUMMARY_LENGTH / 2)).replace(/[\s,.;:–-]+$/, '')} …`;
}

/** A meta binding's text when it is plain (no `{{…}}` template), else ''. */
const plainBinding = (expression: string | undefined): string =>
  expression && !expression.includes('{{') ? expression : '';

/** Text of a static page: its title and content blocks, as plain text. */
function pageText(definition: PageDefinition): string {
  const parts: string[] = [];
  for (const block of definition.blocks.filter((candidate) => !candidate.hide)) {
    const props = block.props as Record<string, unknown>;
    for (const key of ['text', 'title', 'html', 'content', 'body']) {
      const value = props[key];
      if (typeof value === 'string')
        parts.push(
          key === 'html' || key === 'content' || key === 'body' ? htmlToPlainText(value) : value,
        );
    }
  }
  return parts.join(' ');
}

/**
 * The documents of the site search (issue 6, item 1): every film and culture production with a
 * page (kind `film`/`event`, with its next showtimes at or after `now`), every article page and
 * every static content page (not the front page, the search page or the member area). Only pages
 * the build exports (listPagePaths) are included; ids are their site paths.
 */
export function searchDocuments(content: ContentSet, now: Date): SearchDocument[] {
  const paths = new Set(listPagePaths(content));
  const documents: SearchDocument[] = [];
  const startsBySlug = new Map<string, string[]>();
  for (const event of [...content.events].sort(
    (a, b) => Date.parse(a.startTime) - Date.parse(b.startTime),
  )) {
    if (Date.parse(event.startTime) < now.getTime()) continue;
    const starts = startsBySlug.get(event.production.pageReference) ?? [];
    if (starts.length < MAX_STARTS)
      startsBySlug.set(event.production.pageReference, [...starts, event.startTime]);
  }
  for (const production of content.productions) {
    const href = productionHref(production);
    if (!paths.has(href)) continue;
    const { features } = production;
    const keywords = [
      typeLabelOf(content.site, production),
      production.classTitle,
      ...features.genres,
      features.originalTitle,
      features.director,
      ...(features.cast ?? []),
      features.performer,
      features.country,
      features.language,
    ];
    const starts = startsBySlug.get(production.pageReference);
    documents.push({
      id: href,
      kind: production.object === 'movie' ? 'film' : 'event',
      title: production.title,
      summary: shorten(production.contents.summary),
      keywords: keywords.filter(Boolean).join(' '),
      text: `${production.contents.summary} ${htmlToPlainText(production.contents.body)}`,
      ...(starts && { starts }),
    });
  }
  for (const article of content.articles) {
    const href = `/article/${article.slug}`;
    if (!paths.has(href)) continue;
    const text = htmlToPlainText(article.content);
    const ends = articleEnd(article, content.events);
    documents.push({
      id: href,
      kind: 'article',
      title: article.title,
      summary: shorten(article.summary ?? text),
      keywords: article.author,
      text: `${article.summary ?? ''} ${text}`,
      ...(ends && { ends }),
    });
  }
  for (const definition of content.definitions) {
    // A static definition may also claim an article's path (`/article/info-om-cookies`): one document per page.
    if (
      !paths.has(definition.path) ||
      UNSEARCHABLE_PAGE.test(definition.path) ||
      documents.some((document) => document.id === definition.path)
    )
      continue;
    const description = plainBinding(definition.meta.nb.description?.expression);
    const text = pageText(definition);
    documents.push({
      id: definition.path,
      kind: 'page',
      title: definition.title,
      summary: shorten(description || text),
      keywords: plainBinding(definition.meta.nb.keywords?.expression),
      text: `${description} ${text}`,
    });
  }
  return documents;
}
