'use client';

import { AvailabilityText } from '@/components/shared/availability-text';
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
  /** A hall hour to book: "Ledig" with "Bestill", or "Opptatt" with no link (never "Utsolgt"). */
  rental?: boolean;
}

/**
 * Availability and buy button of one event, with the live availability merged over the static
 * one. A rental hour reads "Ledig" with a "Bestill" link to its booking, or "Opptatt".
 */
export function TicketStatus({
  eventId,
  initial,
  ticketUrl,
  accessibleSuffix,
  linkAttributes,
  rental = false,
}: TicketStatusProps) {
  const availability = useAppSelector((state) => selectLiveAvailability(state, eventId)) ?? initial;
  const statusText = <AvailabilityText availability={availability} rental={rental} />;
  if (rental) {
    return (
      <>
        {statusText}
        {availability !== 'soldout' && (
          <a className="button" href={ticketUrl} rel="noopener" {...linkAttributes}>
            Bestill<span className="visually-hidden">{accessibleSuffix}</span>
          </a>
        )}
      </>
    );
  }
  return (
    <>
      {statusText}
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
