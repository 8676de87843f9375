import { createEvent } from 'ics';
import { event, production, site } from '@/tests/fixtures';
import { calendarAttributes } from './calendar';
import { plainCalendarFile, type PlainCalendarEvent } from './calendar-lines';

const film = production({ title: 'Fjellfilmen', catalogueNumber: 'DXM1234567' });
const show = event(film.pageReference, '2026-11-21T18:00:00+01:00');

/** What `ics` writes for the same attributes: the file the plain writer must equal. */
function icsFile(attributes: PlainCalendarEvent): string {
  const { error, value } = createEvent(attributes);
  if (error || !value) throw new Error(`ics rejected the attributes: ${String(error)}`);
  return value;
}

describe('plainCalendarFile', () => {
  it('folds long lines, escapes text and keeps æ, ø, å, dashes and other scripts as ics does', () => {
    const attributes = {
      ...calendarAttributes(show, film, site),
      title: `Æ, ø; å \\ – «Кино» ${'lang tittel '.repeat(20)}`,
      description: `Linje én\nlinje to\r\n${'ø'.repeat(200)}`,
    };
    expect(plainCalendarFile(attributes)).toContain('\r\n\t');
    expect(plainCalendarFile(attributes)).toBe(icsFile(attributes));
  });

  it('folds at the same characters as ics for every line length around the fold points', () => {
    const base = calendarAttributes(show, film, site);
    for (let length = 60; length < 240; length += 1) {
      const attributes = { ...base, title: 'ø'.repeat(length) };
      expect(plainCalendarFile(attributes)).toBe(icsFile(attributes));
    }
  });

  it('leaves to ics what runes2 may count otherwise: emoji, combining marks, joiners, scripts with cluster marks', () => {
    const base = calendarAttributes(show, film, site);
    for (const title of ['Film 🎬', 'Cafe\u0301', 'नमस्ते', 'a\u200db']) {
      expect(plainCalendarFile({ ...base, title })).toBeUndefined();
    }
  });

  it('leaves to ics a start it would reject and a URL it might', () => {
    const base = calendarAttributes(show, film, site);
    expect(plainCalendarFile({ ...base, start: Number.NaN })).toBeUndefined();
    expect(plainCalendarFile({ ...base, url: 'https://-bad-.example/' })).toBeUndefined();
    expect(plainCalendarFile({ ...base, url: 'ftp://example.no/x' })).toBeUndefined();
  });
});
