import '@/lib/zod-jitless';
import * as z from 'zod/mini';

// Both backends speak these shapes, private to services/filmclub and the emulator. `zod/mini`,
// since they run in the browser, loaded with axios on the first call (transport.ts).

export const loginRequestSchema = z.object({ Email: z.string(), Password: z.string() });
/** POST /LoginDx answer: a login counts only with `marsToken` (docs/product.md, Validation rules). */
export const loginResponseSchema = z.object({
  marsToken: z.optional(z.nullable(z.string().check(z.minLength(1)))),
  UserName: z.string(),
  UserInfo: z.looseObject({ Email: z.string(), UserId: z.string() }),
});

/** camelCase, as the backend takes it. */
export const createUserRequestSchema = z.object({
  email: z.string(),
  userName: z.string(),
  password: z.string(),
});
export const createUserResponseSchema = z.object({
  Token: z.string().check(z.minLength(1)),
  UserName: z.string(),
  ContactEmail: z.string(),
});

/** POST /ForgotPasswordDx request; an empty answer body means the mail was sent. */
export const forgotPasswordRequestSchema = z.object({ Email: z.string() });

/** No request body; header X-Token. */
export const switchTokensResponseSchema = z.object({ Token: z.string().check(z.minLength(1)) });

/** GetWatchlistDx, GetTicketsDx, GetReviewsByEdiDx. */
export const pagedSchema = <T extends z.ZodMiniType>(item: T) =>
  z.object({ Items: z.array(item), Total: z.int().check(z.nonnegative()) });

export const wireWatchListMovieSchema = z.object({
  MovieId: z.string(),
  Title: z.string(),
  Poster: z.nullable(z.string()),
  Edi: z.nullable(z.string()),
});
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

/** A 4xx/5xx answer; the message in Norwegian or English. */
export const wireErrorSchema = z.object({ Message: z.string(), Code: z.optional(z.string()) });

export type WireLoginResponse = z.infer<typeof loginResponseSchema>;
export type WireCreateUserResponse = z.infer<typeof createUserResponseSchema>;
export type WireTicket = z.infer<typeof wireTicketSchema>;
export type WireMovieInfo = z.infer<typeof wireMovieInfoSchema>;
export type WireReview = z.infer<typeof wireReviewSchema>;
export type WireWatchListMovie = z.infer<typeof wireWatchListMovieSchema>;
