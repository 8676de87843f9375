import { posterOf, productionHref } from '@/components/shared/production-links';
import { SiteImage } from '@/components/shared/site-image';
import type { BlockProps } from '../types';

/** The most posters a cover flow shows: at 10,000 productions the row was 1.3 MB of the front page. */
export const MAX_COVER_FLOW_POSTERS = 40;

/** Cover flow: a horizontally scrolling row of posters linking to each production. */
export function CoverFlow({ block }: BlockProps<'coverFlow'>) {
  const productions = (block.data.productions ?? []).slice(0, MAX_COVER_FLOW_POSTERS);
  const headingId = `${block.id}-title`;
  return (
    <section className="cover-flow" aria-labelledby={headingId}>
      <h2 id={headingId}>{block.props.title ?? 'Filmer'}</h2>
      <ul className="cover-flow__track">
        {productions.map((production) => {
          const poster = posterOf(production);
          return (
            <li key={production.id}>
              <a href={productionHref(production)} className="cover-flow__item">
                {/* The film's title is the link's text right below the poster: read once, not twice. */}
                {poster && (
                  <SiteImage
                    asset={poster}
                    className="cover-flow__poster"
                    decorative="title in the same link"
                  />
                )}
                <span className="cover-flow__title">{production.title}</span>
              </a>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
