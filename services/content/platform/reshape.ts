import {
  articleSchema,
  eventSchema,
  productionSchema,
  type Article,
  type Event,
  type Production,
  type ScreeningTag,
} from '@/lib/schemas';
import type { ContentProblem } from '../content-source';
import { problemsOf, validateEntry } from '../validation';
import {
  articleWireSchema,
  eventWireSchema,
  type ArticleWire,
  type AssetWire,
  type EventWire,
  type ProductionWire,
} from './wire';

/** `platform event '<Id>'` */
export const entryName = (kind: 'event' | 'production' | 'article', id: string): string =>
  `platform ${kind} '${id}'`;

const AVAILABILITY = {
  Available: 'available',
  FewLeft: 'few',
  SoldOut: 'soldout',
} as const satisfies Record<EventWire['Availability'], Event['availability']>;

// The platform has more tags than the programme filters: a tag without a filter is dropped, no error.
const TAGS: Readonly<Record<string, ScreeningTag>> = {
  Baby: 'babykino',
  Senior: 'seniorkino',
  NorwegianSubtitles: 'norsk-tekst',
  NorwegianSpeech: 'norsk-tale',
  AudioDescription: 'synstolking',
  FilmClub: 'filmklubb',
};

/** For naming a raw entry in problems before it is validated. */
function rawId(value: unknown, index: number): string {
  if (
    typeof value === 'object' &&
    value !== null &&
    'Id' in value &&
    (typeof value.Id === 'string' || typeof value.Id === 'number')
  )
    return String(value.Id);
  return `#${index}`;
}

function asset(wire: AssetWire): Record<string, unknown> {
  return {
    type: wire.Type,
    url: wire.Url,
    alt: wire.Alt,
    width: wire.Width,
    height: wire.Height,
    ...(wire.FocalPoint ? { focalPoint: { x: wire.FocalPoint.X, y: wire.FocalPoint.Y } } : {}),
  };
}

function reshapeProduction(wire: ProductionWire): Record<string, unknown> {
  const { Features: features } = wire;
  return {
    id: wire.Id,
    object: wire.Object,
    objectClass: wire.ObjectClass,
    typeText: wire.TypeText,
    catalogueNumber: wire.CatalogueNumber,
    ediNumber: wire.EdiNumber,
    pageReference: wire.PageReference,
    parentSlug: wire.ParentSlug,
    classTitle: wire.ClassTitle,
    title: wire.Title,
    features: {
      ageRating: features.AgeRating,
      lengthMinutes: features.LengthMinutes,
      genres: features.Genres,
      originalTitle: features.OriginalTitle,
      director: features.Director,
      cast: features.Cast,
      distributor: features.Distributor,
      language: features.Language,
      subtitles: features.Subtitles,
      premiere: features.Premiere,
      trailerUrl: features.TrailerUrl,
      productionYear: features.ProductionYear,
      country: features.Country,
      performer: features.Performer,
    },
    contents: { summary: wire.Contents.Summary, body: wire.Contents.Body },
    assets: wire.Assets.map(asset),
  };
}

function reshapeEvent(wire: EventWire): Record<string, unknown> {
  return {
    id: wire.Id,
    production: { pageReference: wire.Production.PageReference },
    startTime: wire.StartTime,
    endTime: wire.EndTime,
    location: { name: wire.Location.Name, venue: wire.Location.Venue },
    prices: wire.Prices.map((price) => ({ label: price.Label, amountKr: price.AmountKr })),
    availability: AVAILABILITY[wire.Availability],
    ticketUrl: wire.TicketUrl,
    format: wire.Format,
    tags: wire.Tags.flatMap((tag) => TAGS[tag] ?? []),
  };
}

/** The platform's events → `Event`s and their `Production`s (first occurrence wins); bad ones go to `problems`. */
export function toProgramme(
  entries: unknown[],
  problems: ContentProblem[],
): { productions: Production[]; events: Event[] } {
  const wires = entries.flatMap((entry, index) => {
    const parsed = eventWireSchema.safeParse(entry);
    if (parsed.success) return [parsed.data];
    problems.push(...problemsOf(entryName('event', rawId(entry, index)), parsed.error));
    return [];
  });
  const uniqueProductions = new Map<string, ProductionWire>();
  for (const wire of wires)
    if (!uniqueProductions.has(wire.Production.Id))
      uniqueProductions.set(wire.Production.Id, wire.Production);
  const productions = [...uniqueProductions.values()].flatMap(
    (wire) =>
      validateEntry(
        productionSchema,
        reshapeProduction(wire),
        entryName('production', wire.Id),
        problems,
      ) ?? [],
  );
  const events = wires.flatMap(
    (wire) =>
      validateEntry(eventSchema, reshapeEvent(wire), entryName('event', wire.Id), problems) ?? [],
  );
  return { productions, events };
}

function reshapeArticle(wire: ArticleWire): Record<string, unknown> {
  return {
    id: wire.Id,
    title: wire.Title,
    slug: wire.Slug,
    summary: wire.Summary,
    content: wire.Content,
    image: { ...asset(wire.Image), type: 'image' },
    thumbnail: wire.Thumbnail ? { ...asset(wire.Thumbnail), type: 'thumbnail' } : undefined,
    author: wire.Author,
    category: wire.Category,
    node_locale: 'nb',
    createdAt: Date.parse(wire.CreatedAt),
    updatedAt: Date.parse(wire.UpdatedAt),
    order: wire.Order,
    productions: wire.Productions,
    newsEndsOn: wire.NewsEndsOn,
  };
}

/** The platform's articles → `Article`s; a bad entry is recorded in `problems` and left out. */
export function toArticles(entries: unknown[], problems: ContentProblem[]): Article[] {
  return entries.flatMap((entry, index) => {
    const parsed = articleWireSchema.safeParse(entry);
    if (!parsed.success) {
      problems.push(...problemsOf(entryName('article', rawId(entry, index)), parsed.error));
      return [];
    }
    return (
      validateEntry(
        articleSchema,
        reshapeArticle(parsed.data),
        entryName('article', parsed.data.Id),
        problems,
      ) ?? []
    );
  });
}
