import Link from 'next/link';
import { CATEGORY_TEXT } from '@/components/shared/format';
import { SiteImage } from '@/components/shared/site-image';
import { formatDate } from '@/lib/time';
import type { BlockProps } from '../types';

/** Width of a card's image: one column on phones, two on tablets, then cards of about 20rem (the `.cards` grid). */
const CARD_SIZES = '(min-width: 72rem) 22rem, (min-width: 36rem) 50vw, 100vw';

/** Card list: articles as cards (thumbnail, category, title, date, summary), newest first as sourced. */
export function CardList({ block }: BlockProps<'cardList'>) {
  const articles = (block.data.articles ?? []).slice(0, block.props.limit);
  const headingId = `${block.id}-title`;
  return (
    <section className="card-list" aria-labelledby={block.props.title ? headingId : undefined}>
      {block.props.title && <h2 id={headingId}>{block.props.title}</h2>}
      {articles.length === 0 ? (
        <p>Ingen saker å vise akkurat nå.</p>
      ) : (
        <ul className="cards">
          {articles.map((article) => (
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
                  <Link href={`/article/${article.slug}`}>{article.title}</Link>
                </h3>
                {article.summary && <p>{article.summary}</p>}
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
