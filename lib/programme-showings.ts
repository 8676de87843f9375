import type { Availability } from './schemas';

/**
 * The built programme the watch list reads (docs/product.md, Watch list and the programme): one
 * small JSON the build writes for member builds, so the member screen needs no backend call.
 */
export const PROGRAMME_SHOWINGS_PATH = '/filmklubb/programme-showings.json';

/** At most this many coming showings per film in the file (the earliest), enough for a page read days after the build. */
export const MAX_FILE_SHOWINGS = 20;

/** A showing of a film as the file holds it: the event's id, start (ISO 8601, Oslo offset), hall, ticket link and the build's availability. */
export interface ProgrammeShowing {
  id: string;
  start: string;
  hall: string;
  url: string;
  availability: Availability;
}

/** A film with coming showings: how a watch-list entry is matched to it (`ediNumber`, `catalogueNumber`), its page and analytics fields. */
export interface ProgrammeFilm {
  /** The production's id, the analytics item id. */
  id: string;
  catalogueNumber: string;
  ediNumber: string | null;
  title: string;
  /** The film page's path. */
  path: string;
  /** The analytics category (the production type's label, e.g. «Film»). */
  category: string;
  showings: ProgrammeShowing[];
}

/** The file: `brand` is the site title (analytics), `builtAt` the build clock (ISO 8601). */
export interface ProgrammeShowings {
  builtAt: string;
  brand: string;
  films: ProgrammeFilm[];
}

const AVAILABILITIES: readonly string[] = ['available', 'few', 'soldout'];

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** Throws naming the entry and field when `record[field]` is not a string. */
function requireString(record: Record<string, unknown>, field: string, entry: string): void {
  if (typeof record[field] !== 'string')
    throw new Error(`programme showings: ${entry}: field ${field} must be a string`);
}

/**
 * Checks the file's shape (it is the build's own, so a cheap check, not a schema library in the
 * member chunk). @throws Error naming the entry and field that is wrong.
 */
export function parseProgrammeShowings(json: unknown): ProgrammeShowings {
  if (!isRecord(json) || !Array.isArray(json.films))
    throw new Error('programme showings: field films must be a list');
  requireString(json, 'builtAt', 'file');
  requireString(json, 'brand', 'file');
  json.films.forEach((film: unknown, index) => {
    const entry = `film ${index}`;
    if (!isRecord(film) || !Array.isArray(film.showings))
      throw new Error(`programme showings: ${entry}: field showings must be a list`);
    for (const field of ['id', 'catalogueNumber', 'title', 'path', 'category'])
      requireString(film, field, entry);
    film.showings.forEach((showing: unknown, position) => {
      const where = `${entry} (${String(film.id)}) showing ${position}`;
      if (!isRecord(showing)) throw new Error(`programme showings: ${where} is not an object`);
      for (const field of ['id', 'start', 'hall', 'url']) requireString(showing, field, where);
      if (!AVAILABILITIES.includes(String(showing.availability)))
        throw new Error(
          `programme showings: ${where}: field availability is not one of ${AVAILABILITIES.join(', ')}`,
        );
    });
  });
  return json as unknown as ProgrammeShowings;
}
