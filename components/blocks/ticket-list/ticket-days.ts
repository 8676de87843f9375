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

/** Rows (earliest first) grouped by their `day`, in order: one group per run of the same day. */
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
 * Splits `days` at the instant `now` (epoch ms, the showing clock's minute) into the days shown
 * first and the rest behind «Vis alle»: whole days while their rows still to come add up to at
 * most `limit`, and always the first day with a row to come. Days that are over stay with the first
 * ones (the showing clock hides them). `coming` counts every row still to come, the N of «Vis alle
 * N visninger», by the clock's own rule (`isPastShowing`), so it matches the rows it leaves.
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
