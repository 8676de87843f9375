import { analyticsItemAttributes } from '@/components/analytics/analytics-item';
import { formatPrice, showingDetails } from '@/components/shared/format';
import { RentalNote } from '@/components/shared/rental-note';
import { SHOWING } from '@/components/shared/showing-clock';
import { showingsRenderClock, upcoming } from '@/components/shared/showtimes';
import { StructuredData } from '@/components/shared/structured-data';
import { calendarHref } from '@/lib/calendar';
import { eventsNounOf, FALLBACK_EVENTS_NOUN, rentalOf, typeLabelOf } from '@/lib/production-types';
import { capitalise, formatClock, formatDayLong } from '@/lib/time';
import type { BlockProps } from '../types';
import { LiveTicketList } from './live-ticket-list.client';
import type { TicketRow } from './ticket-row';
import { ShowingClockScript } from '@/components/shared/showing-clock-script';
import { IslandBoundary } from '@/components/shared/island-boundary.client';

/** The analytics list name of purchases made from a production page's ticket list. */
const LIST_NAME = 'Billetter';

/** Ticket list: the production's coming events with a buy button (docs/product.md, Film and event pages). */
export function TicketList({ block, context }: BlockProps<'ticketList'>) {
  const production = block.data.production;
  const rental = production && rentalOf(context.site, production);
  const events = upcoming(block.data.events ?? [], context.now);
  const rows: TicketRow[] = events.map((event) => {
    const clock = formatClock(event.startTime);
    const day = formatDayLong(event.startTime);
    const when = `${day} kl. ${clock}`;
    return {
      id: event.id,
      startTime: event.startTime,
      when: clock,
      day: capitalise(day),
      where: showingDetails(event),
      price: formatPrice(event.prices),
      availability: event.availability,
      ticketUrl: event.ticketUrl,
      calendarHref: calendarHref(event),
      accessibleSuffix: rental
        ? ` ${production.title}, ${when}`
        : ` til ${production?.title ?? ''}, ${when}`,
      ...(rental && { rental: true }),
      ...(production && !rental && { shareText: `${production.title}, ${when}` }),
      ...(production && {
        linkAttributes: analyticsItemAttributes({
          id: production.id,
          variant: event.id,
          name: production.title,
          brand: context.site.title,
          listName: LIST_NAME,
          category: typeLabelOf(context.site, production),
        }),
      }),
    };
  });
  const noun = rental
    ? 'timer'
    : production
      ? eventsNounOf(context.site, production)
      : FALLBACK_EVENTS_NOUN.movie;
  const headingId = `${block.id}-title`;
  return (
    <section className="ticket-list" aria-labelledby={headingId} {...{ [SHOWING.scope]: '' }}>
      <ShowingClockScript />
      {/* The production page definition titles this block "Spilletider og billetter" for every production, halls too. */}
      <h2 id={headingId}>{rental ? 'Timer til leie' : (block.props.title ?? 'Billetter')}</h2>
      {production && !rental && (
        <StructuredData production={production} events={events} site={context.site} />
      )}
      {rental && (
        <RentalNote
          className="ticket-list__rental"
          where="lista under"
          bookingUrl={rental.bookingUrl}
        />
      )}
      <p hidden={rows.length > 0} {...{ [SHOWING.none]: '' }}>
        {rental
          ? 'Ingen ledige timer er lagt ut ennå.'
          : `Ingen kommende ${production ? eventsNounOf(context.site, production) : 'visninger'} er lagt ut ennå. Følg med, eller meld deg på nyhetsbrevet vårt.`}
      </p>
      {rows.length > 0 && (
        <IslandBoundary name="live-tickets">
          <LiveTicketList
            rows={rows}
            site={context.site.id}
            runtimeUrl={context.runtimeUrl}
            renderNow={showingsRenderClock(
              context.now,
              rows.map((row) => row.startTime),
            )}
            noun={noun}
          />
        </IslandBoundary>
      )}
    </section>
  );
}
