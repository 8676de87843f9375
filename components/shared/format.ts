import type { AgeRating, Availability, ArticleCategory } from '@/lib/schemas';

/** `1 t 52 min` from minutes. */
export function formatLength(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} t` : `${hours} t ${rest} min`;
}

/** Age rating as Medietilsynet words it. */
export const formatAgeRating = (rating: AgeRating): string => (rating === 'A' ? 'Tillatt for alle' : `${rating} år`);

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

/**
 * A rental hour is free or taken, never "sold out" (issue 11, item 5): the platform reports a
 * booked hour as `soldout`, and "few" means nothing for a hall.
 */
const RENTAL_TEXT: Record<Availability, string> = {
  available: 'Ledig',
  few: 'Ledig',
  soldout: 'Opptatt',
};

/** Visitor text and CSS modifier of an event's availability, for a show or (with `rental`) a hall hour. */
export function availabilityStatus(availability: Availability, rental: boolean): { text: string; modifier: Availability } {
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

export const TAG_TEXT: Record<string, string> = {
  babykino: 'Babykino',
  seniorkino: 'Seniorkino',
  'norsk-tekst': 'Norsk tekst',
  'norsk-tale': 'Norsk tale',
  synstolking: 'Synstolking',
  filmklubb: 'Filmklubb',
};
