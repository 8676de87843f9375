import { productionHref } from '@/components/shared/production-links';
import { ShareButton, showingAnchor } from '@/components/shared/share-button';
import { SHOWING, showingAttributes } from '@/components/shared/showing-clock';
import { upcoming } from '@/components/shared/showtimes';
import type { Event, Production } from '@/lib/schemas';
import { formatClock, formatDayLong } from '@/lib/time';

/** At most this many dates are listed; the production's page has them all. */
const MAX_DATES = 12;

/**
 * The coming dates of an article's productions, from the programme, so the article never states a
 * date of its own; rows follow the showing clock.
 */
export function ArticleDates({
  id,
  events,
  productions,
  now,
}: {
  id: string;
  events: readonly Event[];
  productions: readonly Production[];
  now: string;
}) {
  const coming = upcoming(events, now).slice(0, MAX_DATES);
  const byReference = new Map(
    productions.map((production) => [production.pageReference, production]),
  );
  const headingId = `${id}-dates`;
  return (
    <section className="article__dates" aria-labelledby={headingId} {...{ [SHOWING.scope]: '' }}>
      <h2 id={headingId}>Datoer</h2>
      {coming.length > 0 && (
        <ul>
          {coming.map((event) => {
            const production = byReference.get(event.production.pageReference);
            const when = `${formatDayLong(event.startTime)} kl. ${formatClock(event.startTime)}`;
            return (
              <li
                key={event.id}
                id={showingAnchor(event.id)}
                {...showingAttributes(event.startTime)}
              >
                <time dateTime={event.startTime}>{when}</time>, {event.location.name}
                {production && (
                  <>
                    {': '}
                    <a href={productionHref(production)}>{production.title}</a>
                  </>
                )}{' '}
                <ShareButton
                  anchor={showingAnchor(event.id)}
                  text={`${production?.title ?? event.location.name}, ${when}`}
                  subject={` ${when}`}
                />
              </li>
            );
          })}
        </ul>
      )}
      <p hidden={coming.length > 0} {...{ [SHOWING.none]: '' }}>
        Ingen kommende datoer er lagt ut.
      </p>
    </section>
  );
}
