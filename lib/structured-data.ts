import { productionHref } from './production-paths';
import { htmlToPlainText } from './sanitize';
import { siteUrl } from './site-url';
import { coverOf, shareImageOf } from './share-image';
import type { AgeRating, Availability, Event, Production, ScreeningTag, Site } from './schemas';
import { toOsloIso } from './time';

// schema.org JSON-LD, so search engines can show showtimes and tickets.

/** `undefined` members are left out when serialised. */
export type JsonLdValue = string | number | boolean | JsonLdNode | JsonLdValue[] | undefined;
export interface JsonLdNode {
  [key: string]: JsonLdValue;
}
export interface JsonLdDocument {
  '@context': 'https://schema.org';
  '@graph': JsonLdNode[];
}

const houseAddress = ({ location }: Site): JsonLdNode => ({
  '@type': 'PostalAddress',
  streetAddress: location.streetAddress,
  postalCode: location.postalCode,
  addressLocality: location.locality,
  addressCountry: 'NO',
});

const AVAILABILITY: Record<Availability, string> = {
  available: 'https://schema.org/InStock',
  few: 'https://schema.org/LimitedAvailability',
  soldout: 'https://schema.org/SoldOut',
};

/** BCP 47 codes of the language names of `features.language`. */
const LANGUAGES: Record<string, string> = {
  norsk: 'no',
  engelsk: 'en',
  svensk: 'sv',
  dansk: 'da',
  finsk: 'fi',
  islandsk: 'is',
  fransk: 'fr',
  tysk: 'de',
  spansk: 'es',
  italiensk: 'it',
  japansk: 'ja',
  samisk: 'se',
};

export const productionUrl = (production: Production, site: Site): string =>
  siteUrl(site, productionHref(production));

/** 112 → `PT1H52M` */
export function isoDuration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return `PT${hours > 0 ? `${hours}H` : ''}${rest > 0 || hours === 0 ? `${rest}M` : ''}`;
}

const contentRating = (rating: AgeRating) => (rating === 'A' ? 'Tillatt for alle' : `${rating} år`);
const languageCode = (language: string) =>
  LANGUAGES[language.trim().split(/\s+/)[0]?.toLowerCase() ?? ''];
/** The share image: a JPEG, since search engines take no SVG. */
const images = (production: Production, site: Site) => [
  shareImageOf(productionHref(production), production.title, coverOf(production), site).url,
];

// `relaxedPerformance` and `inductionLoop` are not in the W3C vocabulary, which has no term for
// them; schema.org allows free text. Audiences and languages are no accessibility features.
const ACCESSIBILITY_FEATURES: Partial<Record<ScreeningTag, string>> = {
  synstolking: 'audioDescription',
  'norsk-tekst': 'openCaptions',
  avslappet: 'relaxedPerformance',
};
const HEARING_LOOP_FEATURE = 'inductionLoop';

function accessibilityFeatures(event: Pick<Event, 'tags' | 'location'>): string[] | undefined {
  const features = [
    ...event.tags.flatMap((tag) => ACCESSIBILITY_FEATURES[tag] ?? []),
    ...(event.location.hearingLoop ? [HEARING_LOOP_FEATURE] : []),
  ];
  return features.length > 0 ? features : undefined;
}

function offerOf(event: Event): JsonLdNode {
  const price = Math.min(...event.prices.map((price) => price.amountKr));
  return {
    '@type': 'Offer',
    url: event.ticketUrl,
    price,
    priceCurrency: 'NOK',
    availability: AVAILABILITY[event.availability],
  };
}

/** What every event node of a production repeats, made once per production: a pool's page lists thousands of sessions, and the summary's plain text is sanitize-html's work. */
interface ProductionFacts {
  url: string;
  image: ReturnType<typeof images>;
  description: ReturnType<typeof htmlToPlainText>;
}

const factsOf = (production: Production, site: Site): ProductionFacts => ({
  url: productionUrl(production, site),
  image: images(production, site),
  description: htmlToPlainText(production.contents.summary),
});

// `eventStatus` is always scheduled: a sold-out show still takes place (sold out is the offer's availability).
function eventBase(
  type: 'ScreeningEvent' | 'Event',
  placeType: 'MovieTheater' | 'Place',
  event: Event,
  production: Production,
  site: Site,
  { url, image, description }: ProductionFacts,
): JsonLdNode {
  return {
    '@type': type,
    '@id': `${url}#event-${event.id}`,
    name: production.title,
    url,
    startDate: toOsloIso(new Date(event.startTime)),
    endDate: event.endTime && toOsloIso(new Date(event.endTime)),
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: { '@type': placeType, name: event.location.name, address: houseAddress(site) },
    accessibilityFeature: accessibilityFeatures(event),
    image,
    description,
    organizer: { '@type': 'Organization', name: site.title, url: siteUrl(site, '/') },
    offers: offerOf(event),
  };
}

export function movieJsonLd(
  production: Production,
  events: readonly Event[],
  site: Site,
): JsonLdDocument {
  const { features } = production;
  const url = productionUrl(production, site);
  const movie: JsonLdNode = {
    '@type': 'Movie',
    '@id': `${url}#movie`,
    name: production.title,
    url,
    image: images(production, site),
    description: htmlToPlainText(production.contents.summary),
    duration: features.lengthMinutes ? isoDuration(features.lengthMinutes) : undefined,
    director: features.director ? { '@type': 'Person', name: features.director } : undefined,
    actor: features.cast?.map((name) => ({ '@type': 'Person', name })),
    contentRating: features.ageRating && contentRating(features.ageRating),
    genre: features.genres.length > 0 ? features.genres : undefined,
    datePublished: features.premiere,
    inLanguage: features.language ? languageCode(features.language) : undefined,
  };
  const facts = factsOf(production, site);
  const screenings = events.map((event) => ({
    ...eventBase('ScreeningEvent', 'MovieTheater', event, production, site, facts),
    workPresented: { '@id': movie['@id'] },
    videoFormat: event.format,
  }));
  return { '@context': 'https://schema.org', '@graph': [movie, ...screenings] };
}

// The content does not say whether a performer is a person or a group: `PerformingGroup` (the billed act).
export function cultureJsonLd(
  production: Production,
  events: readonly Event[],
  site: Site,
): JsonLdDocument {
  const { performer } = production.features;
  const facts = factsOf(production, site);
  const nodes = events.map((event) => ({
    ...eventBase('Event', 'Place', event, production, site, facts),
    performer: performer ? { '@type': 'PerformingGroup', name: performer } : undefined,
  }));
  return { '@context': 'https://schema.org', '@graph': nodes };
}

export function placeJsonLd(site: Site, mapUrl: string): JsonLdDocument {
  const { location } = site;
  return {
    '@context': 'https://schema.org',
    '@graph': [
      {
        '@type': 'Place',
        '@id': siteUrl(site, '/#sted'),
        name: location.name,
        address: houseAddress(site),
        geo: {
          '@type': 'GeoCoordinates',
          latitude: location.latitude,
          longitude: location.longitude,
        },
        hasMap: mapUrl,
      },
    ],
  };
}

/** JSON safe inside `<script>`: `<`, `>` and `&` escaped, so no string can close the tag or open a comment. */
export function serializeJsonLd(doc: JsonLdDocument): string {
  return JSON.stringify(doc)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026');
}
