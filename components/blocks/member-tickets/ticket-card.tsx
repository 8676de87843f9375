import type { Ticket } from '@/lib/schemas';
import type { TicketCalendar } from '@/lib/ticket-calendar';
import styles from './member-tickets.module.css';
import { TicketCalendarLink } from './ticket-calendar-link';
import { TicketQr } from './ticket-qr';
import { formatExpiry, formatScreen, formatShowtime, qrPayloadOf, seatLines } from './ticket-text';

/** One ticket: film, time in Oslo, screen, seats, notes, expiry, «Legg i kalender» and the QR code to show at the door. */
export function TicketCard({
  ticket,
  headingLevel,
  calendar,
}: {
  ticket: Ticket;
  headingLevel: 2 | 3;
  /** The build's showings and site, for «Legg i kalender» (tickets-island passes them; tests may not). */
  calendar?: TicketCalendar;
}) {
  const Heading = `h${headingLevel}` as const;
  const payload = qrPayloadOf(ticket);
  return (
    <article className={styles.ticket}>
      {ticket.image && (
        // eslint-disable-next-line @next/next/no-img-element -- static export: next/image cannot optimise
        <img
          src={ticket.image}
          alt={`Plakat for ${ticket.movieTitle}`}
          width={120}
          height={180}
          className={styles.poster}
          loading="lazy"
        />
      )}
      <div className={styles.details}>
        <Heading className={styles.title}>{ticket.movieTitle}</Heading>
        <dl className={styles.facts}>
          <div>
            <dt>Tid</dt>
            <dd>
              <time dateTime={ticket.startTime}>{formatShowtime(ticket.startTime)}</time>
            </dd>
          </div>
          <div>
            <dt>Sted</dt>
            <dd>{formatScreen(ticket.sal)}</dd>
          </div>
          <div>
            <dt>Plass</dt>
            <dd>
              {seatLines(ticket).map((line) => (
                <span key={line} className={styles.seatRow}>
                  {line}
                </span>
              ))}
            </dd>
          </div>
          {ticket.expirationDate && (
            <div>
              <dt>Gyldig til</dt>
              <dd>{formatExpiry(ticket.expirationDate)}</dd>
            </div>
          )}
        </dl>
        {ticket.notes && <p className={styles.notes}>{ticket.notes}</p>}
        {calendar && <TicketCalendarLink ticket={ticket} calendar={calendar} />}
      </div>
      {payload ? (
        <TicketQr payload={payload} movieTitle={ticket.movieTitle} />
      ) : (
        <p className={styles.noQr}>Billetten har ingen QR-kode. Vis denne siden i billettluka.</p>
      )}
    </article>
  );
}
