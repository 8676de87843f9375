import { localContentSource } from '@/services/content/local/local-source';
import { filmsOf, type EmulatedFilm } from './films';

/** A showing of a film in the site's programme: what a seeded ticket is for. */
export interface Showing {
  movieId: string;
  /** ISO 8601 with the Oslo offset, as the site shows it. */
  startTime: string;
  /** ISO 8601 end, when the programme gives one. */
  endTime?: string;
  /** The hall (`Sal 1`), the event's location name. */
  hall: string;
}

/** What the emulated backends know of the site: its films and their showings, at one clock. */
export interface Catalogue {
  /** The clock the showings were generated at (the build's: CONTENT_CLOCK, or now). */
  now: Date;
  films: readonly EmulatedFilm[];
  /** Showings of the films, soonest first. */
  showings: readonly Showing[];
}

/**
 * The catalogue of the embedded content under `root` at the clock `now`: the films and the
 * showings the site's own build generates (the local content source and its schedule
 * generator), so a seeded ticket is for a showing the built programme lists (same film, hall
 * and start time) when the emulator runs with the build's clock.
 * @throws ContentSourceError when the embedded content cannot be loaded at all.
 */
export async function loadCatalogue(options: { root: string; now: Date }): Promise<Catalogue> {
  const { content } = await localContentSource(options.root).load({ now: options.now });
  const films = filmsOf(content.productions);
  const byReference = new Map(films.map((film) => [film.pageReference, film]));
  const showings = content.events.flatMap((event): Showing[] => {
    const film = byReference.get(event.production.pageReference);
    return film
      ? [
          {
            movieId: film.movieId,
            startTime: event.startTime,
            ...(event.endTime && { endTime: event.endTime }),
            hall: event.location.name,
          },
        ]
      : [];
  });
  return { now: options.now, films, showings };
}

/** The film with this EDI number, if the backends know it. */
export const filmByEdi = (catalogue: Catalogue, ediNumber: string): EmulatedFilm | undefined =>
  catalogue.films.find((film) => film.ediNumber === ediNumber);

/** The film an AddToWatchlistDx `id` names: its MovieId (catalogue number) or, leniently, its EDI number. */
export const filmById = (catalogue: Catalogue, id: string): EmulatedFilm | undefined =>
  catalogue.films.find((film) => film.movieId === id || film.ediNumber === id);
