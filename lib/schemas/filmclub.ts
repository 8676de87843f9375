import { z } from 'zod';

export const movieInfoSchema = z.object({
  title: z.string(),
  movieId: z.string(),
  edis: z.array(z.string()),
  rating: z.number().min(0).max(5).nullable(),
  ratingCount: z.number().int().nonnegative(),
  poster: z.string().nullable(),
  link: z.string().nullable(),
});

export const seatRowSchema = z.object({ row: z.string(), seats: z.array(z.string()) });

/** `sal` is the screen; `qrCode` the scannable payload. */
export const ticketSchema = z.object({
  movieId: z.string(),
  movieTitle: z.string(),
  notes: z.string().nullable(),
  qrCode: z.string().nullable(),
  qrUrl: z.string().nullable(),
  startTime: z.string(),
  expirationDate: z.string().nullable(),
  image: z.string().nullable(),
  sal: z.string(),
  seatsInfo: z.object({ info: z.string().nullable(), rows: z.array(seatRowSchema) }),
});

/** `rating` 0–5. */
export const reviewSchema = z.object({
  id: z.string(),
  comment: z.string(),
  rating: z.number().min(0).max(5),
  addedAt: z.string(),
  likesCount: z.number().int().nonnegative(),
  movieId: z.string(),
  userId: z.string(),
  userName: z.string(),
  image: z.string().nullable(),
  isLiked: z.boolean(),
});

export const watchListMovieSchema = z.object({
  id: z.string(),
  title: z.string(),
  poster: z.string().nullable(),
  ediNumber: z.string().nullable(),
});

export const userProfileSchema = z.object({
  userName: z.string(),
  email: z.string(),
  token: z.string(),
});

export type MovieInfo = z.infer<typeof movieInfoSchema>;
export type Ticket = z.infer<typeof ticketSchema>;
export type SeatRow = z.infer<typeof seatRowSchema>;
export type Review = z.infer<typeof reviewSchema>;
export type WatchListMovie = z.infer<typeof watchListMovieSchema>;
export type UserProfile = z.infer<typeof userProfileSchema>;
