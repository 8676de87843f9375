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
 * The 2-5 reviews of a film on a backend, newest first, in Norwegian; they differ per film (by EDI
 * number): the first names the film, the others and the reviewers are drawn per film. AddedAt
 * falls on Oslo days before `now`, so the reviews never lie in the future.
 */
export function reviewsOf(partnerId: PartnerId, film: EmulatedFilm, now: number): WireReview[] {
  const key = `${partnerId}:${film.ediNumber}`;
  const seed = draw(`${key}:reviews`);
  const count = 2 + (seed % 4);
  const titled = TITLED[seed % TITLED.length] ?? {
    comment: (title: string) => `«${title}» var fin.`,
    rating: 4,
  };
  const reviews = [
    { comment: titled.comment(film.title), rating: titled.rating },
    ...distinct(REVIEWS, count - 1, `${key}:comment`),
  ];
  const reviewers = distinct(REVIEWERS, count, `${key}:reviewer`);
  const today = osloDay(new Date(now));
  return reviews.map((review, index) => {
    const userName = reviewers[index] ?? 'kinogjenger';
    return {
      Id: `R${partnerId}-${film.ediNumber}-${index + 1}`,
      Comment: review.comment,
      Rating: review.rating,
      AddedAt: osloWallTimeToIso(
        addDays(today, -(1 + index * 4 + (seed % 3))),
        `${String(12 + index).padStart(2, '0')}:${String((seed + index * 17) % 60).padStart(2, '0')}`,
      ),
      LikesCount: (seed >>> (index + 2)) % 31,
      MovieId: film.movieId,
      UserId: `U${partnerId}-R${String(REVIEWERS.indexOf(userName) + 1).padStart(3, '0')}`,
      UserName: userName,
      Image: null,
      IsLiked: false,
    };
  });
}
