/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import type { Event } from '@/lib/schemas';
import { event, production, site } from '@/tests/fixtures';
import { WeekGrid } from './week-grid';
import { weekOf } from './week-of';

const NOW = '2026-11-25T09:00:00+01:00'; // a Wednesday
const pool = production({
  title: 'Offentlig bading',
  catalogueNumber: 'BAD001',
  object: 'culture',
  typeText: 'Bad',
  objectClass: undefined,
  parentSlug: undefined,
});
const hall = production({
  title: 'Leie av hallen',
  catalogueNumber: 'LEIE01',
  object: 'culture',
  typeText: 'Idrettsal leie',
  objectClass: undefined,
  parentSlug: undefined,
});
const at = (owner: typeof pool, start: string, overrides: Partial<Event> = {}) =>
  event(owner.pageReference, start, {
    location: { name: 'Hallen', venue: 'Hallen' },
    ...overrides,
  });

const events = [
  at(pool, '2026-11-25T08:00:00+01:00'), // started before the build clock
  at(pool, '2026-11-25T17:00:00+01:00', { endTime: '2026-11-25T19:00:00+01:00' }),
  at(pool, '2026-11-27T06:30:00+01:00', { endTime: '2026-11-27T08:30:00+01:00' }),
  at(hall, '2026-11-26T20:00:00+01:00', {
    endTime: '2026-11-26T21:00:00+01:00',
    ticketUrl: 'https://billett.example.no/leie-2000',
  }),
  at(hall, '2026-11-26T21:00:00+01:00', {
    endTime: '2026-11-26T22:00:00+01:00',
    availability: 'soldout',
  }),
  at(pool, '2026-12-02T17:00:00+01:00'), // the eighth day
  event('ukjent-abc123', '2026-11-26T12:00:00+01:00'),
];

function renderGrid(list: Event[]) {
  const block = {
    id: 'uke',
    component: 'weekGrid' as const,
    props: { title: 'Uka i hallen' },
    data: { events: list, productions: [pool, hall] },
  };
  return render(
    <WeekGrid
      block={block}
      context={{ site, menu: [], now: NOW, filmclub: null, runtimeUrl: 'http://runtime.test' }}
    />,
  );
}

describe('week grid', () => {
  it('is a table of the coming seven days across and the hours down, with a caption', () => {
    renderGrid(events);
    const table = screen.getByRole('table', {
      name: /^Uka i hallen, Onsdag 25\. november – tirsdag 1\. desember$/,
    });
    // The week after is rendered in reserve, hidden until the grid rolls (showing-clock.ts).
    const days = within(table)
      .getAllByRole('columnheader')
      .filter((header) => !header.hasAttribute('data-showing-over'))
      .map((header) => header.textContent);
    expect(days).toEqual([
      'Tid',
      'ons. 25. nov.',
      'tor. 26. nov.',
      'fre. 27. nov.',
      'lør. 28. nov.',
      'søn. 29. nov.',
      'man. 30. nov.',
      'tir. 1. des.',
    ]);
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((header) => header.textContent),
    ).toEqual(Array.from({ length: 16 }, (_, index) => `${String(index + 6).padStart(2, '0')}:00`));
    expect(screen.getByRole('region', { name: /^Uka i hallen, / })).toHaveAttribute(
      'tabindex',
      '0',
    );
  });

  it('puts each coming session in the cell of its day and hour, marked with its start', () => {
    renderGrid(events);
    const row = screen.getByRole('rowheader', { name: '17:00' }).closest('tr') as HTMLElement;
    const wednesday = within(row).getAllByRole('cell')[0] as HTMLElement;
    expect(wednesday).toHaveTextContent('Offentlig bading17:00–19:00');
    const entries = [...document.querySelectorAll('[data-showing-start]')].map((entry) =>
      entry.getAttribute('data-showing-start'),
    );
    // Row by row: past and unknown-production events are left out; the eighth day is in reserve.
    expect(entries).toEqual([
      '2026-11-27T06:30:00+01:00',
      '2026-11-25T17:00:00+01:00',
      '2026-12-02T17:00:00+01:00',
      '2026-11-26T20:00:00+01:00',
      '2026-11-26T21:00:00+01:00',
    ]);
    const eighth = document.querySelector('[data-showing-start="2026-12-02T17:00:00+01:00"]');
    expect(eighth?.closest('td')).toHaveAttribute('data-showing-over', '');
    expect(eighth?.closest('td')).toHaveAttribute(
      'data-showing-until',
      // The last millisecond of 2 December in Oslo: the column goes at midnight.
      '2026-12-02T22:59:59.999Z',
    );
  });

  it('shows a rental hour as free with a booking link, or taken, never sold out', () => {
    renderGrid(events);
    const free = screen.getByRole('link', {
      name: 'Bestill Leie av hallen, torsdag 26. november kl. 20:00',
    });
    expect(free).toHaveAttribute('href', 'https://billett.example.no/leie-2000');
    expect(free.closest('[data-showing-start]')).toHaveTextContent('Ledig');
    const taken = screen.getByText('Opptatt').closest('[data-showing-start]') as HTMLElement;
    expect(taken).toHaveAttribute('data-showing-start', '2026-11-26T21:00:00+01:00');
    expect(within(taken).queryByRole('link', { name: /Bestill/ })).toBeNull();
    expect(document.body).not.toHaveTextContent(/Utsolgt|Kjøp billett/);
    expect(screen.getByRole('link', { name: 'utleie' })).toHaveAttribute('href', '/utleie');
  });

  it('says so when the coming days hold nothing, with no table', () => {
    renderGrid([events[0] as Event]);
    expect(screen.getByText('Ingen timer er lagt ut for de neste dagene.')).toBeVisible();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('does not say "none" when the build knew of hours after the days it rendered', () => {
    renderGrid([events[0] as Event, at(pool, '2026-12-20T17:00:00+01:00')]);
    expect(screen.queryByText(/^Ingen/)).toBeNull();
    expect(screen.getByText(/^Flere timer er lagt ut/)).toBeVisible();
  });
});

describe('weekOf', () => {
  it('places events by their Oslo day and hour across a daylight-saving change', () => {
    const spring = [
      at(pool, '2027-03-27T11:00:00+01:00'),
      at(pool, '2027-03-28T11:00:00+02:00'),
      at(pool, '2027-04-02T18:00:00+02:00'),
    ];
    const week = weekOf(spring, [pool], '2027-03-27T08:00:00+01:00', 7);
    expect(week.days).toEqual([
      '2027-03-27',
      '2027-03-28',
      '2027-03-29',
      '2027-03-30',
      '2027-03-31',
      '2027-04-01',
      '2027-04-02',
    ]);
    expect(week.hours).toEqual([11, 12, 13, 14, 15, 16, 17, 18]);
    expect(
      week.cells
        .get('2027-03-28')
        ?.get(11)
        ?.map((entry) => entry.event.startTime),
    ).toEqual(['2027-03-28T11:00:00+02:00']);
    expect(week.cells.get('2027-04-02')?.get(18)).toHaveLength(1);
  });
});
