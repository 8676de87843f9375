import type { AgeRating, Availability, ArticleCategory, Event } from '@/lib/schemas';

/** `1 t 52 min` from minutes. */
export function formatLength(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} t` : `${hours} t ${rest} min`;
}

/** Age rating as Medietilsynet words it. */
export const formatAgeRating = (rating: AgeRating): string =>
  rating === 'A' ? 'Tillatt for alle' : `${rating} år`;

/** Lowest price, `fra 110 kr`, or `150 kr` when there is one price. */
export function formatPrice(prices: readonly { amountKr: number }[]): string {
  const amounts = prices.map((price) => price.amountKr);
  const lowest = Math.min(...amounts);
  const text = `${lowest.toLocaleString('nb-NO')} kr`;
  return amounts.length > 1 && Math.max(...amounts) !== lowest ? `fra ${text}` : text;
}

export const AVAILABILITY_TEXT: Record<Availability, string> = {
  available: 'Ledige billetter',
  few: 'Få billetter igjen',
  soldout: 'Utsolgt',
};

/** A rental hour is free or taken: the platform reports a booked hour as `soldout`; "few" means nothing. */
const RENTAL_TEXT: Record<Availability, string> = {
  available: 'Ledig',
  few: 'Ledig',
  soldout: 'Opptatt',
};

/** Visitor text and CSS modifier of an event's availability, for a show or (with `rental`) a hall hour. */
export function availabilityStatus(
  availability: Availability,
  rental: boolean,
): { text: string; modifier: Availability } {
  if (!rental) return { text: AVAILABILITY_TEXT[availability], modifier: availability };
  const modifier = availability === 'soldout' ? 'soldout' : 'available';
  return { text: RENTAL_TEXT[availability], modifier };
}

export const CATEGORY_TEXT: Record<ArticleCategory, string> = {
  culture: 'Kultur',
  article: 'Artikkel',
  news: 'Nyhet',
  cinema: 'Kino',
};

/** The filter value of a hall with a hearing loop: a fact of the hall, not a screening tag, but filtered on beside them. */
export const HEARING_LOOP = 'teleslynge';

export const TAG_TEXT: Record<string, string> = {
  babykino: 'Babykino',
  seniorkino: 'Seniorkino',
  'norsk-tekst': 'Norsk tekst',
  'norsk-tale': 'Norsk tale',
  synstolking: 'Synstolking',
  avslappet: 'Avslappet visning',
  filmklubb: 'Filmklubb',
  [HEARING_LOOP]: 'Teleslynge',
};

/** What a visitor can filter a showing on: its screening tags, plus `teleslynge` in a hall with a hearing loop. */
export const showingFeatures = (event: Pick<Event, 'tags' | 'location'>): string[] =>
  event.location.hearingLoop ? [...event.tags, HEARING_LOOP] : [...event.tags];

/** A showing's hall, format, screening tags and hearing loop as one line: `Sal 1 · 2D · Norsk tekst · Teleslynge`. */
export const showingDetails = (event: Pick<Event, 'tags' | 'location' | 'format'>): string =>
  [event.location.name, event.format, ...showingFeatures(event).map((tag) => TAG_TEXT[tag] ?? tag)]
    .filter(Boolean)
    .join(' · ');
