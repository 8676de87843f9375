import type { SeatRow, Ticket } from '@/lib/schemas';
import { formatClock, formatDate, formatDayLong } from '@/lib/time';

/** `lørdag 21. november kl. 18:00`, in Oslo time. */
export const formatShowtime = (iso: string): string =>
  `${formatDayLong(iso)} kl. ${formatClock(iso)}`;

/** `Rad 5: sete 7, 8`. */
export const formatSeatRow = (row: SeatRow): string =>
  `Rad ${row.row}: sete ${row.seats.join(', ')}`;

/** The screen as the cinema says it: `Sal 1` (a bare number gets the word). */
export const formatScreen = (sal: string): string =>
  /^\d+$/.test(sal.trim()) ? `Sal ${sal.trim()}` : sal;

/** The seats as the ticket card and its calendar file list them: one line a row, else the backend's note. */
export const seatLines = (ticket: Ticket): string[] =>
  ticket.seatsInfo.rows.length > 0
    ? ticket.seatsInfo.rows.map(formatSeatRow)
    : [ticket.seatsInfo.info ?? 'Fri plassering'];

/** `21. november 2026 kl. 23:59`; a plain date (`2026-11-21`) has no clock. */
export const formatExpiry = (iso: string): string =>
  /^\d{4}-\d{2}-\d{2}$/.test(iso) ? formatDate(iso) : `${formatDate(iso)} kl. ${formatClock(iso)}`;

/** What the QR code carries: the ticket's code, or its QR url when the backend gives no code. */
export const qrPayloadOf = (ticket: Ticket): string | null => ticket.qrCode ?? ticket.qrUrl;
