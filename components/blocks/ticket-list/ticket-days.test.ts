import { groupByDay, splitDays } from './ticket-days';
import type { TicketRow } from './ticket-row';

const row = (startTime: string, day: string): TicketRow => ({
  id: startTime,
  startTime,
  when: startTime.slice(11, 16),
  day,
  where: 'Sal 1',
  price: 'fra 110 kr',
  availability: 'available',
  ticketUrl: 'https://billett.example.no/',
  calendarHref: '/kalender/x.ics',
  accessibleSuffix: '',
});

/** `perDay` rows on each of the days from 1 December, at 12:00, 14:00, … Oslo time. */
const rows = (perDay: number[]): TicketRow[] =>
  perDay.flatMap((count, index) =>
    Array.from({ length: count }, (_, hour) =>
      row(
        `2026-12-${String(index + 1).padStart(2, '0')}T${String(12 + 2 * hour).padStart(2, '0')}:00:00+01:00`,
        `Dag ${index + 1}`,
      ),
    ),
  );
const at = (iso: string) => Date.parse(iso);
const days = (list: { day: string }[]) => list.map((day) => day.day);

it('groups the rows by day, in order', () => {
  expect(groupByDay(rows([2, 1, 3])).map((day) => [day.day, day.rows.length])).toEqual([
    ['Dag 1', 2],
    ['Dag 2', 1],
    ['Dag 3', 3],
  ]);
});

it('shows whole days up to ten rows to come and counts every row to come', () => {
  const split = splitDays(groupByDay(rows([3, 4, 3, 2, 5])), at('2026-12-01T08:00:00+01:00'));
  expect(days(split.first)).toEqual(['Dag 1', 'Dag 2', 'Dag 3']);
  expect(days(split.rest)).toEqual(['Dag 4', 'Dag 5']);
  expect(split.coming).toBe(17);
});

it('shows a first day with more than ten rows whole, and leaves nothing behind when all fit', () => {
  expect(days(splitDays(groupByDay(rows([12, 1])), at('2026-12-01T08:00:00+01:00')).first)).toEqual(
    ['Dag 1'],
  );
  const all = splitDays(groupByDay(rows([4, 4])), at('2026-12-01T08:00:00+01:00'));
  expect(all.rest).toEqual([]);
  expect(all.coming).toBe(8);
});

it('at a later clock, past rows leave the count and the first days move on', () => {
  // 2 December 13:00: day 1 is over, and day 2's 12:00 row too (15 minutes' grace).
  const split = splitDays(groupByDay(rows([3, 4, 3, 2, 5])), at('2026-12-02T13:00:00+01:00'));
  expect(split.coming).toBe(13);
  expect(days(split.first)).toEqual(['Dag 1', 'Dag 2', 'Dag 3', 'Dag 4']);
  expect(days(split.rest)).toEqual(['Dag 5']);
});
