import { ArticleEndNotice } from '@/components/shared/article-end-notice';
import { CATEGORY_TEXT } from '@/components/shared/format';
import { SafeHtml } from '@/components/shared/safe-html';
import { articleEnd, articleEvents } from '@/lib/article-end';
import { formatDate } from '@/lib/time';
import type { BlockProps } from '../types';
import { ArticleDates } from './article-dates';

/** Article: byline, dates, coming showings and the sanitised body (docs/content.md, Articles and their events). */
export function ArticleBlock({ block, context }: BlockProps<'article'>) {
  const article = block.data.article;
  if (!article) return null;
  const updated = article.updatedAt - article.createdAt > 24 * 60 * 60 * 1000;
  const events = block.data.events ?? [];
  const end = articleEnd(article, events);
  return (
    <article className="article">
      <p className="article__byline">
        <span className="tag">{CATEGORY_TEXT[article.category]}</span> Av {article.author} ·{' '}
        Publisert{' '}
        <time dateTime={new Date(article.createdAt).toISOString()}>
          {formatDate(article.createdAt)}
        </time>
        {updated && (
          <>
            {' '}
            · Oppdatert{' '}
            <time dateTime={new Date(article.updatedAt).toISOString()}>
              {formatDate(article.updatedAt)}
            </time>
          </>
        )}
      </p>
      {end && <ArticleEndNotice end={end} now={context.now} className="article__over" />}
      {article.productions?.length ? (
        <ArticleDates
          id={block.id}
          events={articleEvents(article, events)}
          productions={block.data.productions ?? []}
          now={context.now}
        />
      ) : null}
      <SafeHtml html={article.content} />
    </article>
  );
}
