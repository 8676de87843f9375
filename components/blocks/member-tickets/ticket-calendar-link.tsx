import type { Ticket } from '@/lib/schemas';
import {
  showingKey,
  ticketCalendarFile,
  ticketCalendarFileName,
  type TicketCalendar,
} from '@/lib/ticket-calendar';
import styles from './member-tickets.module.css';
import { formatScreen, formatShowtime, seatLines } from './ticket-text';

/**
 * «Legg i kalender» for one ticket: the calendar file made in the browser from the ticket and the
 * built programme (lib/ticket-calendar.ts) as a `data:` link, so it works offline from the saved
 * tickets; nothing when the ticket's start is not a time.
 */
export function TicketCalendarLink({
  ticket,
  calendar,
}: {
  ticket: Ticket;
  calendar: TicketCalendar;
}) {
  if (Number.isNaN(Date.parse(ticket.startTime))) return null;
  const event = {
    title: ticket.movieTitle,
    movieId: ticket.movieId,
    startTime: ticket.startTime,
    hall: formatScreen(ticket.sal),
    details: [...seatLines(ticket), ...(ticket.notes ? [ticket.notes] : [])],
  };
  const file = ticketCalendarFile(
    event,
    calendar.showings[showingKey(ticket.movieId, ticket.startTime)],
    calendar.site,
    new Date(),
  );
  return (
    <a
      className={styles.calendar}
      href={`data:text/calendar;charset=utf-8,${encodeURIComponent(file)}`}
      download={ticketCalendarFileName(event)}
    >
      Legg i kalender
      <span className="visually-hidden">{` – ${ticket.movieTitle}, ${formatShowtime(ticket.startTime)}`}</span>
    </a>
  );
}
