'use client';

import { AVAILABILITY_TEXT } from '@/components/shared/format';
import type { Availability } from '@/lib/schemas';
import { useAppSelector } from '@/store/hooks';
import { selectLiveAvailability } from '@/store/events/events-selectors';

interface TicketStatusProps {
  eventId: string;
  /** Availability when the site was built; shown until the runtime service answers. */
  initial: Availability;
  ticketUrl: string;
  /** Hidden text that completes the buy link's accessible name, e.g. " til Fjellet, lørdag 21. november kl. 18:00". */
  accessibleSuffix: string;
  /** data- attributes for the purchase analytics event (set by the analytics island). */
  linkAttributes?: Record<`data-${string}`, string>;
}

/** Availability and buy button of one event, with the live availability merged over the static one. */
export function TicketStatus({ eventId, initial, ticketUrl, accessibleSuffix, linkAttributes }: TicketStatusProps) {
  const availability = useAppSelector((state) => selectLiveAvailability(state, eventId)) ?? initial;
  return (
    <>
      <span className={`availability availability--${availability}`}>{AVAILABILITY_TEXT[availability]}</span>
      {availability === 'soldout' ? (
        <span className="button button--disabled" aria-hidden="true">
          Utsolgt
        </span>
      ) : (
        <a className="button" href={ticketUrl} rel="noopener" {...linkAttributes}>
          Kjøp billett<span className="visually-hidden">{accessibleSuffix}</span>
        </a>
      )}
    </>
  );
}
