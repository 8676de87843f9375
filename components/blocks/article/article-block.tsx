import { CATEGORY_TEXT } from '@/components/shared/format';
import { SafeHtml } from '@/components/shared/safe-html';
import { formatDate } from '@/lib/time';
import type { BlockProps } from '../types';

/** Article: byline, dates and the sanitised body of the article the page is about. */
export function ArticleBlock({ block }: BlockProps<'article'>) {
  const article = block.data.article;
  if (!article) return null;
  const updated = article.updatedAt - article.createdAt > 24 * 60 * 60 * 1000;
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
      <SafeHtml html={article.content} />
    </article>
  );
}
