import type { MovieInfo, Review, Ticket, UserProfile, WatchListMovie } from '@/lib/schemas';
import type {
  WireCreateUserResponse,
  WireLoginResponse,
  WireMovieInfo,
  WireReview,
  WireTicket,
  WireWatchListMovie,
} from './wire';

/** A LoginDx answer → the member's profile; null without `marsToken`, which is no login (docs/product.md, Validation rules). */
export const reshapeLogin = (body: WireLoginResponse): UserProfile | null =>
  body.marsToken
    ? { userName: body.UserName, email: body.UserInfo.Email, token: body.marsToken }
    : null;

/** A CreateUserDx answer → the new member's profile. */
export const reshapeCreatedUser = (body: WireCreateUserResponse): UserProfile => ({
  userName: body.UserName,
  email: body.ContactEmail,
  token: body.Token,
});

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
