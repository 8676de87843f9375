import type { MovieInfo, Review, Ticket, WatchListMovie } from '@/lib/schemas';
import type { WireMovieInfo, WireReview, WireTicket, WireWatchListMovie } from './wire';

/** Server fields → the names of docs/product.md, Film-club entities (Ticket). */
export const reshapeTicket = (ticket: WireTicket): Ticket => ({
  movieId: ticket.MovieId,
  movieTitle: ticket.MovieTitle,
  notes: ticket.Notes,
  qrCode: ticket.QRCode,
  qrUrl: ticket.QRUrl,
  startTime: ticket.StartTime,
  expirationDate: ticket.ExpirationDate,
  image: ticket.Poster,
  sal: ticket.Screen,
  seatsInfo: {
    info: ticket.SeatsInfo.Info,
    rows: ticket.SeatsInfo.Rows.map((row) => ({ row: row.Row, seats: row.Seats })),
  },
});

/** Server fields → the names of docs/product.md, Film-club entities (Movie info). */
export const reshapeMovieInfo = (info: WireMovieInfo): MovieInfo => ({
  title: info.Title,
  movieId: info.MovieId,
  edis: info.Edis,
  rating: info.Rating,
  ratingCount: info.RatingCount,
  poster: info.Poster,
  link: info.link,
});

/** Server fields → the names of docs/product.md, Film-club entities (Review). */
export const reshapeReview = (review: WireReview): Review => ({
  id: review.Id,
  comment: review.Comment,
  rating: review.Rating,
  addedAt: review.AddedAt,
  likesCount: review.LikesCount,
  movieId: review.MovieId,
  userId: review.UserId,
  userName: review.UserName,
  image: review.Image,
  isLiked: review.IsLiked,
});

/** Server fields → a watch-list film. */
export const reshapeWatchListMovie = (movie: WireWatchListMovie): WatchListMovie => ({
  id: movie.MovieId,
  title: movie.Title,
  poster: movie.Poster,
  ediNumber: movie.Edi,
});
