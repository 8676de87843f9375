import Link from 'next/link';
import type { Event, Production } from '@/lib/schemas';
import { formatClock, formatDate, formatDayShort } from '@/lib/time';
import { formatAgeRating, formatLength } from './format';
import { posterOf, productionHref } from './production-links';
import { SiteImage } from './site-image';

interface ProductionCardProps {
  production: Production;
  /** The production's coming events, earliest first; the first three are shown. */
  showtimes: Event[];
  headingLevel?: 'h2' | 'h3';
  showPremiere?: boolean;
}

/** A programme card: poster, title, age rating, length, genre and the next showtimes. */
export function ProductionCard({ production, showtimes, headingLevel: Heading = 'h3', showPremiere = false }: ProductionCardProps) {
  const poster = posterOf(production);
  const { ageRating, lengthMinutes, genres, premiere } = production.features;
  const facts = [ageRating && formatAgeRating(ageRating), lengthMinutes && formatLength(lengthMinutes), genres.join(', ')].filter(Boolean);
  return (
    <article className="production-card">
      {poster && <SiteImage asset={poster} className="production-card__poster" decorative />}
      <div className="production-card__body">
        {production.classTitle && <p className="tag">{production.classTitle}</p>}
        <Heading className="production-card__title">
          <Link href={productionHref(production)}>{production.title}</Link>
        </Heading>
        <p className="production-card__facts">{facts.join(' · ')}</p>
        {showPremiere && premiere && <p className="production-card__premiere">Premiere {formatDate(premiere)}</p>}
        {showtimes.length > 0 && (
          <ul className="production-card__showtimes" aria-label={`Neste visninger av ${production.title}`}>
            {showtimes.slice(0, 3).map((event) => (
              <li key={event.id}>
                <time dateTime={event.startTime}>
                  {formatDayShort(event.startTime)} {formatClock(event.startTime)}
                </time>
              </li>
            ))}
          </ul>
        )}
      </div>
    </article>
  );
}
