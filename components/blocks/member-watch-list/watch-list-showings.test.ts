import type { ProgrammeFilm, ProgrammeShowing } from '@/lib/programme-showings';
import { nextShowings, programmeFilmOf } from './watch-list-showings';

const showing = (id: string, start: string): ProgrammeShowing => ({
  id,
  start,
  hall: 'Sal 1',
  url: `https://billett.example.no/${id}`,
  availability: 'available',
});

const film = (catalogueNumber: string, ediNumber: string | null): ProgrammeFilm => ({
  id: `prod-${catalogueNumber}`,
  catalogueNumber,
  ediNumber,
  title: catalogueNumber,
  path: `/${catalogueNumber.toLowerCase()}`,
  category: 'Film',
  showings: [],
});

const FILMS = [film('DXM2601249', '427038'), film('DXM2601250', null)];

describe('matching a watch-list film to the built programme', () => {
  it('matches by EDI number', () => {
    expect(programmeFilmOf({ id: 'X1', ediNumber: '427038' }, FILMS)?.catalogueNumber).toBe(
      'DXM2601249',
    );
  });

  it('matches a movie id that is the catalogue number, in any case, or an EDI number', () => {
    expect(programmeFilmOf({ id: 'dxm2601250', ediNumber: null }, FILMS)?.catalogueNumber).toBe(
      'DXM2601250',
    );
    expect(programmeFilmOf({ id: '427038', ediNumber: null }, FILMS)?.catalogueNumber).toBe(
      'DXM2601249',
    );
  });

  it('finds nothing for a film that is not on the programme', () => {
    expect(programmeFilmOf({ id: 'DXM9', ediNumber: '999999' }, FILMS)).toBeUndefined();
    expect(programmeFilmOf({ id: 'DXM9', ediNumber: null }, FILMS)).toBeUndefined();
  });
});

describe("the next showings at the visitor's clock", () => {
  const SHOWINGS = [
    showing('d', '2026-11-28T18:00:00+01:00'),
    showing('a', '2026-11-26T18:00:00+01:00'),
    showing('c', '2026-11-27T20:30:00+01:00'),
    showing('b', '2026-11-27T18:00:00+01:00'),
  ];

  it('shows the earliest three at the build, earliest first', () => {
    const now = Date.parse('2026-11-26T12:00:00+01:00');
    expect(nextShowings(SHOWINGS, now).map((item) => item.id)).toEqual(['a', 'b', 'c']);
  });

  it('drops a showing 15 minutes after its start, and shows none once all are past', () => {
    const justStarted = Date.parse('2026-11-26T18:15:00+01:00');
    expect(nextShowings(SHOWINGS, justStarted)[0]?.id).toBe('a');
    const dayLater = Date.parse('2026-11-27T12:00:00+01:00');
    expect(nextShowings(SHOWINGS, dayLater).map((item) => item.id)).toEqual(['b', 'c', 'd']);
    expect(nextShowings(SHOWINGS, Date.parse('2026-11-29T00:00:00+01:00'))).toEqual([]);
  });
});
