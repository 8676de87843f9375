'use client';

import { useEffect, useState } from 'react';
import { Provider } from 'react-redux';
import { showingAttributes } from '@/components/shared/showing-clock';
import { availabilityWanted } from '@/store/events/events-slice';
import { makeStore } from '@/store/make-store';
import { TicketStatus } from './ticket-status.client';
import type { TicketRow } from './ticket-row';

export interface LiveTicketIslandProps {
  rows: TicketRow[];
  /** The site value of the runtime call (docs/product.md, Outside services). */
  site: string;
  runtimeUrl: string;
}

/**
 * The live-availability island: a store for this screen asks the runtime service once for the
 * listed events and closes (cancelling pending requests) when the visitor leaves. Until an
 * answer comes, and if none comes, the list shows what the build knew.
 */
export function LiveTicketIsland({ rows, site, runtimeUrl }: LiveTicketIslandProps) {
  const [store] = useState(() => makeStore({ runtimeUrl, site }));
  const key = rows.map((row) => row.id).join(',');
  useEffect(() => {
    store.open();
    store.dispatch(availabilityWanted(key.split(',').filter(Boolean)));
    return () => store.close();
  }, [store, key]);
  return (
    <Provider store={store}>
      <ul className="ticket-list__list">
        {rows.map((row) => (
          <li
            key={row.id}
            className={row.rental ? 'ticket ticket--rental' : 'ticket'}
            data-event-id={row.id}
            {...showingAttributes(row.startTime)}
          >
            <time className="ticket__when" dateTime={row.startTime}>
              {row.when}
            </time>
            <span className="ticket__where">{row.where}</span>
            <span className="ticket__price">{row.price}</span>
            <TicketStatus
              eventId={row.id}
              initial={row.availability}
              ticketUrl={row.ticketUrl}
              accessibleSuffix={row.accessibleSuffix}
              linkAttributes={row.linkAttributes}
              rental={row.rental}
            />
            {!row.rental && (
              <a className="ticket__calendar" href={row.calendarHref} download>
                Legg i kalender<span className="visually-hidden">{row.accessibleSuffix}</span>
              </a>
            )}
          </li>
        ))}
      </ul>
    </Provider>
  );
}
