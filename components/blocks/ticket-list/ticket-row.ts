import type { Availability } from '@/lib/schemas';

/** One row of the ticket list, prepared on the server (all text already formatted in Oslo time). */
export interface TicketRow {
  id: string;
  startTime: string;
  /** The start in the row, under its day's heading: `18:00`. */
  when: string;
  /** The heading of the row's Oslo day, which groups the rows: `Lørdag 21. november`. */
  day: string;
  /** Hall, format and screening tags, e.g. `Sal 1 · 2D · Norsk tekst`. */
  where: string;
  price: string;
  /** At the build. */
  availability: Availability;
  ticketUrl: string;
  calendarHref: string;
  /** Hidden text completing the buy link's accessible name. */
  accessibleSuffix: string;
  /** A hall hour to book: shown as "Ledig" / "Opptatt" with "Bestill", no calendar file. */
  rental?: boolean;
  linkAttributes?: Record<`data-${string}`, string>;
  /** What «Del» passes on for a showing (production and time); none for a rental hour. */
  shareText?: string;
}
