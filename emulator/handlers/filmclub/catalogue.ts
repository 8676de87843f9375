import { addDays, osloDay, osloWallTimeToIso } from '@/lib/time';
import type { WireMovieInfo, WireReview } from '@/services/filmclub/wire';
import type { EmulatedFilm } from './films';
import type { PartnerId } from './operations';

/** A stable number from a text, so every film gets the same rating and reviews on every run. */
function draw(text: string): number {
  let hash = 7;
  for (const char of text) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return hash;
}

const REVIEWS: readonly { comment: string; rating: number }[] = [
  { comment: 'Sterk og vakker film. Jeg satt lenge igjen i salen etter rulleteksten.', rating: 5 },
  { comment: 'Flott foto og gode skuespillere, men litt langdryg i midten.', rating: 4 },
  { comment: 'Hele familien koste seg. Anbefales!', rating: 5 },
  { comment: 'Godt manus og en slutt jeg ikke så komme.', rating: 4 },
  { comment: 'Helt grei, men jeg hadde ventet mer etter alt skrytet.', rating: 3 },
  { comment: 'Musikken alene er verdt billetten.', rating: 4 },
  { comment: 'Litt for forutsigbar for min smak.', rating: 2 },
  { comment: 'En av årets beste på kino. Gleder meg til å se den igjen.', rating: 5 },
  { comment: 'God stemning i salen og mye å snakke om på vei hjem.', rating: 4 },
  { comment: 'Vakre bilder, men tynn historie.', rating: 3 },
];
const REVIEWERS: readonly string[] = ['filmfrik88', 'Ingrid S.', 'kinoKjell', 'Marte H.', 'popcornpappa', 'Siri L.', 'Tor Inge', 'Hanne K.'];

/** Movie info as GetMovieByEdiDx answers it: Rating 2.5-4.9 with one decimal, 12-311 ratings. */
export function movieInfoOf(partnerId: PartnerId, film: EmulatedFilm): WireMovieInfo {
  const seed = draw(`${partnerId}:${film.ediNumber}`);
  return {
    Title: film.title,
    MovieId: film.movieId,
    Edis: [film.ediNumber],
    Rating: Math.round(25 + (seed % 25)) / 10,
    RatingCount: 12 + (seed % 300),
    Poster: film.poster,
    link: film.link,
  };
}

/**
 * The 2-5 reviews of a film on a backend, newest first, in Norwegian. AddedAt falls on Oslo days
 * before `now`, so the reviews never lie in the future.
 */
export function reviewsOf(partnerId: PartnerId, film: EmulatedFilm, now: number): WireReview[] {
  const seed = draw(`${partnerId}:${film.ediNumber}:reviews`);
  const count = 2 + (seed % 4);
  const today = osloDay(new Date(now));
  return Array.from({ length: count }, (_, index) => {
    const review = REVIEWS[(seed + index) % REVIEWS.length] ?? { comment: 'Fin film.', rating: 4 };
    const reviewer = ((seed >>> 3) + index) % REVIEWERS.length;
    return {
      Id: `R${partnerId}-${film.ediNumber}-${index + 1}`,
      Comment: review.comment,
      Rating: review.rating,
      AddedAt: osloWallTimeToIso(addDays(today, -(1 + index * 4 + (seed % 3))), `${String(12 + index).padStart(2, '0')}:${String((seed + index * 17) % 60).padStart(2, '0')}`),
      LikesCount: (seed >>> (index + 2)) % 31,
      MovieId: film.movieId,
      UserId: `U${partnerId}-R${String(reviewer + 1).padStart(3, '0')}`,
      UserName: REVIEWERS[reviewer] ?? 'kinogjenger',
      Image: null,
      IsLiked: false,
    };
  });
}
