import { isPastShowing } from '@/components/shared/showing-clock';
import type { TicketRow } from './ticket-row';

/**
 * The most rows the ticket list shows before «Vis alle N visninger» (docs/product.md, Film and
 * event pages): on a phone about a screen and a half, so «Om filmen» stays close to the top.
 */
export const FIRST_ROWS = 10;

/** The rows of one Oslo day, under its heading (`Torsdag 26. november`). */
export interface TicketDay {
  day: string;
  rows: TicketRow[];
}

export function groupByDay(rows: readonly TicketRow[]): TicketDay[] {
  const days: TicketDay[] = [];
  for (const row of rows) {
    const last = days.at(-1);
    if (last?.day === row.day) last.rows.push(row);
    else days.push({ day: row.day, rows: [row] });
  }
  return days;
}

/**
 * Splits `days` at `now` (epoch ms) into whole days shown first, up to `limit` rows to come, and
 * the rest behind «Vis alle»; `coming` uses the showing clock's own rule, so N matches what it hides.
 */
export function splitDays(
  days: readonly TicketDay[],
  now: number,
  limit: number = FIRST_ROWS,
): { first: TicketDay[]; rest: TicketDay[]; coming: number } {
  const comingIn = (day: TicketDay) =>
    day.rows.filter((row) => !isPastShowing(row.startTime, now)).length;
  const counts = days.map(comingIn);
  let shown = 0;
  let cut = 0;
  for (const count of counts) {
    if (shown > 0 && shown + count > limit) break;
    shown += count;
    cut += 1;
  }
  return {
    first: days.slice(0, cut),
    rest: days.slice(cut),
    coming: counts.reduce((sum, count) => sum + count, 0),
  };
}
