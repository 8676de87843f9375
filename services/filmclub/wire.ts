import '@/lib/zod-jitless';
import * as z from 'zod/mini';

/**
 * Wire shapes of the two film-club backends (docs/product.md, Film club; Film-club entities). They
 * stay inside services/filmclub and the emulator; everything else sees lib/schemas/filmclub.
 * Both backends (118 and 178) speak the same shapes; they differ in how they authenticate.
 * Written with `zod/mini` (zod 4's smaller form), since they run in the browser; api.ts loads them
 * with axios on the first call, so member screens stay within their JavaScript budget.
 */

/** POST /LoginDx request. */
export const loginRequestSchema = z.object({ Email: z.string(), Password: z.string() });
/** POST /LoginDx answer: a login counts only with `marsToken` (docs/product.md, Validation rules). */
export const loginResponseSchema = z.object({
  marsToken: z.optional(z.nullable(z.string().check(z.minLength(1)))),
  UserName: z.string(),
  UserInfo: z.looseObject({ Email: z.string(), UserId: z.string() }),
});

/** POST /CreateUserDx request (camelCase, as the backend takes it). */
export const createUserRequestSchema = z.object({
  email: z.string(),
  userName: z.string(),
  password: z.string(),
});
/** POST /CreateUserDx answer. */
export const createUserResponseSchema = z.object({
  Token: z.string().check(z.minLength(1)),
  UserName: z.string(),
  ContactEmail: z.string(),
});

/** POST /ForgotPasswordDx request; an empty answer body means the mail was sent. */
export const forgotPasswordRequestSchema = z.object({ Email: z.string() });

/** POST /SwitchTokensDx answer (no request body; header X-Token). */
export const switchTokensResponseSchema = z.object({ Token: z.string().check(z.minLength(1)) });

/** A paged list answer: GetWatchlistDx, GetTicketsDx, GetReviewsByEdiDx. */
export const pagedSchema = <T extends z.ZodMiniType>(item: T) =>
  z.object({ Items: z.array(item), Total: z.int().check(z.nonnegative()) });

export const wireWatchListMovieSchema = z.object({
  MovieId: z.string(),
  Title: z.string(),
  Poster: z.nullable(z.string()),
  Edi: z.nullable(z.string()),
});
/** POST /AddToWatchlistDx request and answer. */
export const addToWatchlistRequestSchema = z.object({ id: z.string() });
export const addToWatchlistResponseSchema = z.object({
  Added: z.literal(true),
  Movie: wireWatchListMovieSchema,
});

export const wireTicketSchema = z.object({
  MovieId: z.string(),
  MovieTitle: z.string(),
  Notes: z.nullable(z.string()),
  QRCode: z.nullable(z.string()),
  QRUrl: z.nullable(z.string()),
  StartTime: z.string(),
  ExpirationDate: z.nullable(z.string()),
  Poster: z.nullable(z.string()),
  Screen: z.string(),
  SeatsInfo: z.object({
    Info: z.nullable(z.string()),
    Rows: z.array(z.object({ Row: z.string(), Seats: z.array(z.string()) })),
  }),
});

export const wireMovieInfoSchema = z.object({
  Title: z.string(),
  MovieId: z.string(),
  Edis: z.array(z.string()),
  Rating: z.nullable(z.number()),
  RatingCount: z.int().check(z.nonnegative()),
  Poster: z.nullable(z.string()),
  link: z.nullable(z.string()),
});

export const wireReviewSchema = z.object({
  Id: z.string(),
  Comment: z.string(),
  Rating: z.number(),
  AddedAt: z.string(),
  LikesCount: z.int().check(z.nonnegative()),
  MovieId: z.string(),
  UserId: z.string(),
  UserName: z.string(),
  Image: z.nullable(z.string()),
  IsLiked: z.boolean(),
});

/** An error answer of either backend (4xx/5xx): a message in Norwegian or English. */
export const wireErrorSchema = z.object({ Message: z.string(), Code: z.optional(z.string()) });

export type WireTicket = z.infer<typeof wireTicketSchema>;
export type WireMovieInfo = z.infer<typeof wireMovieInfoSchema>;
export type WireReview = z.infer<typeof wireReviewSchema>;
export type WireWatchListMovie = z.infer<typeof wireWatchListMovieSchema>;
