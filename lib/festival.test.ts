import { event, production } from '@/tests/fixtures';
import { festivalDates, festivalEnd, festivalFilms, festivalStart } from './festival';

describe('festival dates', () => {
  it('opens at Oslo midnight of the first day and is over at midnight after the last', () => {
    expect(festivalStart('2026-12-01')).toBe('2026-12-01T00:00:00+01:00');
    expect(festivalEnd('2026-12-31')).toBe('2027-01-01T00:00:00+01:00');
    expect(festivalEnd('2027-06-30')).toBe('2027-07-01T00:00:00+02:00');
  });

  it('names the dates as a Norwegian reads them', () => {
    expect(festivalDates('2026-12-01', '2026-12-31')).toBe('1.–31. desember 2026');
    expect(festivalDates('2026-11-28', '2026-12-03')).toBe('28. november–3. desember 2026');
    expect(festivalDates('2026-12-28', '2027-01-02')).toBe('28. desember 2026–2. januar 2027');
    expect(festivalDates('2026-12-05', '2026-12-05')).toBe('5. desember 2026');
  });
});

describe('festivalFilms', () => {
  const festival = { from: '2026-12-01', to: '2026-12-31' };
  const askeregn = production({ title: 'Askeregn', catalogueNumber: 'DXM1' });
  const fjord = production({ title: 'Fjord', catalogueNumber: 'DXM2' });
  const outside = production({ title: 'Utenfor', catalogueNumber: 'DXM3' });

  it('lists each film with its showings within the dates, by first showing', () => {
    const films = festivalFilms(
      festival,
      [askeregn, fjord, outside],
      [
        event(askeregn.pageReference, '2026-12-20T19:00:00+01:00'),
        event(askeregn.pageReference, '2026-12-10T19:00:00+01:00'),
        event(askeregn.pageReference, '2026-11-30T23:59:00+01:00'),
        event(fjord.pageReference, '2026-12-01T00:00:00+01:00'),
        event(fjord.pageReference, '2027-01-01T00:00:00+01:00'),
        event(outside.pageReference, '2027-01-05T18:00:00+01:00'),
      ],
    );
    expect(films.map((film) => film.production.title)).toEqual(['Fjord', 'Askeregn']);
    expect(films[1]?.showings.map((showing) => showing.startTime)).toEqual([
      '2026-12-10T19:00:00+01:00',
      '2026-12-20T19:00:00+01:00',
    ]);
    expect(films[0]?.showings).toHaveLength(1);
  });

  it('has no films when no showing falls within the dates', () => {
    expect(
      festivalFilms(
        festival,
        [askeregn],
        [event(askeregn.pageReference, '2027-02-01T19:00:00+01:00')],
      ),
    ).toEqual([]);
  });
});
