import type { Ticket } from '@/lib/schemas';
import styles from './member-tickets.module.css';
import { TicketQr } from './ticket-qr';
import {
  formatExpiry,
  formatScreen,
  formatSeatRow,
  formatShowtime,
  qrPayloadOf,
} from './ticket-text';

/** One ticket: film, time in Oslo, screen, seats, notes, expiry and the QR code to show at the door. */
export function TicketCard({ ticket, headingLevel }: { ticket: Ticket; headingLevel: 2 | 3 }) {
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
              {ticket.seatsInfo.rows.length > 0
                ? ticket.seatsInfo.rows.map((row) => (
                    <span key={row.row} className={styles.seatRow}>
                      {formatSeatRow(row)}
                    </span>
                  ))
                : (ticket.seatsInfo.info ?? 'Fri plassering')}
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
      </div>
      {payload ? (
        <TicketQr payload={payload} movieTitle={ticket.movieTitle} />
      ) : (
        <p className={styles.noQr}>Billetten har ingen QR-kode. Vis denne siden i billettluka.</p>
      )}
    </article>
  );
}
