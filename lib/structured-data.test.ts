import { event, production, site } from '@/tests/fixtures';
import { htmlToPlainText } from './sanitize';
import {
  cultureJsonLd,
  isoDuration,
  movieJsonLd,
  serializeJsonLd,
  type JsonLdNode,
} from './structured-data';

const film = production({
  title: 'Fjellfilmen',
  catalogueNumber: 'DXM1234567',
  features: {
    genres: ['Drama'],
    ageRating: '12',
    lengthMinutes: 112,
    director: 'Kari Nordmann',
    cast: ['Ola', 'Åse'],
    premiere: '2026-11-06',
    language: 'Norsk tale',
  },
});
const winterShow = event(film.pageReference, '2026-11-21T18:00:00+01:00', {
  prices: [
    { label: 'Voksen', amountKr: 150 },
    { label: 'Barn', amountKr: 100 },
  ],
});
const byType = (nodes: JsonLdNode[], type: string) =>
  nodes.filter((node) => node['@type'] === type);

describe('movieJsonLd', () => {
  const graph = movieJsonLd(film, [winterShow], site)['@graph'];

  it('describes the film as a schema.org Movie with absolute URLs and an ISO 8601 duration', () => {
    expect(byType(graph, 'Movie')).toEqual([
      expect.objectContaining({
        '@id': 'https://www.kulturhuset.no/fjellfilmen-dxm1234567#movie',
        name: 'Fjellfilmen',
        url: 'https://www.kulturhuset.no/fjellfilmen-dxm1234567',
        image: ['https://www.kulturhuset.no/og/fjellfilmen-dxm1234567.jpg'],
        description: 'En film om fjell & hav.',
        duration: 'PT1H52M',
        director: { '@type': 'Person', name: 'Kari Nordmann' },
        actor: [
          { '@type': 'Person', name: 'Ola' },
          { '@type': 'Person', name: 'Åse' },
        ],
        contentRating: '12 år',
        genre: ['Drama'],
        datePublished: '2026-11-06',
        inLanguage: 'no',
      }),
    ]);
  });

  it('adds one ScreeningEvent per event that presents the Movie at the hall of the house', () => {
    expect(byType(graph, 'ScreeningEvent')).toEqual([
      expect.objectContaining({
        name: 'Fjellfilmen',
        startDate: '2026-11-21T18:00:00+01:00',
        workPresented: { '@id': 'https://www.kulturhuset.no/fjellfilmen-dxm1234567#movie' },
        location: {
          '@type': 'MovieTheater',
          name: 'Sal 1',
          address: expect.objectContaining({
            streetAddress: 'Prestegårdsvegen 2',
            postalCode: '2750',
            addressLocality: 'Gran',
            addressCountry: 'NO',
          }),
        },
        eventStatus: 'https://schema.org/EventScheduled',
        offers: {
          '@type': 'Offer',
          url: 'https://billett.example.no/1',
          price: 100,
          priceCurrency: 'NOK',
          availability: 'https://schema.org/InStock',
        },
      }),
    ]);
  });

  it("names the accessibility features of a screening: tags and the hall's hearing loop, none for plain ones", () => {
    const accessible = event(film.pageReference, '2026-11-22T12:00:00+01:00', {
      tags: ['synstolking', 'norsk-tekst', 'avslappet', 'babykino'],
      location: { name: 'Sal 2', venue: 'Kinoen', hearingLoop: true },
    });
    const [screening, plain] = byType(
      movieJsonLd(film, [accessible, { ...winterShow, tags: ['seniorkino'] }], site)['@graph'],
      'ScreeningEvent',
    );
    expect(screening?.accessibilityFeature).toEqual([
      'audioDescription',
      'openCaptions',
      'relaxedPerformance',
      'inductionLoop',
    ]);
    expect(plain?.accessibilityFeature).toBeUndefined();
  });

  it('gives start and end dates with the Oslo offset on both sides of daylight saving', () => {
    const summer = event(film.pageReference, '2027-03-28T16:00:00Z', {
      endTime: '2027-03-28T18:00:00Z',
    });
    const [screening] = byType(movieJsonLd(film, [summer], site)['@graph'], 'ScreeningEvent');
    expect(screening).toMatchObject({
      startDate: '2027-03-28T18:00:00+02:00',
      endDate: '2027-03-28T20:00:00+02:00',
    });
  });

  it.each([
    ['soldout', 'https://schema.org/SoldOut'],
    ['few', 'https://schema.org/LimitedAvailability'],
    ['available', 'https://schema.org/InStock'],
  ] as const)(
    'maps availability %s to %s and keeps the event scheduled',
    (availability, expected) => {
      const [screening] = byType(
        movieJsonLd(film, [{ ...winterShow, availability }], site)['@graph'],
        'ScreeningEvent',
      );
      expect(screening).toMatchObject({
        eventStatus: 'https://schema.org/EventScheduled',
        offers: { availability: expected },
      });
    },
  );
});

describe('cultureJsonLd', () => {
  const concert = production({
    title: 'Julekonsert',
    catalogueNumber: 'JK24',
    object: 'culture',
    typeText: 'Konsert',
    features: { genres: [], performer: 'Gran Musikkorps' },
  });
  const dates = [
    event(concert.pageReference, '2026-12-12T19:00:00+01:00', {
      location: { name: 'Kultursalen', venue: 'Kulturhuset' },
    }),
    event(concert.pageReference, '2026-12-13T15:00:00+01:00'),
  ];

  it('gives one offline, scheduled Event per date with place, performer and organizer', () => {
    const graph = cultureJsonLd(concert, dates, site)['@graph'];
    expect(graph).toHaveLength(2);
    expect(graph[0]).toMatchObject({
      '@type': 'Event',
      name: 'Julekonsert',
      url: 'https://www.kulturhuset.no/julekonsert-jk24',
      startDate: '2026-12-12T19:00:00+01:00',
      location: { '@type': 'Place', name: 'Kultursalen' },
      performer: { '@type': 'PerformingGroup', name: 'Gran Musikkorps' },
      organizer: { '@type': 'Organization', name: 'Kulturhuset' },
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    });
  });

  it('carries the hearing loop of the hall as an accessibility feature', () => {
    const looped = event(concert.pageReference, '2026-12-12T19:00:00+01:00', {
      location: { name: 'Kultursalen', venue: 'Kulturhuset', hearingLoop: true },
    });
    expect(cultureJsonLd(concert, [looped], site)['@graph'][0]?.accessibilityFeature).toEqual([
      'inductionLoop',
    ]);
  });
});

describe('serializeJsonLd', () => {
  it('escapes < > & so a title cannot close the script tag, and parses back to the same values', () => {
    const title = '</script><script>alert("x")</script> & <!--';
    const doc = movieJsonLd(production({ title, catalogueNumber: 'DXM7654321' }), [], site);
    const json = serializeJsonLd(doc);
    expect(json).not.toMatch(/[<>&]/);
    expect(json).toContain('\\u003c/script\\u003e');
    expect(JSON.parse(json)).toEqual(JSON.parse(JSON.stringify(doc)));
  });
});

describe('helpers', () => {
  it('writes lengths as ISO 8601 durations', () => {
    expect([isoDuration(112), isoDuration(60), isoDuration(45)]).toEqual([
      'PT1H52M',
      'PT1H',
      'PT45M',
    ]);
  });

  it('turns CMS HTML into plain text with words kept apart and entities decoded', () => {
    expect(htmlToPlainText('<p>Én</p><p>To &lt;3 &quot;tre&quot;</p><script>x()</script>')).toBe(
      'Én To <3 "tre"',
    );
  });
});
