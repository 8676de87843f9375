import { productionHref } from './production-paths';
import { htmlToPlainText } from './sanitize';
import { coverOf, shareImageOf } from './share-image';
import type { AgeRating, Availability, Event, Production, ScreeningTag, Site } from './schemas';
import { toOsloIso } from './time';

/**
 * schema.org JSON-LD for film and culture pages, so search engines can show showtimes and
 * tickets. Sources: https://schema.org/Movie, https://schema.org/ScreeningEvent,
 * https://schema.org/Event and Google's structured-data guide for events
 * (https://developers.google.com/search/docs/appearance/structured-data/event).
 */

/** A JSON value as JSON-LD holds it; `undefined` members are left out when serialised. */
export type JsonLdValue = string | number | boolean | JsonLdNode | JsonLdValue[] | undefined;
/** One node of a JSON-LD graph, e.g. `{ '@type': 'Movie', name: 'Dune' }`. */
export interface JsonLdNode {
  [key: string]: JsonLdValue;
}
/** A JSON-LD document: `{ '@context': 'https://schema.org', '@graph': [nodes] }`. */
export interface JsonLdDocument {
  '@context': 'https://schema.org';
  '@graph': JsonLdNode[];
}

/** The culture house's postal address (`site.location`); every hall is in the same building. */
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

/** BCP 47 codes of the language names the content uses (`features.language`, e.g. "Norsk tale"). */
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

/** Absolute URL of a production's page (see `productionHref`). */
export const productionUrl = (production: Production, site: Site): string =>
  `https://${site.host}${productionHref(production)}`;

/** ISO 8601 duration of a length in minutes: 112 → `PT1H52M`, 60 → `PT1H`, 45 → `PT45M`. */
export function isoDuration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return `PT${hours > 0 ? `${hours}H` : ''}${rest > 0 || hours === 0 ? `${rest}M` : ''}`;
}

const contentRating = (rating: AgeRating) => (rating === 'A' ? 'Tillatt for alle' : `${rating} år`);
const languageCode = (language: string) =>
  LANGUAGES[language.trim().split(/\s+/)[0]?.toLowerCase() ?? ''];
/** The production page's share image: a real 1200×630 JPEG (search engines take no SVG), made by the build. */
const images = (production: Production, site: Site) => [
  shareImageOf(productionHref(production), production.title, coverOf(production), site).url,
];

/**
 * `accessibilityFeature` of an event (https://schema.org/accessibilityFeature), by screening tag:
 * - `synstolking` (audio description for blind and partially sighted visitors) → `audioDescription`;
 * - `norsk-tekst` (Norwegian subtitles burnt into or projected with the picture, seen by everyone)
 *   → `openCaptions`;
 * - `avslappet` (relaxed screening: lights up, sound down, free to move and make noise) →
 *   `relaxedPerformance`, the arts sector's name for it (not in the W3C accessibility vocabulary,
 *   which has no term for it; schema.org allows free text here);
 * - the hall's hearing loop (`location.hearingLoop`, a fact of the hall) → `inductionLoop` (same:
 *   no W3C term for assistive listening in a room).
 * Babykino, Seniorkino, Norsk tale and Filmklubb are audiences and languages, not accessibility
 * features, so they give none.
 */
const ACCESSIBILITY_FEATURES: Partial<Record<ScreeningTag, string>> = {
  synstolking: 'audioDescription',
  'norsk-tekst': 'openCaptions',
  avslappet: 'relaxedPerformance',
};
const HEARING_LOOP_FEATURE = 'inductionLoop';

/** The event's accessibility features (see ACCESSIBILITY_FEATURES), or undefined when it has none. */
function accessibilityFeatures(event: Pick<Event, 'tags' | 'location'>): string[] | undefined {
  const features = [
    ...event.tags.flatMap((tag) => ACCESSIBILITY_FEATURES[tag] ?? []),
    ...(event.location.hearingLoop ? [HEARING_LOOP_FEATURE] : []),
  ];
  return features.length > 0 ? features : undefined;
}

/** An Offer for an event's tickets: the lowest price in NOK, availability mapped to schema.org. */
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

/**
 * The fields every event node shares. `eventStatus` is always scheduled: a sold-out show still
 * takes place, and schema.org has no "sold out" status (that is the offer's availability).
 */
function eventBase(
  type: 'ScreeningEvent' | 'Event',
  placeType: 'MovieTheater' | 'Place',
  event: Event,
  production: Production,
  site: Site,
): JsonLdNode {
  const url = productionUrl(production, site);
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
    image: images(production, site),
    description: htmlToPlainText(production.contents.summary),
    organizer: { '@type': 'Organization', name: site.title, url: `https://${site.host}/` },
    offers: offerOf(event),
  };
}

/**
 * A film page's JSON-LD: one `Movie` (name, image, description, duration, director, actor,
 * contentRating, genre, datePublished from the premiere, inLanguage, url) and one
 * `ScreeningEvent` per event, presenting the Movie by `@id`, at a `MovieTheater` named after the
 * hall. Times carry the Oslo offset (`2026-11-21T18:00:00+01:00`); prices are in NOK.
 */
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
  const screenings = events.map((event) => ({
    ...eventBase('ScreeningEvent', 'MovieTheater', event, production, site),
    workPresented: { '@id': movie['@id'] },
    videoFormat: event.format,
  }));
  return { '@context': 'https://schema.org', '@graph': [movie, ...screenings] };
}

/**
 * A culture page's JSON-LD: one schema.org `Event` per event (name, startDate, endDate, Place,
 * image, description, performer, organizer, offers). The content does not say whether a
 * performer is one person or a group, so it is a `PerformingGroup` (the billed act), which
 * Google accepts beside `Person`.
 */
export function cultureJsonLd(
  production: Production,
  events: readonly Event[],
  site: Site,
): JsonLdDocument {
  const { performer } = production.features;
  const nodes = events.map((event) => ({
    ...eventBase('Event', 'Place', event, production, site),
    performer: performer ? { '@type': 'PerformingGroup', name: performer } : undefined,
  }));
  return { '@context': 'https://schema.org', '@graph': nodes };
}

/**
 * The house as a schema.org `Place` (https://schema.org/Place) for the contact page: name,
 * address, `GeoCoordinates` (decimal degrees) and the map link, from `site.location`.
 */
export function placeJsonLd(site: Site, mapUrl: string): JsonLdDocument {
  const { location } = site;
  return {
    '@context': 'https://schema.org',
    '@graph': [
      {
        '@type': 'Place',
        '@id': `https://${site.host}/#sted`,
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

/**
 * The document as JSON that is safe inside `<script type="application/ld+json">`: `<`, `>` and
 * `&` become `\u003c`, `\u003e`, `\u0026` (docs/product.md, Quality rules), so no string in it can close the
 * script tag or open a comment, and JSON parsers read the same values back.
 */
export function serializeJsonLd(doc: JsonLdDocument): string {
  return JSON.stringify(doc)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026');
}
