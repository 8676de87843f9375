// Valid wire entries of the platform services for tests, with overrides to break them.

export const siteWire = (id: string, overrides: Record<string, unknown> = {}) => ({
  Id: id,
  Title: `Site ${id}`,
  Host: `${id}.example.no`,
  PartnerId: 184,
  ...overrides,
});

/** A film production whose page reference ends in its catalogue number (docs/product.md, Redirects, titles and slugs). */
export const productionWire = (number: string, overrides: Record<string, unknown> = {}) => ({
  Id: `prod-${number}`,
  Object: 'movie',
  ObjectClass: 'movie',
  TypeText: 'Film',
  CatalogueNumber: `DXM${number}`,
  EdiNumber: '427001',
  PageReference: `film-dxm${number}`,
  ParentSlug: `film-dxm${number}`,
  ClassTitle: 'På kino nå',
  Title: `Film ${number}`,
  Features: {
    AgeRating: '12',
    LengthMinutes: 110,
    Genres: ['Drama'],
    Director: 'Regissør',
    Premiere: '2026-11-01',
  },
  Contents: { Summary: 'Kort omtale.', Body: '<p>Lang omtale.</p>' },
  Assets: [
    {
      Type: 'first_image',
      Url: 'https://images.example.no/film.jpg',
      Alt: 'Bilde fra filmen',
      Width: 1920,
      Height: 1080,
      FocalPoint: { X: 0.5, Y: 0.4 },
    },
  ],
  ...overrides,
});

export const eventWire = (
  id: string,
  production: Record<string, unknown> = productionWire('1234567'),
  overrides: Record<string, unknown> = {},
) => ({
  Id: id,
  StartTime: '2026-11-22T18:00:00+01:00',
  EndTime: '2026-11-22T20:00:00+01:00',
  Location: { Name: 'Sal 1', Venue: 'Kulturhuset' },
  Prices: [
    { Label: 'Voksen', AmountKr: 150 },
    { Label: 'Barn', AmountKr: 100 },
  ],
  Availability: 'FewLeft',
  TicketUrl: `https://billett.example.no/event/${id}`,
  Format: '2D',
  Tags: ['NorwegianSubtitles', 'SomethingNew'],
  Production: production,
  ...overrides,
});

export const articleWire = (id: string, overrides: Record<string, unknown> = {}) => ({
  Id: id,
  Title: `Artikkel ${id}`,
  Slug: `artikkel-${id}`,
  Summary: 'Ingress',
  Content: `<p>Innhold ${id}</p>`,
  Image: {
    Type: 'image',
    Url: 'https://images.example.no/a.jpg',
    Alt: 'Bilde',
    Width: 1200,
    Height: 800,
  },
  Author: 'Redaksjonen',
  Category: 'news',
  CreatedAt: '2026-10-01T08:00:00Z',
  UpdatedAt: '2026-11-02T09:30:00Z',
  Order: 1,
  ...overrides,
});

/** The identity provider's answer: a bearer token valid `expiresIn` s. */
export const tokenAnswer = (token: string, expiresIn = 3600) => ({
  access_token: token,
  expires_in: expiresIn,
  token_type: 'Bearer',
});
