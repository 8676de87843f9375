import type { Article, ContentSet, Event, PageDefinition, Production, Site } from '@/lib/schemas';
import { pageDefinitionSchema } from '@/lib/schemas';

/** Shared test fixtures: small, valid entities to build content sets from. */
export const site: Site = {
  id: 'kulturhuset',
  title: 'Kulturhuset',
  description: 'Kino og kultur.',
  partnerId: 184,
  partners: [{ id: 184, name: 'Kulturhuset' }],
  published: false,
  repository: 'kulturhuset-web',
  stage: 'production',
  skeletonVersion: 'v12.0.1',
  theme: {
    layout: 'header-footer',
    search: { enabled: true, submitPath: '/search' },
    languageSwitch: false,
  },
  aliases: [],
  host: 'www.kulturhuset.no',
  locales: { available: ['nb'], enabled: ['nb'], default: 'nb' },
  components: [{ name: 'program', version: 8 }],
  facebookPixelId: '1',
  facebookVerificationCode: 'fbcode',
  analyticsTrackingId: '',
  ticketingUrl: 'https://billett.example.no',
  giftCardUrl: 'https://billett.example.no/gavekort',
  location: {
    name: 'Kulturhuset',
    streetAddress: 'Prestegårdsvegen 2',
    postalCode: '2750',
    locality: 'Gran',
    latitude: 60.3583,
    longitude: 10.5617,
    busStop: { name: 'Gran sentrum', walkMinutes: 3 },
  },
  productionTypes: [
    { type: 'Film', label: 'Film' },
    { type: 'Konsert', label: 'Konsert' },
    { type: 'Bad', label: 'Bading' },
    { type: 'Idrettsal leie', label: 'Utleie av idrettssal', rental: { bookingUrl: '/utleie' } },
  ],
};

const image = (url: string) => ({
  type: 'first_image' as const,
  url,
  alt: 'Bilde',
  width: 1920,
  height: 1080,
  focalPoint: { x: 0.3, y: 0.6 },
});

export function production(
  overrides: Partial<Production> & Pick<Production, 'title' | 'catalogueNumber'>,
): Production {
  const slug = `${overrides.title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${overrides.catalogueNumber.toLowerCase()}`;
  return {
    id: `prod-${overrides.catalogueNumber.toLowerCase()}`,
    object: 'movie',
    objectClass: 'movie',
    typeText: 'Film',
    pageReference: slug,
    parentSlug: slug,
    features: { genres: ['Drama'], ageRating: '12', lengthMinutes: 112 },
    contents: {
      summary: '<p>En film om <strong>fjell</strong> &amp; hav.</p>',
      body: '<p>Brødtekst.</p>',
    },
    assets: [
      { type: 'poster', url: '/p.svg', alt: 'Plakat', width: 600, height: 900 },
      image(`/images/${slug}.svg`),
    ],
    ...overrides,
  };
}

export function article(slug: string, overrides: Partial<Article> = {}): Article {
  return {
    id: `art-${slug}`,
    title: slug,
    slug,
    content: '<p>Innhold</p>',
    image: { ...image(`/images/articles/${slug}.svg`), type: 'image' },
    author: 'Kulturhuset',
    category: 'news',
    node_locale: 'nb',
    createdAt: 1_780_000_000_000,
    updatedAt: 1_780_000_000_000,
    order: 1,
    ...overrides,
  };
}

export function event(
  pageReference: string,
  startTime: string,
  overrides: Partial<Event> = {},
): Event {
  return {
    id: `${pageReference}-${startTime}`,
    production: { pageReference },
    startTime,
    location: { name: 'Sal 1', venue: 'Kinoen' },
    prices: [{ label: 'Voksen', amountKr: 150 }],
    availability: 'available',
    ticketUrl: 'https://billett.example.no/1',
    tags: [],
    ...overrides,
  };
}

/** A page definition from a partial JSON-like object, parsed by the real schema. */
export function definition(input: Record<string, unknown>): PageDefinition {
  return pageDefinitionSchema.parse({
    layout: 'header-footer',
    pageType: 'ordinary',
    template: {
      rows: [
        {
          index: 0,
          container: false,
          columns: [{ index: 0, span: { xs: 12, md: 12, lg: 12 }, order: { xs: 0, md: 0, lg: 0 } }],
        },
      ],
    },
    sources: [],
    blocks: [],
    meta: { nb: { title: { expression: `{{site.title}} | ${String(input.title ?? 'Side')}` } } },
    ...input,
  });
}

export function contentSet(overrides: Partial<ContentSet> = {}): ContentSet {
  return {
    site,
    definitions: [],
    productions: [],
    events: [],
    articles: [],
    menu: [],
    footer: [],
    redirects: [],
    ...overrides,
  };
}
