import { ArticleEndNotice } from '@/components/shared/article-end-notice';
import { productionHref } from '@/components/shared/production-links';
import { SHOWING, showingAttributes } from '@/components/shared/showing-clock';
import { festivalEnd, festivalFilms } from '@/lib/festival';
import { formatClock, formatDayLong } from '@/lib/time';
import type { BlockProps } from '../types';

/**
 * A festival of the house: its dates and passes (content/house.json), «… er over.» from the
 * visitor's clock, and its films with their showings within the dates, each row leaving when it
 * has started (docs/content.md, Festivals).
 */
export function FestivalBlock({ block, context }: BlockProps<'festival'>) {
  const { title, name, from, to, dates, passes } = block.props;
  const films = festivalFilms({ from, to }, block.data.productions ?? [], block.data.events ?? []);
  const headingId = `${block.id}-title`;
  return (
    <section className="festival" aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      <p className="festival__dates">
        {name}: <time dateTime={`${from}/${to}`}>{dates}</time>
      </p>
      <ArticleEndNotice
        end={festivalEnd(to)}
        now={context.now}
        className="article__over"
        message={`${name} er over for denne gang.`}
      />
      {passes.length > 0 && (
        <>
          <h3>Festivalpass</h3>
          <ul className="festival__passes">
            {passes.map((pass) => (
              <li key={pass}>{pass}</li>
            ))}
          </ul>
        </>
      )}
      <h3>Filmer og visninger</h3>
      <div {...{ [SHOWING.scope]: '' }}>
        {films.map(({ production, showings }) => (
          <article
            className="festival__film"
            key={production.pageReference}
            {...{ [SHOWING.group]: '' }}
          >
            <h4>
              <a href={productionHref(production)}>{production.title}</a>
            </h4>
            <ul>
              {showings.map((showing) => (
                <li key={showing.id} {...showingAttributes(showing.startTime)}>
                  <time dateTime={showing.startTime}>
                    {formatDayLong(showing.startTime)} kl. {formatClock(showing.startTime)}
                  </time>
                  , {showing.location.name}
                </li>
              ))}
            </ul>
          </article>
        ))}
        <p hidden={films.length > 0} {...{ [SHOWING.none]: '' }}>
          Ingen visninger i festivalen er lagt ut.
        </p>
      </div>
    </section>
  );
}
