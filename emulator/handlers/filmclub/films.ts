import { productionHref } from '@/lib/production-paths';
import type { Production } from '@/lib/schemas';

/**
 * A film both emulated film-club backends know. `movieId` is the Dx catalogue number
 * (`DXM2601249`), `ediNumber` the distributor's EDI number the site looks films up by
 * (docs/product.md, Film club, GetMovieByEdiDx), `poster` the site's poster asset url, `link` the film's page.
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
  /** The production's pageReference, which its events name. */
  pageReference: string;
}

const DEFAULT_LENGTH_MINUTES = 120;

/** The films among the site's productions: every movie with an EDI number, in the productions' order. */
export function filmsOf(productions: readonly Production[]): EmulatedFilm[] {
  return productions.flatMap((production): EmulatedFilm[] => {
    if (production.object !== 'movie' || !production.ediNumber) return [];
    const poster =
      production.assets.find((asset) => asset.type === 'poster') ??
      production.assets.find((asset) => asset.type === 'first_image');
    return [
      {
        movieId: production.catalogueNumber,
        ediNumber: production.ediNumber,
        title: production.title,
        poster: poster?.url ?? null,
        lengthMinutes: production.features.lengthMinutes ?? DEFAULT_LENGTH_MINUTES,
        showing: production.objectClass !== 'movie_coming',
        link: productionHref(production),
        pageReference: production.pageReference,
      },
    ];
  });
}
