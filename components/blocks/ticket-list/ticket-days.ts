import { isPastShowing } from '@/components/shared/showing-clock';
import type { TicketRow } from './ticket-row';

/** Rows before «Vis alle N visninger»: a screen and a half on a phone, so «Om filmen» stays near the top. */
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

/** Splits `days` at `now` (epoch ms) into shown and «Vis alle»; uses the showing clock's own rule. */
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
