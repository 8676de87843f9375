/** @jest-environment jsdom */
import { act, screen } from '@testing-library/react';
import { TextEncoder } from 'node:util';
import type { Ticket } from '@/lib/schemas';
import { showingKey, type TicketCalendar } from '@/lib/ticket-calendar';
import { savedTicketsShown } from '@/store/tickets/tickets-slice';
import { loggedIn, renderWithStore } from '../member-shared/test-helpers';
import { MyTickets } from './my-tickets.client';

// jsdom lacks TextEncoder, which the QR code needs.
Object.assign(globalThis, { TextEncoder });

const TICKET: Ticket = {
  movieId: 'DXM2601249',
  movieTitle: 'Brev fra Lyon',
  notes: 'Husk å ta med legitimasjon',
  qrCode: 'KH-118-T000123-2026-11-28T18:00-SAL1-R5S7-8',
  qrUrl: null,
  startTime: '2026-11-28T18:00:00+01:00',
  expirationDate: '2026-11-28T19:52:00+01:00',
  image: null,
  sal: 'Sal 1',
  seatsInfo: { info: 'Rad 5, seter 7, 8', rows: [{ row: '5', seats: ['7', '8'] }] },
};
const CALENDAR: TicketCalendar = {
  showings: {
    [showingKey('DXM2601249', '2026-11-28T17:00:00Z')]: {
      id: 'dxm2601249-20261128-1800-sal1',
      end: Date.parse('2026-11-28T19:52:00+01:00'),
    },
  },
  site: { title: 'Kulturhuset', host: 'www.kulturhuset.no' },
};

/** The calendar file a «Legg i kalender» link carries, unfolded. */
const fileOf = (link: HTMLElement) =>
  decodeURIComponent(
    (link.getAttribute('href') ?? '').replace(/^data:text\/calendar;charset=utf-8,/, ''),
  ).replace(/\r\n[ \t]/g, '');

describe('«Legg i kalender» on my tickets', () => {
  it('offers the saved tickets, offline, as a calendar file with the UID of the site’s own file for the showing', () => {
    const { store } = renderWithStore(
      <MyTickets headingLevel={2} calendar={CALENDAR} />,
      loggedIn(),
    );
    act(() => {
      store.dispatch(
        savedTicketsShown({
          items: [TICKET, { ...TICKET, startTime: '2026-12-01T20:00:00+01:00', qrCode: 'KH-2' }],
          savedAt: Date.parse('2026-11-21T16:05:00Z'),
          error: { message: 'Du er uten nett.', code: 'network' },
        }),
      );
    });
    const [known, unknown] = screen.getAllByRole('link', { name: /^Legg i kalender/ });
    expect(known).toHaveAccessibleName(
      'Legg i kalender – Brev fra Lyon, lørdag 28. november kl. 18:00',
    );
    expect(known).toHaveAttribute('download', 'brevfralyon-20261128t170000z.ics');
    const file = fileOf(known!);
    expect(file).toContain('UID:dxm2601249-20261128-1800-sal1@www.kulturhuset.no\r\n');
    expect(file).toContain('SUMMARY:Brev fra Lyon\r\n');
    expect(file).toContain('DTSTART:20261128T170000Z\r\n');
    expect(file).toContain('DTEND:20261128T185200Z\r\n');
    expect(file).toContain('LOCATION:Sal 1\\, Kulturhuset\\, Prestegårdsvegen 2\\, 2750 Gran\r\n');
    expect(file).toContain('DESCRIPTION:Rad 5: sete 7\\, 8\\nHusk å ta med legitimasjon\r\n');
    // A showing the build did not know still gets a file, with a UID of its own.
    expect(fileOf(unknown!)).toContain(
      'UID:filmklubb-dxm2601249-20261201t190000z@www.kulturhuset.no\r\n',
    );
  });
});
