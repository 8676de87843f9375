import { ArticleEndNotice } from '@/components/shared/article-end-notice';
import { CATEGORY_TEXT } from '@/components/shared/format';
import { isPastShowing } from '@/components/shared/showing-clock';
import { SiteImage } from '@/components/shared/site-image';
import { articleEnd } from '@/lib/article-end';
import type { Article, Event } from '@/lib/schemas';
import { formatDate } from '@/lib/time';
import type { BlockProps } from '../types';

/** Width of a card's image: one column on phones, two on tablets, then cards of about 20rem (the `.cards` grid). */
const CARD_SIZES = '(min-width: 72rem) 22rem, (min-width: 36rem) 50vw, 100vw';

/** Articles whose event was over at the build after the current ones (docs/content.md, Articles and their events). */
function currentFirst(articles: readonly Article[], events: readonly Event[], now: string) {
  const at = Date.parse(now);
  const withEnd = articles.map((article) => ({ article, end: articleEnd(article, events) }));
  const over = ({ end }: { end?: string }) => end !== undefined && isPastShowing(end, at);
  return [...withEnd.filter((item) => !over(item)), ...withEnd.filter(over)];
}

/** Card list: articles as cards, those whose event is over last. */
export function CardList({ block, context }: BlockProps<'cardList'>) {
  const articles = currentFirst(
    block.data.articles ?? [],
    block.data.events ?? [],
    context.now,
  ).slice(0, block.props.limit);
  const headingId = `${block.id}-title`;
  return (
    <section className="card-list" aria-labelledby={block.props.title ? headingId : undefined}>
      {block.props.title && <h2 id={headingId}>{block.props.title}</h2>}
      {articles.length === 0 ? (
        <p>Ingen saker å vise akkurat nå.</p>
      ) : (
        <ul className="cards">
          {articles.map(({ article, end }) => (
            <li key={article.id} className="card">
              <SiteImage
                asset={article.thumbnail ?? article.image}
                fallbackAlt={article.image.alt}
                className="card__image"
                sizes={CARD_SIZES}
              />
              <div className="card__body">
                <p className="card__meta">
                  <span className="tag">{CATEGORY_TEXT[article.category]}</span>{' '}
                  <time dateTime={new Date(article.createdAt).toISOString()}>
                    {formatDate(article.createdAt)}
                  </time>
                </p>
                <h3 className="card__title">
                  <a href={`/article/${article.slug}`}>{article.title}</a>
                </h3>
                {end && <ArticleEndNotice end={end} now={context.now} className="card__over" />}
                {article.summary && <p>{article.summary}</p>}
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
