import { contentSet, event, production } from '@/tests/fixtures';
import { parseProgrammeShowings } from '@/lib/programme-showings';
import { programmeShowings } from './programme-showings';

const NOW = new Date('2026-11-26T12:00:00+01:00');
const lyon = production({
  title: 'Brev fra Lyon',
  catalogueNumber: 'DXM2601249',
  ediNumber: '427038',
});
const quiet = production({ title: 'Stille', catalogueNumber: 'DXM2601250' });
const concert = production({
  title: 'Konsert',
  catalogueNumber: 'KUL1',
  object: 'culture',
  typeText: 'Konsert',
});

describe('the programme the watch list reads', () => {
  const programme = programmeShowings(
    contentSet({
      productions: [lyon, quiet, concert],
      events: [
        event(lyon.pageReference, '2026-11-27T18:00:00+01:00', { id: 'late', availability: 'few' }),
        event(lyon.pageReference, '2026-11-26T11:00:00+01:00', { id: 'gone' }),
        event(lyon.pageReference, '2026-11-26T20:30:00+01:00', { id: 'tonight' }),
        event(quiet.pageReference, '2026-11-25T18:00:00+01:00', { id: 'yesterday' }),
        event(concert.pageReference, '2026-11-27T19:00:00+01:00', { id: 'concert' }),
      ],
    }),
    NOW,
  );

  it('lists each film with its coming showings, earliest first, and leaves out what has none', () => {
    expect(programme.films.map((film) => film.title)).toEqual(['Brev fra Lyon']);
    const [film] = programme.films;
    expect(film).toMatchObject({
      id: lyon.id,
      catalogueNumber: 'DXM2601249',
      ediNumber: '427038',
      path: `/${lyon.pageReference}`,
      category: 'Film',
    });
    expect(film?.showings).toEqual([
      {
        id: 'tonight',
        start: '2026-11-26T20:30:00+01:00',
        hall: 'Sal 1',
        url: 'https://billett.example.no/1',
        availability: 'available',
      },
      expect.objectContaining({ id: 'late', availability: 'few' }),
    ]);
    expect(programme.brand).toBe('Kulturhuset');
    expect(programme.builtAt).toBe(NOW.toISOString());
  });

  it('writes a file the browser reads back, and the reader names a broken field', () => {
    const json: unknown = JSON.parse(JSON.stringify(programme));
    expect(parseProgrammeShowings(json)).toEqual(programme);
    const broken = JSON.parse(JSON.stringify(programme)) as {
      films: { showings: { start?: string }[] }[];
    };
    delete broken.films[0]?.showings[1]?.start;
    expect(() => parseProgrammeShowings(broken)).toThrow(
      `film 0 (${lyon.id}) showing 1: field start must be a string`,
    );
  });
});
