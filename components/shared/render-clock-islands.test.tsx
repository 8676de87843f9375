import { renderToString } from 'react-dom/server';
import {
  ProgramFilters,
  type ProgramItem,
} from '@/components/blocks/program/program-filters.client';
import { filterOptions } from '@/components/blocks/program/program-facets';
import { ScheduleDays } from '@/components/blocks/schedule/schedule-days.client';
import { TicketDays } from '@/components/blocks/ticket-list/ticket-days.client';
import type { TicketRow } from '@/components/blocks/ticket-list/ticket-row';
import { osloDayKey, osloWallTimeToIso, osloDay, addDays } from '@/lib/time';
import { leavesAt, pastFrom } from './showing-clock';
import { showingsRenderClock } from './showtimes';

/*
 * The islands render the same at their render clock (lib/render-clock.ts) as at the build clock,
 * for build clocks all over four days: every 13 minutes, at each Oslo midnight and at each instant
 * a showing counts as past, and a millisecond either side. Their rows include showings already
 * past at many of the clocks, so the rows' own changes are covered, not only the day's start.
 */

const MINUTE = 60_000;
const FIRST_DAY = osloDay(new Date('2026-11-26T12:00:00+01:00'));
const DAYS = [0, 1, 2, 3].map((offset) => addDays(FIRST_DAY, offset));
/** Four showings a day, one just after midnight, so the ticket list splits and days end at odd hours. */
const STARTS = DAYS.flatMap((day) =>
  ['00:10', '12:00', '18:00', '20:30'].map((clock) => osloWallTimeToIso(day, clock)),
);

const clocks = (): string[] => {
  const from = Date.parse(osloWallTimeToIso(addDays(FIRST_DAY, -1), '12:00'));
  const to = Date.parse(osloWallTimeToIso(addDays(FIRST_DAY, 4), '12:00'));
  const instants: number[] = [];
  for (let at = from; at <= to; at += 13 * MINUTE) instants.push(at);
  const edges = [
    ...STARTS.map(pastFrom),
    ...[...DAYS, addDays(FIRST_DAY, 4)].map((day) => Date.parse(osloWallTimeToIso(day, '00:00'))),
  ];
  for (const edge of edges) instants.push(edge - 1, edge, edge + 1);
  return instants.map((at) => new Date(at).toISOString());
};

const ticketRows: TicketRow[] = STARTS.map((start, index) => ({
  id: `e${index}`,
  startTime: start,
  when: start.slice(11, 16),
  day: osloDayKey(new Date(start)),
  where: 'Sal 1',
  price: 'fra 110 kr',
  availability: 'available',
  ticketUrl: `https://billett.example.no/e${index}`,
  calendarHref: `/kalender/e${index}.ics`,
  accessibleSuffix: ` til Fjellet, e${index}`,
}));

const programItems: ProgramItem[] = [0, 1, 2, 3].map((production) => {
  const own = STARTS.filter((_, index) => index % 4 === production);
  return {
    id: `p${production}`,
    facets: {
      genres: [production % 2 ? 'Drama' : 'Komedie'],
      events: own.map((start, index) => ({
        id: `p${production}-${index}`,
        start,
        day: osloDayKey(new Date(start)),
        time: 'for-17',
        venue: 'Sal 1',
        tags: [],
        availability: 'available' as const,
      })),
    },
    card: <p>{`Film ${production}`}</p>,
  };
});

const scheduleDays = DAYS.map((day) => {
  const key = osloDayKey(new Date(osloWallTimeToIso(day, '12:00')));
  const last = STARTS.filter((start) => osloDayKey(new Date(start)) === key).at(-1) ?? '';
  return { key, until: leavesAt(last), last, content: <p>{key}</p> };
});

/** Each island with a clock, and its render clock from the same rows, as its block computes it. */
const islands = {
  'ticket list': {
    render: (now: string) =>
      renderToString(
        <TicketDays
          rows={ticketRows}
          renderNow={now}
          noun="visninger"
          renderRow={(row) => <li key={row.id}>{row.when}</li>}
        />,
      ),
    clock: (now: string) =>
      showingsRenderClock(
        now,
        ticketRows.map((row) => row.startTime),
      ),
  },
  'programme filters': {
    render: (now: string) =>
      renderToString(
        <ProgramFilters
          blockId="program"
          items={programItems}
          options={filterOptions(programItems.map((item) => item.facets))}
          dayChoices={14}
          renderNow={now}
          byNextEvent
          emptyText="Ingen filmer."
          genreLabel="Sjanger"
          noun={['film', 'filmer']}
        />,
      ),
    clock: (now: string) =>
      showingsRenderClock(
        now,
        programItems.flatMap((item) => item.facets.events.map((event) => event.start)),
      ),
  },
  'schedule days': {
    render: (now: string) =>
      renderToString(
        <ScheduleDays blockId="schedule" days={scheduleDays} limit={2} renderNow={now} />,
      ),
    clock: (now: string) =>
      showingsRenderClock(
        now,
        scheduleDays.map((day) => day.last),
      ),
  },
};

describe.each(Object.entries(islands))('the %s at its render clock', (_, island) => {
  it('renders what it renders at the build clock, for every build clock', () => {
    const all = clocks();
    const renders = new Set<string>();
    for (const now of all) {
      const clock = island.clock(now);
      expect(Date.parse(clock)).toBeLessThanOrEqual(Date.parse(now));
      const atBuild = island.render(now);
      renders.add(atBuild);
      expect({ now, html: island.render(clock) }).toEqual({ now, html: atBuild });
    }
    // The clocks cover renders that differ (showings past, days over), not one render many times.
    expect(renders.size).toBeGreaterThan(5);
  });

  it('is the same for build clocks a few minutes apart when no row changes between them', () => {
    const now = osloWallTimeToIso(DAYS[1]!, '14:00');
    expect(island.clock(now)).toBe(island.clock(osloWallTimeToIso(DAYS[1]!, '14:07')));
  });
});
