'use client';

import { useEffect, useState } from 'react';
import { ShareButton, showingAnchor } from '@/components/shared/share-button';
import { showingAttributes } from '@/components/shared/showing-clock';
import { whenIdleAfterLoad } from '@/components/shared/when-idle';
import type { LiveAvailabilityMap, LiveAvailabilityStore } from '@/store/events/live-availability';
import { TicketDays } from './ticket-days.client';
import { TicketStatus } from './ticket-status.client';
import type { TicketRow } from './ticket-row';

export interface LiveTicketIslandProps {
  rows: TicketRow[];
  /** The site value of the runtime call (docs/product.md, Outside services). */
  site: string;
  runtimeUrl: string;
  /** The render clock (ISO 8601) and the rows' plural noun, for the day groups (ticket-days.client.tsx). */
  renderNow: string;
  noun: string;
}

/** The ticket list with live availability, loaded when idle; on a failure the list stays as built. */
export function LiveTicketIsland({
  rows,
  site,
  runtimeUrl,
  renderNow,
  noun,
}: LiveTicketIslandProps) {
  const [live, setLive] = useState<LiveAvailabilityMap>({});
  const key = rows.map((row) => row.id).join(',');
  useEffect(() => {
    let store: LiveAvailabilityStore | undefined;
    let left = false;
    const stopWaiting = whenIdleAfterLoad(() => {
      import('@/store/events/live-availability').then(
        ({ createLiveAvailabilityStore }) => {
          if (left) return;
          const opened = createLiveAvailabilityStore({ runtimeUrl, site });
          store = opened;
          opened.subscribe(() => setLive(opened.snapshot()));
          opened.want(key.split(',').filter(Boolean));
        },
        (error: unknown) =>
          console.error(
            `Live availability failed: ${error instanceof Error ? error.message : String(error)}`,
          ),
      );
    });
    return () => {
      left = true;
      stopWaiting();
      store?.close();
    };
  }, [runtimeUrl, site, key]);
  return (
    <TicketDays
      rows={rows}
      renderNow={renderNow}
      noun={noun}
      renderRow={(row) => (
        <li
          key={row.id}
          className={row.rental ? 'ticket ticket--rental' : 'ticket'}
          data-event-id={row.id}
          id={showingAnchor(row.id)}
          {...showingAttributes(row.startTime)}
        >
          <time className="ticket__when" dateTime={row.startTime}>
            {row.when}
          </time>
          <span className="ticket__where">{row.where}</span>
          <span className="ticket__price">{row.price}</span>
          <TicketStatus
            availability={live[row.id] ?? row.availability}
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
          {row.shareText && (
            <ShareButton
              anchor={showingAnchor(row.id)}
              text={row.shareText}
              subject={` ${row.day.toLowerCase()} kl. ${row.when}`}
            />
          )}
        </li>
      )}
    />
  );
}
