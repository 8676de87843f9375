import { event, production, site } from '@/tests/fixtures';
import { eventCalendarFile } from './calendar';
import { showingKey, ticketCalendarFile, ticketCalendarFileName } from './ticket-calendar';

const film = production({ title: 'Fjellfilmen', catalogueNumber: 'DXM1234567' });
const START = '2026-11-21T18:00:00+01:00';
const showing = event(film.pageReference, START, { endTime: '2026-11-21T19:52:00+01:00' });
const STAMP = new Date('2026-11-20T10:15:00Z');
const TICKET = {
  title: 'Fjellfilmen',
  movieId: 'DXM1234567',
  startTime: START,
  hall: 'Sal 1',
  details: ['Rad 5: sete 7, 8', 'Husk å ta med legitimasjon'],
};
/** The file with folded lines joined again (RFC 5545 §3.1: CRLF then one space or tab). */
const unfold = (ics: string) => ics.replace(/\r\n[ \t]/g, '');
const field = (ics: string, name: string) =>
  unfold(ics)
    .split('\r\n')
    .find((line) => line.startsWith(`${name}:`));

describe('ticketCalendarFile', () => {
  const known = { id: showing.id, end: Date.parse(showing.endTime ?? '') };

  it('has the UID of the site’s own file for the same showing, so the showing is not added twice', () => {
    const siteFile = eventCalendarFile(showing, film, site);
    const ticketFile = ticketCalendarFile(TICKET, known, site, STAMP);
    expect(field(ticketFile, 'UID')).toBe(`UID:${showing.id}@${site.host}`);
    expect(field(ticketFile, 'UID')).toBe(field(siteFile, 'UID'));
    for (const name of ['PRODID', 'SUMMARY', 'DTSTART', 'DTEND', 'LOCATION'])
      expect(field(ticketFile, name)).toBe(field(siteFile, name));
  });

  it('writes the film, the start and end in UTC, the hall with the address, and the seats', () => {
    const ics = ticketCalendarFile(TICKET, known, site, STAMP);
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(ics.endsWith('END:VEVENT\r\nEND:VCALENDAR\r\n')).toBe(true);
    expect(field(ics, 'SUMMARY')).toBe('SUMMARY:Fjellfilmen');
    expect(field(ics, 'DTSTART')).toBe('DTSTART:20261121T170000Z');
    expect(field(ics, 'DTEND')).toBe('DTEND:20261121T185200Z');
    expect(field(ics, 'DTSTAMP')).toBe('DTSTAMP:20261120T101500Z');
    expect(field(ics, 'LOCATION')).toBe(
      'LOCATION:Sal 1\\, Kulturhuset\\, Prestegårdsvegen 2\\, 2750 Gran',
    );
    expect(field(ics, 'DESCRIPTION')).toBe(
      'DESCRIPTION:Rad 5: sete 7\\, 8\\nHusk å ta med legitimasjon',
    );
  });

  it('writes a summer-time start (UTC+2) as UTC', () => {
    const ics = ticketCalendarFile(
      { ...TICKET, startTime: '2027-03-28T18:00:00+02:00' },
      undefined,
      site,
      STAMP,
    );
    expect(field(ics, 'DTSTART')).toBe('DTSTART:20270328T160000Z');
  });

  it('without a showing in the programme, makes the UID from the film and start and lasts two hours', () => {
    const ics = ticketCalendarFile(TICKET, undefined, site, STAMP);
    expect(field(ics, 'UID')).toBe(`UID:filmklubb-dxm1234567-20261121t170000z@${site.host}`);
    expect(field(ics, 'DTEND')).toBe('DTEND:20261121T190000Z');
  });

  it('escapes text and folds long lines at 75 octets without splitting a character', () => {
    const title = `Ærlig talt; en film, med\\skråstrek ${'ø'.repeat(60)} 🎬🎬🎬`;
    const ics = ticketCalendarFile({ ...TICKET, title }, known, site, STAMP);
    for (const line of ics.split('\r\n'))
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(field(ics, 'SUMMARY')).toBe(
      `SUMMARY:Ærlig talt\\; en film\\, med\\\\skråstrek ${'ø'.repeat(60)} 🎬🎬🎬`,
    );
  });

  it('names a ticket whose start is not a time', () => {
    expect(() =>
      ticketCalendarFile({ ...TICKET, startTime: 'snart' }, undefined, site, STAMP),
    ).toThrow("calendar file for the ticket to 'Fjellfilmen': startTime 'snart' is not a time");
  });
});

describe('showingKey', () => {
  it('finds the showing whatever offset or case the ticket writes', () => {
    expect(showingKey('dxm1234567', '2026-11-21T17:00:00Z')).toBe(
      showingKey('DXM1234567', '2026-11-21T18:00:00+01:00'),
    );
  });
});

describe('ticketCalendarFileName', () => {
  it('names the file after the film and its start', () => {
    expect(ticketCalendarFileName({ title: 'Dragevokterens datter', startTime: START })).toBe(
      'dragevokterensdatter-20261121t170000z.ics',
    );
  });
});
