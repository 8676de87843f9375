import { event, production } from '@/tests/fixtures';
import {
  byNextEvent,
  facetsOf,
  filterOptions,
  filterParams,
  liveFacets,
  matchesEvent,
  matchesFilter,
  parseFilter,
  timeOfDay,
} from './program-facets';

const drama = facetsOf(
  production({ title: 'Fjellet', catalogueNumber: 'DXM1000001', features: { genres: ['Drama'] } }),
  [
    event('fjellet', '2026-11-21T18:00:00+01:00', {
      location: { name: 'Sal 1', venue: 'Kinoen' },
      tags: ['norsk-tekst'],
    }),
    event('fjellet', '2026-11-22T11:00:00+01:00', {
      location: { name: 'Sal 2', venue: 'Kinoen', hearingLoop: true },
      tags: ['babykino'],
    }),
  ],
  'Film',
);
const family = facetsOf(
  production({
    title: 'Reven',
    catalogueNumber: 'DXM1000002',
    features: { genres: ['Animasjon', 'Familie'] },
  }),
  [
    event('reven', '2026-11-22T12:00:00+01:00', {
      location: { name: 'Sal 1', venue: 'Kinoen' },
      tags: ['norsk-tale'],
    }),
  ],
  'Film',
);
const concert = facetsOf(
  production({
    title: 'Jazz',
    catalogueNumber: 'JAZZ01',
    object: 'culture',
    typeText: 'Konsert',
    features: { genres: ['Jazz'] },
  }),
  [],
  'Konsert',
);
const rental = facetsOf(
  production({
    title: 'Leie',
    catalogueNumber: 'LEIE01',
    object: 'culture',
    typeText: 'Idrettsal leie',
    features: { genres: ['Utleie'] },
  }),
  [],
  'Utleie av idrettssal',
);

const none = { tags: [] };

describe('programme filters', () => {
  it('filters by genre, and by culture type', () => {
    expect([drama, family].map((f) => matchesFilter(f, { ...none, genre: 'Familie' }))).toEqual([
      false,
      true,
    ]);
    expect(matchesFilter(concert, { ...none, genre: 'Konsert' })).toBe(true);
  });

  it('offers a culture type by its display label, never by its type code', () => {
    expect(rental.genres).toEqual(['Utleie av idrettssal', 'Utleie']);
    expect(matchesFilter(rental, { ...none, genre: 'Utleie av idrettssal' })).toBe(true);
    expect(filterOptions([rental]).genres).not.toContain('Idrettsal leie');
  });

  it('needs one event that matches day, venue and tags together', () => {
    expect(matchesFilter(drama, { day: '2026-11-22', venue: 'Sal 2', tags: ['babykino'] })).toBe(
      true,
    );
    expect(matchesFilter(drama, { day: '2026-11-22', venue: 'Sal 1', tags: [] })).toBe(false);
    expect(matchesFilter(drama, { ...none, day: '2026-11-21', tags: ['babykino'] })).toBe(false);
  });

  it('filters on the hearing loop of the hall, beside the screening tags, and on a relaxed screening', () => {
    expect([drama, family].map((f) => matchesFilter(f, { ...none, tags: ['teleslynge'] }))).toEqual(
      [true, false],
    );
    expect(matchesFilter(drama, { ...none, tags: ['teleslynge', 'norsk-tekst'] })).toBe(false);
    expect(filterOptions([drama, family]).tags).toEqual([
      'babykino',
      'norsk-tale',
      'norsk-tekst',
      'teleslynge',
    ]);
    const relaxed = facetsOf(
      production({ title: 'Tinka', catalogueNumber: 'DXM1000003' }),
      [event('tinka', '2026-11-22T12:00:00+01:00', { tags: ['avslappet'] })],
      'Film',
    );
    expect([drama, relaxed].map((f) => matchesFilter(f, { ...none, tags: ['avslappet'] }))).toEqual(
      [false, true],
    );
  });

  it('combines genre with event filters', () => {
    expect(
      [drama, family].map((f) => matchesFilter(f, { genre: 'Drama', day: '2026-11-22', tags: [] })),
    ).toEqual([true, false]);
  });

  it('shows a production without events only when no event filter is chosen', () => {
    expect(matchesFilter(concert, none)).toBe(true);
    expect(matchesFilter(concert, { ...none, venue: 'Sal 1' })).toBe(false);
  });

  it('reads the filter from a shared URL', () => {
    expect(
      parseFilter(
        new URLSearchParams('dag=2026-11-22&sjanger=Drama&visning=babykino&visning=norsk-tekst'),
      ),
    ).toEqual({
      day: '2026-11-22',
      genre: 'Drama',
      tags: ['babykino', 'norsk-tekst'],
    });
  });

  it('gives each programme block its own parameters, the block `program` the short ones', () => {
    const url = new URLSearchParams('dag=2026-11-22&culture-program-sjanger=Jazz');
    expect(parseFilter(url, filterParams('program'))).toEqual({ day: '2026-11-22', tags: [] });
    expect(parseFilter(url, filterParams('culture-program'))).toEqual({ genre: 'Jazz', tags: [] });
  });

  it("keeps the events not yet 15 minutes old at the visitor's clock, and drops a production left without any", () => {
    expect(liveFacets(drama, Date.parse('2026-11-21T18:10:00+01:00'))).toBe(drama);
    expect(
      liveFacets(drama, Date.parse('2026-11-21T18:20:00+01:00'))?.events.map((e) => e.day),
    ).toEqual(['2026-11-22']);
    expect(liveFacets(family, Date.parse('2026-11-22T12:16:00+01:00'))).toBeNull();
    expect(liveFacets(concert, Date.parse('2027-01-01T00:00:00+01:00'))).toBe(concert);
  });

  it('offers every value present, sorted the Norwegian way', () => {
    expect(filterOptions([drama, family, concert])).toEqual({
      days: ['2026-11-21', '2026-11-22'],
      genres: ['Animasjon', 'Drama', 'Familie', 'Jazz', 'Konsert'],
      venues: ['Sal 1', 'Sal 2'],
      tags: ['babykino', 'norsk-tale', 'norsk-tekst', 'teleslynge'],
      times: [
        { value: 'for-17', text: 'Før 17' },
        { value: '17-20', text: '17–20' },
      ],
    });
  });

  it('picks the showings a card shows under a filter: each must match day, venue and tags', () => {
    const filter = { day: '2026-11-22', tags: ['babykino'] };
    expect(drama.events.map((showing) => matchesEvent(showing, filter))).toEqual([false, true]);
    expect(drama.events.map((showing) => matchesEvent(showing, none))).toEqual([true, true]);
  });
});

describe('the time of day and «Skjul utsolgte» (issue 32)', () => {
  it('places a start by its Oslo hour: before 17, 17 to 19:59, from 20', () => {
    expect(
      [
        '2026-11-21T16:59:00+01:00',
        '2026-11-21T17:00:00+01:00',
        '2026-11-21T19:59:00+01:00',
        '2026-11-21T20:00:00+01:00',
        '2026-11-21T23:30:00+01:00',
        // Summer time: 18:30 UTC is 20:30 in Oslo; 15:30 UTC on a winter day is 16:30.
        '2026-07-01T18:30:00Z',
        '2026-11-21T15:30:00Z',
      ].map(timeOfDay),
    ).toEqual(['for-17', '17-20', '17-20', 'etter-20', 'etter-20', 'etter-20', 'for-17']);
  });

  it('keeps a production with a showing at the chosen time, and only those showings on its card', () => {
    const evening = { ...none, time: '17-20' };
    expect([drama, family].map((f) => matchesFilter(f, evening))).toEqual([true, false]);
    expect(drama.events.map((showing) => matchesEvent(showing, evening))).toEqual([true, false]);
    expect(matchesFilter(drama, { ...none, time: 'etter-20' })).toBe(false);
    // An unknown value matches nothing, like the other filters.
    expect(matchesFilter(drama, { ...none, time: 'natt' })).toBe(false);
  });

  const twoShowings = facetsOf(
    production({ title: 'Stille vann', catalogueNumber: 'DXM1000004' }),
    [
      event('stille', '2026-11-21T18:00:00+01:00', { availability: 'soldout' }),
      event('stille', '2026-11-22T18:00:00+01:00'),
    ],
    'Film',
  );
  const [first, second] = twoShowings.events.map((showing) => showing.id);
  const hide = { ...none, hideSoldOut: true };

  it('hides the showings sold out at the build, and a film with none left', () => {
    expect(twoShowings.events.map((showing) => matchesEvent(showing, hide))).toEqual([false, true]);
    expect(twoShowings.events.map((showing) => matchesEvent(showing, none))).toEqual([true, true]);
    expect(matchesFilter(twoShowings, { ...hide, day: '2026-11-21' })).toBe(false);
    expect(matchesFilter(twoShowings, { ...none, day: '2026-11-21' })).toBe(true);
  });

  it('follows the live availability over the build’s, both ways', () => {
    const live = { [first ?? '']: 'few', [second ?? '']: 'soldout' } as const;
    expect(twoShowings.events.map((showing) => matchesEvent(showing, hide, live))).toEqual([
      true,
      false,
    ]);
    const allSoldOut = { [second ?? '']: 'soldout' } as const;
    expect(matchesFilter(twoShowings, hide, allSoldOut)).toBe(false);
    expect(matchesFilter(twoShowings, none, allSoldOut)).toBe(true);
  });

  it('applies after the showing clock: a past showing stays out whatever the filters', () => {
    const later = liveFacets(twoShowings, Date.parse('2026-11-21T18:30:00+01:00'));
    expect(later?.events.map((showing) => showing.id)).toEqual([second]);
    expect(later && matchesFilter(later, { ...none, day: '2026-11-21', time: '17-20' })).toBe(
      false,
    );
  });

  it('reads both from a shared URL, `utsolgte=skjul` only, each block with its own names', () => {
    expect(parseFilter(new URLSearchParams('tid=etter-20&utsolgte=skjul'))).toEqual({
      tags: [],
      time: 'etter-20',
      hideSoldOut: true,
    });
    expect(parseFilter(new URLSearchParams('utsolgte=ja'))).toEqual({ tags: [] });
    const culture = new URLSearchParams(
      'culture-program-tid=for-17&culture-program-utsolgte=skjul',
    );
    expect(parseFilter(culture, filterParams('culture-program'))).toEqual({
      tags: [],
      time: 'for-17',
      hideSoldOut: true,
    });
    expect(parseFilter(culture)).toEqual({ tags: [] });
  });
});

describe('the programme order next-event', () => {
  const dated = (title: string, start?: string) => ({ title, start });
  it('puts the earliest next event first and the undated last, each in its own order', () => {
    const items = [
      dated('Foredrag i januar', '2027-01-26T19:00:00+01:00'),
      dated('Uten dato'),
      dated('Jazz 11. desember', '2026-12-11T19:30:00+01:00'),
      dated('Også uten dato'),
      dated('Julekonsert', '2026-12-19T19:00:00+01:00'),
      // The same instant in another offset keeps its place after the first.
      dated('Også 11. desember', '2026-12-11T18:30:00Z'),
    ];
    expect(byNextEvent(items, (item) => item.start).map((item) => item.title)).toEqual([
      'Jazz 11. desember',
      'Også 11. desember',
      'Julekonsert',
      'Foredrag i januar',
      'Uten dato',
      'Også uten dato',
    ]);
  });
});
