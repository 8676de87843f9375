import type { Event, Production } from '@/lib/schemas';
import { formatClock, formatDate, formatDayShort } from '@/lib/time';
import { formatAgeRating, formatLength } from './format';
import { HearingLoopMark } from './hearing-loop-mark';
import { LiveStatusText } from './live-status-text';
import { posterAlt, posterOf, productionHref } from './production-links';
import { SHOWING, showingAttributes } from './showing-clock';
import { SiteImage } from './site-image';

/** Showtimes a card shows; the rest are rendered hidden, for when the first have started or a filter leaves them out. */
const SHOWN = 3;

/** The most showtimes a card carries: a 14-day filter at four showings a day (docs/product.md, Programme at scale). */
export const MAX_CARD_SHOWTIMES = 60;

interface ProductionCardProps {
  production: Production;
  /** Coming events, earliest first; all rendered, the first {@link SHOWN} shown. */
  showtimes: Event[];
  /** The tag that says what the production is when it is no show (a rental's type label, `Utleie av idrettssal`). */
  typeTag?: string;
  /** What the production's events are called (`eventsNounOf`): `visninger`, `forestillinger`, `kamper`. */
  eventsNoun: string;
  headingLevel?: 'h2' | 'h3';
  showPremiere?: boolean;
  /** A hall to rent: its showtimes are hours, "Ledig" / "Opptatt" with «Bestill». */
  rental?: boolean;
}

export function ProductionCard({
  production,
  showtimes,
  typeTag,
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
        {(typeTag ?? production.classTitle) && (
          <p className="tag">{typeTag ?? production.classTitle}</p>
        )}
        <Heading className="production-card__title">
          <a href={productionHref(production)}>{production.title}</a>
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
            {showtimes.map((event, index) => (
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
