import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { productionHref } from '@/lib/production-paths';
import { productionSchema } from '@/lib/schemas';

/**
 * A film both emulated film-club backends know. `movieId` is the Dx catalogue number
 * (`DXM2601249`), `ediNumber` the distributor's EDI number the site looks films up by
 * (DESIGN.md §3, GetMovieByEdiDx), `poster` the site's poster asset url, `link` the film's page.
 */
export interface EmulatedFilm {
  movieId: string;
  ediNumber: string;
  title: string;
  poster: string | null;
  lengthMinutes: number;
  /** On the programme now (`objectClass: 'movie'`), not only announced (`movie_coming`). */
  showing: boolean;
  link: string;
}

const PRODUCTIONS_DIR = path.resolve(__dirname, '../../../content/productions');
const DEFAULT_LENGTH_MINUTES = 120;

/**
 * Every film of content/productions with an EDI number, in file-name order. A malformed file is
 * reported and left out, as the build does, so one broken production never stops the emulator.
 */
function readFilms(dir: string): EmulatedFilm[] {
  const files = readdirSync(dir).filter((file) => file.endsWith('.json')).sort();
  return files.flatMap((file) => {
    const parsed = productionSchema.safeParse(JSON.parse(readFileSync(path.join(dir, file), 'utf8')));
    if (!parsed.success) {
      console.warn(`film-club emulator: content/productions/${file} left out: ${parsed.error.issues[0]?.message ?? 'invalid'}`);
      return [];
    }
    const production = parsed.data;
    if (production.object !== 'movie' || !production.ediNumber) return [];
    const poster = production.assets.find((asset) => asset.type === 'poster') ?? production.assets.find((asset) => asset.type === 'first_image');
    return [{
      movieId: production.catalogueNumber,
      ediNumber: production.ediNumber,
      title: production.title,
      poster: poster?.url ?? null,
      lengthMinutes: production.features.lengthMinutes ?? DEFAULT_LENGTH_MINUTES,
      showing: production.objectClass !== 'movie_coming',
      link: productionHref(production),
    }];
  });
}

/** The emulated film catalogue, read once at module load. */
export const FILMS: readonly EmulatedFilm[] = readFilms(PRODUCTIONS_DIR);

/** The film with this EDI number, if the backends know it. */
export const filmByEdi = (ediNumber: string): EmulatedFilm | undefined => FILMS.find((film) => film.ediNumber === ediNumber);

/** The film an AddToWatchlistDx `id` names: its MovieId (catalogue number) or, leniently, its EDI number. */
export const filmById = (id: string): EmulatedFilm | undefined => FILMS.find((film) => film.movieId === id || film.ediNumber === id);
