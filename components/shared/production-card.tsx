import Link from 'next/link';
import type { Event, Production } from '@/lib/schemas';
import { formatClock, formatDate, formatDayShort } from '@/lib/time';
import { formatAgeRating, formatLength } from './format';
import { HearingLoopMark } from './hearing-loop-mark';
import { LiveStatusText } from './live-status-text';
import { posterAlt, posterOf, productionHref } from './production-links';
import { SHOWING, showingAttributes } from './showing-clock';
import { SiteImage } from './site-image';

/** Showtimes a card shows, and how many it renders in all (the rest in reserve for when the first have started). */
const SHOWN = 3;
const RENDERED = 12;

interface ProductionCardProps {
  production: Production;
  /**
   * The production's coming events, earliest first; the first three are shown. A few more are
   * rendered hidden, shown by the showing clock (showing-clock.ts) when the first have started.
   */
  showtimes: Event[];
  /** What the production's events are called (`eventsNounOf`): `visninger`, `forestillinger`, `kamper`. */
  eventsNoun: string;
  headingLevel?: 'h2' | 'h3';
  showPremiere?: boolean;
  /** A hall to rent: its showtimes are hours, "Ledig" / "Opptatt" with «Bestill». */
  rental?: boolean;
}

/** A programme card: poster, title, age rating, length, genre and the next showtimes. */
export function ProductionCard({
  production,
  showtimes,
  eventsNoun,
  headingLevel: Heading = 'h3',
  showPremiere = false,
  rental = false,
}: ProductionCardProps) {
  const poster = posterOf(production);
  const { ageRating, lengthMinutes, genres, premiere } = production.features;
  const facts = [
    ageRating && formatAgeRating(ageRating),
    lengthMinutes && formatLength(lengthMinutes),
    genres.join(', '),
  ].filter(Boolean);
  return (
    <article className="production-card">
      {poster && (
        <SiteImage
          asset={poster}
          fallbackAlt={posterAlt(production)}
          className="production-card__poster"
          sizes="6rem"
        />
      )}
      <div className="production-card__body">
        {production.classTitle && <p className="tag">{production.classTitle}</p>}
        <Heading className="production-card__title">
          <Link href={productionHref(production)}>{production.title}</Link>
        </Heading>
        <p className="production-card__facts">{facts.join(' · ')}</p>
        {showPremiere && premiere && (
          <p className="production-card__premiere">Premiere {formatDate(premiere)}</p>
        )}
        {showtimes.length > 0 && (
          <ul
            className="production-card__showtimes"
            aria-label={`Neste ${eventsNoun} av ${production.title}`}
            {...{ [SHOWING.group]: '', [SHOWING.limit]: SHOWN }}
          >
            {showtimes.slice(0, RENDERED).map((event, index) => (
              <li
                key={event.id}
                {...showingAttributes(event.startTime)}
                {...(index >= SHOWN && { [SHOWING.over]: '' })}
              >
                <time dateTime={event.startTime}>
                  {formatDayShort(event.startTime)} {formatClock(event.startTime)}
                </time>{' '}
                <LiveStatusText
                  className="production-card__status"
                  event={event}
                  title={production.title}
                  rental={rental}
                  compact
                />
                {event.location.hearingLoop && <HearingLoopMark />}
              </li>
            ))}
          </ul>
        )}
      </div>
    </article>
  );
}
