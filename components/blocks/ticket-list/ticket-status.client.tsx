'use client';

import { AvailabilityText } from '@/components/shared/availability-text';
import type { Availability } from '@/lib/schemas';

interface TicketStatusProps {
  /** The live availability once the runtime service has answered, else what the build knew. */
  availability: Availability;
  ticketUrl: string;
  /** Hidden text that completes the buy link's accessible name, e.g. " til Fjellet, lørdag 21. november kl. 18:00". */
  accessibleSuffix: string;
  linkAttributes?: Record<`data-${string}`, string>;
  /** A hall hour to book: "Ledig" with "Bestill", or "Opptatt" with no link (never "Utsolgt"). */
  rental?: boolean;
}

export function TicketStatus({
  availability,
  ticketUrl,
  accessibleSuffix,
  linkAttributes,
  rental = false,
}: TicketStatusProps) {
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
