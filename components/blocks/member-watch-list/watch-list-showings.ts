import { isPastShowing } from '@/components/shared/showing-clock';
import type { ProgrammeFilm, ProgrammeShowing } from '@/lib/programme-showings';
import type { WatchListMovie } from '@/lib/schemas';

/** A watch-list film shows at most this many of its next showings. */
export const MAX_WATCH_LIST_SHOWINGS = 3;

/** Upper case without spaces, so `dxm2601249` and `DXM2601249` are one catalogue number. */
const key = (value: string): string => value.trim().toUpperCase();

/**
 * The built programme's film a watch-list entry is, as the film page's member part matches them:
 * the backend's EDI number, or its movie id when that is an EDI number or our catalogue number
 * (the Dx backends' movie id, `DXM2601249`). Undefined when the film is not on the programme.
 */
export function programmeFilmOf(
  movie: Pick<WatchListMovie, 'id' | 'ediNumber'>,
  films: readonly ProgrammeFilm[],
): ProgrammeFilm | undefined {
  const ids = new Set([movie.id, movie.ediNumber ?? ''].filter(Boolean).map(key));
  return films.find(
    (film) =>
      (film.ediNumber !== null && ids.has(key(film.ediNumber))) ||
      ids.has(key(film.catalogueNumber)),
  );
}

/**
 * A film's next showings at `now` (epoch ms, the showing clock's minute): those not past
 * (showing-clock.ts isPastShowing: 15 minutes' grace after the start), earliest first, at most `max`.
 */
export function nextShowings(
  showings: readonly ProgrammeShowing[],
  now: number,
  max: number = MAX_WATCH_LIST_SHOWINGS,
): ProgrammeShowing[] {
  return showings
    .filter((showing) => !isPastShowing(showing.start, now))
    .sort((a, b) => Date.parse(a.start) - Date.parse(b.start))
    .slice(0, max);
}
