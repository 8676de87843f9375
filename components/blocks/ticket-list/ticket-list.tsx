import { AVAILABILITY_TEXT, TAG_TEXT, formatPrice } from '@/components/shared/format';
import { upcoming } from '@/components/shared/showtimes';
import { formatClock, formatDayLong } from '@/lib/time';
import type { BlockProps } from '../types';

/**
 * Ticket list: the production's coming events (filtered by production.pageReference in the page
 * source) with date and time, venue, price, availability and a buy button to the ticketing platform.
 */
export function TicketList({ block, context }: BlockProps<'ticketList'>) {
  const production = block.data.production;
  const events = upcoming(block.data.events ?? [], context.now);
  const headingId = `${block.id}-title`;
  return (
    <section className="ticket-list" aria-labelledby={headingId}>
      <h2 id={headingId}>{block.props.title ?? 'Billetter'}</h2>
      {events.length === 0 ? (
        <p>Ingen kommende visninger er lagt ut ennå. Følg med, eller meld deg på nyhetsbrevet vårt.</p>
      ) : (
        <ul className="ticket-list__list">
          {events.map((event) => {
            const when = `${formatDayLong(event.startTime)} kl. ${formatClock(event.startTime)}`;
            return (
              <li key={event.id} className="ticket">
                <time className="ticket__when" dateTime={event.startTime}>{when}</time>
                <span className="ticket__where">{[event.location.name, event.format, ...event.tags.map((tag) => TAG_TEXT[tag] ?? tag)].filter(Boolean).join(' · ')}</span>
                <span className="ticket__price">{formatPrice(event.prices)}</span>
                <span className={`availability availability--${event.availability}`}>{AVAILABILITY_TEXT[event.availability]}</span>
                {event.availability === 'soldout' ? (
                  <span className="button button--disabled" aria-hidden="true">Utsolgt</span>
                ) : (
                  <a className="button" href={event.ticketUrl} rel="noopener">
                    Kjøp billett<span className="visually-hidden"> til {production?.title}, {when}</span>
                  </a>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
