import { z } from 'zod';

/**
 * Wire shapes of the two film-club backends (DESIGN.md §3; SPEC.md §3 server field names). They
 * stay inside services/filmclub and the emulator; everything else sees lib/schemas/filmclub.
 * Both backends (118 and 178) speak the same shapes; they differ in how they authenticate.
 */

/** POST /LoginDx request. */
export const loginRequestSchema = z.object({ Email: z.string(), Password: z.string() });
/** POST /LoginDx answer: a login counts only with `marsToken` (SPEC.md §5). */
export const loginResponseSchema = z.object({
  marsToken: z.string().min(1).nullable().optional(),
  UserName: z.string(),
  UserInfo: z.object({ Email: z.string(), UserId: z.string() }).passthrough(),
});

/** POST /CreateUserDx request (camelCase, as the backend takes it). */
export const createUserRequestSchema = z.object({ email: z.string(), userName: z.string(), password: z.string() });
/** POST /CreateUserDx answer. */
export const createUserResponseSchema = z.object({ Token: z.string().min(1), UserName: z.string(), ContactEmail: z.string() });

/** POST /ForgotPasswordDx request; an empty answer body means the mail was sent. */
export const forgotPasswordRequestSchema = z.object({ Email: z.string() });

/** POST /SwitchTokensDx answer (no request body; header X-Token). */
export const switchTokensResponseSchema = z.object({ Token: z.string().min(1) });

/** A paged list answer: GetWatchlistDx, GetTicketsDx, GetReviewsByEdiDx. */
export const pagedSchema = <T extends z.ZodTypeAny>(item: T) => z.object({ Items: z.array(item), Total: z.number().int().nonnegative() });

export const wireWatchListMovieSchema = z.object({ MovieId: z.string(), Title: z.string(), Poster: z.string().nullable(), Edi: z.string().nullable() });
/** POST /AddToWatchlistDx request and answer. */
export const addToWatchlistRequestSchema = z.object({ id: z.string() });
export const addToWatchlistResponseSchema = z.object({ Added: z.literal(true), Movie: wireWatchListMovieSchema });

export const wireTicketSchema = z.object({
  MovieId: z.string(),
  MovieTitle: z.string(),
  Notes: z.string().nullable(),
  QRCode: z.string().nullable(),
  QRUrl: z.string().nullable(),
  StartTime: z.string(),
  ExpirationDate: z.string().nullable(),
  Poster: z.string().nullable(),
  Screen: z.string(),
  SeatsInfo: z.object({ Info: z.string().nullable(), Rows: z.array(z.object({ Row: z.string(), Seats: z.array(z.string()) })) }),
});

export const wireMovieInfoSchema = z.object({
  Title: z.string(),
  MovieId: z.string(),
  Edis: z.array(z.string()),
  Rating: z.number().nullable(),
  RatingCount: z.number().int().nonnegative(),
  Poster: z.string().nullable(),
  link: z.string().nullable(),
});

export const wireReviewSchema = z.object({
  Id: z.string(),
  Comment: z.string(),
  Rating: z.number(),
  AddedAt: z.string(),
  LikesCount: z.number().int().nonnegative(),
  MovieId: z.string(),
  UserId: z.string(),
  UserName: z.string(),
  Image: z.string().nullable(),
  IsLiked: z.boolean(),
});

/** An error answer of either backend (4xx/5xx): a message in Norwegian or English. */
export const wireErrorSchema = z.object({ Message: z.string(), Code: z.string().optional() });

export type WireTicket = z.infer<typeof wireTicketSchema>;
export type WireMovieInfo = z.infer<typeof wireMovieInfoSchema>;
export type WireReview = z.infer<typeof wireReviewSchema>;
export type WireWatchListMovie = z.infer<typeof wireWatchListMovieSchema>;
