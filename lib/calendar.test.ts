import { event, production, site } from '@/tests/fixtures';
import { parseICalendar, propertyOf } from '@/tests/icalendar';
import { calendarHref, eventCalendarFile } from './calendar';

const film = production({ title: 'Fjellfilmen', catalogueNumber: 'DXM1234567' });
/** The file with folded lines joined again (RFC 5545 §3.1: CRLF then one space or tab). */
const unfold = (ics: string) => ics.replace(/\r\n[ \t]/g, '');

describe('eventCalendarFile', () => {
  it('writes an evening show in winter time (UTC+1) as UTC', () => {
    const ics = eventCalendarFile(
      event(film.pageReference, '2026-11-21T18:00:00+01:00'),
      film,
      site,
    );
    expect(ics).toContain('DTSTART:20261121T170000Z');
  });

  it('writes an evening show after the change to summer time (UTC+2) as UTC', () => {
    const ics = eventCalendarFile(
      event(film.pageReference, '2027-03-28T18:00:00+02:00'),
      film,
      site,
    );
    expect(ics).toContain('DTSTART:20270328T160000Z');
  });

  it('ends at endTime, else after the film length, else after two hours', () => {
    const start = '2026-11-21T18:00:00+01:00';
    const withEnd = event(film.pageReference, start, { endTime: '2026-11-21T19:30:00+01:00' });
    expect(eventCalendarFile(withEnd, film, site)).toContain('DTEND:20261121T183000Z');
    expect(eventCalendarFile(event(film.pageReference, start), film, site)).toContain(
      'DTEND:20261121T185200Z',
    );
    const concert = production({
      title: 'Konsert',
      catalogueNumber: 'KON1',
      object: 'culture',
      features: { genres: [] },
    });
    expect(eventCalendarFile(event(concert.pageReference, start), concert, site)).toContain(
      'DTEND:20261121T190000Z',
    );
  });

  it('stamps the file (DTSTAMP) with a fixed instant, never the clock, so any rebuild writes the same bytes', () => {
    const show = event(film.pageReference, '2026-11-21T18:00:00+01:00');
    jest.useFakeTimers({ now: Date.parse('2026-11-20T10:15:00+01:00') });
    try {
      const ics = eventCalendarFile(show, film, site);
      expect(ics).toContain('DTSTAMP:20260101T000000Z');
      jest.setSystemTime(Date.parse('2026-12-24T18:00:00+01:00'));
      expect(eventCalendarFile(show, film, site)).toBe(ics);
    } finally {
      jest.useRealTimers();
    }
  });

  it('has the UID, title, hall with address, page URL and a plain-text description with the ticket link', () => {
    const show = event(film.pageReference, '2026-11-21T18:00:00+01:00', {
      id: 'dxm1234567-20261121-1800-sal1',
    });
    const ics = unfold(eventCalendarFile(show, film, site));
    expect(ics).toContain('BEGIN:VEVENT');
    expect(ics).toContain('UID:dxm1234567-20261121-1800-sal1@www.kulturhuset.no');
    expect(ics).toContain('SUMMARY:Fjellfilmen');
    // `ics` escapes commas in text values (RFC 5545 §3.3.11).
    expect(ics).toContain('LOCATION:Sal 1\\, Kulturhuset\\, Prestegårdsvegen 2\\, 2750 Gran');
    expect(ics).toContain('URL:https://www.kulturhuset.no/fjellfilmen-dxm1234567');
    expect(ics).toContain(
      'DESCRIPTION:En film om fjell & hav.\\n\\nBilletter: https://billett.example.no/1',
    );
  });

  it('folds lines longer than 75 octets', () => {
    const long = production({
      title: 'Fjellfilmen',
      catalogueNumber: 'DXM1234567',
      contents: { summary: `<p>${'Lang tekst om fjell. '.repeat(20)}</p>`, body: '<p>x</p>' },
    });
    const ics = eventCalendarFile(
      event(long.pageReference, '2026-11-21T18:00:00+01:00'),
      long,
      site,
    );
    expect(ics.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    expect(unfold(ics)).toContain('Lang tekst om fjell. Lang tekst om fjell.');
  });

  it('folds at 75 octets, not 75 characters, when æ, ø and å come before the fold', () => {
    // «SUMMARY:» and 66 characters, five of two octets and «–» of three: 74 characters, 81 octets.
    const title = 'Blåbærsyltetøy på Sæter – ' + 'x'.repeat(40);
    const norwegian = production({ title, catalogueNumber: 'DXM7654321' });
    const ics = eventCalendarFile(
      event(norwegian.pageReference, '2026-11-21T18:00:00+01:00'),
      norwegian,
      site,
    );
    const summary = ics.split('\r\n').find((line) => line.startsWith('SUMMARY:')) ?? '';
    expect(summary.startsWith('SUMMARY:Blåbærsyltetøy')).toBe(true);
    const calendar = parseICalendar(ics);
    expect(propertyOf(calendar.components[0]!, 'SUMMARY')).toBe(title);
  });

  it('throws an error naming the event when ics rejects it', () => {
    const broken = event(film.pageReference, 'not a date', { id: 'broken-event' });
    expect(() => eventCalendarFile(broken, film, site)).toThrow(/broken-event/);
  });
});

describe('calendarHref', () => {
  it('points to the static .ics file of the event', () => {
    expect(calendarHref({ id: 'dxm1234567-20261121-1800-sal1' })).toBe(
      '/kalender/dxm1234567-20261121-1800-sal1.ics',
    );
  });
});
