import { addDays, osloDay, osloWallTimeToIso } from '@/lib/time';
import type { WireMovieInfo, WireReview } from '@/services/filmclub/wire';
import type { EmulatedFilm } from './films';
import type { PartnerId } from './operations';

/** A stable, well-mixed number from a text (FNV-1a), so every film gets the same rating and reviews on every run. */
function draw(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** Reviews that name the film: every film's first review, so no two films share their reviews. */
const TITLED: readonly { comment: (title: string) => string; rating: number }[] = [
  {
    comment: (title) => `«${title}» var verdt turen til kinoen. Sterke bilder og god lyd.`,
    rating: 5,
  },
  {
    comment: (title) =>
      `Jeg gikk på «${title}» uten å vite noe om den, og ble positivt overrasket.`,
    rating: 4,
  },
  { comment: (title) => `«${title}» hadde gode øyeblikk, men ble litt lang.`, rating: 3 },
  { comment: (title) => `Så «${title}» med venner. Vi snakket om den hele veien hjem.`, rating: 4 },
  { comment: (title) => `«${title}» traff meg mer enn jeg hadde trodd. Anbefales!`, rating: 5 },
];
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
  { comment: 'Skuespillerne bar filmen, selv når manuset ikke gjorde det.', rating: 3 },
  { comment: 'Morsom og varm. Akkurat det jeg trengte en mørk novemberkveld.', rating: 4 },
  { comment: 'Fikk ikke helt tak på historien, men fotoet var nydelig.', rating: 3 },
  { comment: 'Den beste filmen jeg har sett i den store salen på lenge.', rating: 5 },
];
const REVIEWERS: readonly string[] = [
  'filmfrik88',
  'Ingrid S.',
  'kinoKjell',
  'Marte H.',
  'popcornpappa',
  'Siri L.',
  'Tor Inge',
  'Hanne K.',
  'Amir B.',
  'lerretsLene',
];

/** `count` different entries of `list`, each chosen by its own draw from `key`, so films differ in every position. */
function distinct<T>(list: readonly T[], count: number, key: string): T[] {
  const chosen: number[] = [];
  for (let index = 0; chosen.length < Math.min(count, list.length); index += 1) {
    let at = draw(`${key}:${index}`) % list.length;
    while (chosen.includes(at)) at = (at + 1) % list.length;
    chosen.push(at);
  }
  return chosen.flatMap((at) => list[at] ?? []);
}

/** Films whose reviews run past one page of 20: about one in three, 21-50 reviews (docs/testing.md, Film-club emulator). */
function reviewCount(seed: number): number {
  return seed % 3 === 0 ? 21 + (seed % 30) : 2 + (seed % 4);
}

/** What each review of a film says, newest first, before it gets its date: the rating follows from these. */
function reviewTexts(
  partnerId: PartnerId,
  film: EmulatedFilm,
): { comment: string; rating: number; userName: string }[] {
  const key = `${partnerId}:${film.ediNumber}`;
  const seed = draw(`${key}:reviews`);
  const count = reviewCount(seed);
  const titled = TITLED[seed % TITLED.length] ?? {
    comment: (title: string) => `«${title}» var fin.`,
    rating: 4,
  };
  // The first 2-5 as before; a long list goes on with further draws, each its own.
  const first = Math.min(count, 2 + (seed % 4));
  const reviews = [
    { comment: titled.comment(film.title), rating: titled.rating },
    ...distinct(REVIEWS, first - 1, `${key}:comment`),
    ...Array.from({ length: count - first }, (_, index) => {
      const review = REVIEWS[draw(`${key}:more:${index}`) % REVIEWS.length] ?? REVIEWS[0];
      return { comment: review?.comment ?? '', rating: review?.rating ?? 4 };
    }),
  ];
  const reviewers = distinct(REVIEWERS, first, `${key}:reviewer`);
  return reviews.map((review, index) => ({
    ...review,
    userName:
      reviewers[index] ?? REVIEWERS[draw(`${key}:by:${index}`) % REVIEWERS.length] ?? 'kinogjenger',
  }));
}

/**
 * Movie info as GetMovieByEdiDx answers it: Rating is the average of the film's reviews (one
 * decimal) and RatingCount their number, so the summary never contradicts the list (issue 30).
 */
export function movieInfoOf(partnerId: PartnerId, film: EmulatedFilm): WireMovieInfo {
  const ratings = reviewTexts(partnerId, film).map((review) => review.rating);
  const sum = ratings.reduce((total, rating) => total + rating, 0);
  return {
    Title: film.title,
    MovieId: film.movieId,
    Edis: [film.ediNumber],
    Rating: ratings.length === 0 ? null : Math.round((sum / ratings.length) * 10) / 10,
    RatingCount: ratings.length,
    Poster: film.poster,
    link: film.link,
  };
}

/**
 * The reviews of a film on a backend, newest first, in Norwegian: 2-5 for most films, 21-50 for
 * about one in three (more than one page). They differ per film (by EDI number): the first names
 * the film, the others and the reviewers are drawn per film. AddedAt falls on Oslo days before
 * `now`, so the reviews never lie in the future.
 */
export function reviewsOf(partnerId: PartnerId, film: EmulatedFilm, now: number): WireReview[] {
  const seed = draw(`${partnerId}:${film.ediNumber}:reviews`);
  const today = osloDay(new Date(now));
  return reviewTexts(partnerId, film).map((review, index) => ({
    Id: `R${partnerId}-${film.ediNumber}-${index + 1}`,
    Comment: review.comment,
    Rating: review.rating,
    AddedAt: osloWallTimeToIso(
      addDays(today, -(1 + index * 4 + (seed % 3))),
      `${String(12 + (index % 10)).padStart(2, '0')}:${String((seed + index * 17) % 60).padStart(2, '0')}`,
    ),
    LikesCount: (seed >>> ((index % 24) + 2)) % 31,
    MovieId: film.movieId,
    UserId: `U${partnerId}-R${String(REVIEWERS.indexOf(review.userName) + 1).padStart(3, '0')}`,
    UserName: review.userName,
    Image: null,
    IsLiked: false,
  }));
}
