import type { AxiosInstance } from 'axios';
import type { z } from 'zod';
import type { FilmclubConfig } from '@/lib/env';
import type { MovieInfo, Review, Ticket, UserProfile, WatchListMovie } from '@/lib/schemas';
import './axios-config';
import { createFilmclubClient, type TokenSession } from './client';
import { FilmclubError, toFilmclubError } from './errors';
import { clearProfile, readProfile, writeProfile, type ProfileStorage } from './profile-storage';
import { clearSavedTickets, readSavedTickets, saveTickets, type SavedTickets } from './ticket-storage';
import { reshapeMovieInfo, reshapeReview, reshapeTicket, reshapeWatchListMovie } from './reshape';
import {
  addToWatchlistResponseSchema,
  createUserResponseSchema,
  loginResponseSchema,
  pagedSchema,
  switchTokensResponseSchema,
  wireMovieInfoSchema,
  wireReviewSchema,
  wireTicketSchema,
  wireWatchListMovieSchema,
} from './wire';

/** Page sizes of SPEC.md §9. */
export const PAGE_SIZE = { tickets: 10, watchList: 10, reviews: 20 } as const;

/** The member calls of one film-club backend (DESIGN.md §3), in the site's own names. Every call throws FilmclubError. */
export interface FilmclubApi {
  readonly partnerId: number;
  /** The stored profile (restored on start), or null. */
  storedProfile(): UserProfile | null;
  login(email: string, password: string, signal?: AbortSignal): Promise<UserProfile>;
  createUser(input: { email: string; userName: string; password: string }, signal?: AbortSignal): Promise<UserProfile>;
  /** Resolves when the backend answered with an empty body (the mail was sent, SPEC.md §5). */
  forgotPassword(email: string, signal?: AbortSignal): Promise<void>;
  /** SwitchTokensDx with the profile token in X-Token; runs before the watch list loads. */
  switchTokens(signal?: AbortSignal): Promise<void>;
  watchList(signal?: AbortSignal): Promise<WatchListMovie[]>;
  addToWatchList(id: string, signal?: AbortSignal): Promise<WatchListMovie>;
  /** GetTicketsDx (skip 0, take 10); a successful answer is also saved for offline use (ticket-storage.ts). */
  tickets(signal?: AbortSignal): Promise<Ticket[]>;
  /** The logged-in member's last fetched tickets with when they were fetched, or null. */
  savedTickets(): SavedTickets | null;
  movieInfo(ediNumber: string, signal?: AbortSignal): Promise<MovieInfo>;
  reviews(ediNumber: string, signal?: AbortSignal): Promise<Review[]>;
  /** Forgets the session: clears both profile keys (DESIGN.md §3) and the saved tickets (clearProfile). */
  logout(): void;
}

function parse<T extends z.ZodTypeAny>(schema: T, data: unknown): z.infer<T> {
  const result = schema.safeParse(data);
  if (!result.success) throw new FilmclubError('invalid-response');
  return result.data;
}

async function call<T>(request: () => Promise<T>): Promise<T> {
  try {
    return await request();
  } catch (error) {
    throw toFilmclubError(error);
  }
}

/**
 * The film-club API of the backend `config` selects (partner 118 or 178), with the profile kept
 * in `storage` (window.localStorage; undefined on the server).
 */
export function createFilmclubApi(config: FilmclubConfig, storage: ProfileStorage | undefined): FilmclubApi {
  let profile = readProfile(storage, config.partnerId);
  const session: TokenSession = { profileToken: () => profile?.token ?? null, accessToken: null };
  const client: AxiosInstance = createFilmclubClient(config, session);
  const start = (next: UserProfile): UserProfile => {
    profile = next;
    session.accessToken = next.token;
    clearSavedTickets(storage, config.partnerId);
    writeProfile(storage, config.partnerId, next);
    return next;
  };
  const get = <T extends z.ZodTypeAny>(path: string, schema: T, params: Record<string, string | number>, signal?: AbortSignal) =>
    call(async () => parse(schema, (await client.get(path, { params, signal })).data));

  return {
    partnerId: config.partnerId,
    storedProfile: () => profile,
    login: (email, password, signal) =>
      call(async () => {
        const body = parse(loginResponseSchema, (await client.post('LoginDx', { Email: email, Password: password }, { signal })).data);
        // SPEC.md §5: a login counts only when the answer carries a session token.
        if (!body.marsToken) throw new FilmclubError('invalid-credentials');
        return start({ userName: body.UserName, email: body.UserInfo.Email, token: body.marsToken });
      }),
    createUser: (input, signal) =>
      call(async () => {
        const body = parse(createUserResponseSchema, (await client.post('CreateUserDx', input, { signal })).data);
        return start({ userName: body.UserName, email: body.ContactEmail, token: body.Token });
      }),
    forgotPassword: (email, signal) =>
      call(async () => {
        const { data } = await client.post('ForgotPasswordDx', { Email: email }, { signal, transformResponse: (raw: unknown) => raw });
        if (typeof data === 'string' ? data.trim() !== '' : data !== undefined && data !== null) throw new FilmclubError('invalid-response');
      }),
    switchTokens: (signal) =>
      call(async () => {
        if (!profile) throw new FilmclubError('auth-lost');
        const { data } = await client.post('SwitchTokensDx', undefined, { headers: { 'X-Token': profile.token }, signal, skipRefresh: true });
        session.accessToken = parse(switchTokensResponseSchema, data).Token;
      }),
    watchList: async (signal) => (await get('GetWatchlistDx', pagedSchema(wireWatchListMovieSchema), { skip: 0, take: PAGE_SIZE.watchList }, signal)).Items.map(reshapeWatchListMovie),
    addToWatchList: (id, signal) => call(async () => reshapeWatchListMovie(parse(addToWatchlistResponseSchema, (await client.post('AddToWatchlistDx', { id }, { signal })).data).Movie)),
    tickets: async (signal) => {
      const items = (await get('GetTicketsDx', pagedSchema(wireTicketSchema), { skip: 0, take: PAGE_SIZE.tickets }, signal)).Items.map(reshapeTicket);
      if (profile) saveTickets(storage, config.partnerId, { userName: profile.userName, savedAt: Date.now(), items });
      return items;
    },
    savedTickets: () => (profile ? readSavedTickets(storage, config.partnerId, profile.userName) : null),
    movieInfo: async (ediNumber, signal) => reshapeMovieInfo(await get('GetMovieByEdiDx', wireMovieInfoSchema, { edi: ediNumber }, signal)),
    reviews: async (ediNumber, signal) => (await get('GetReviewsByEdiDx', pagedSchema(wireReviewSchema), { edi: ediNumber, skip: 0, take: PAGE_SIZE.reviews }, signal)).Items.map(reshapeReview),
    logout: () => {
      profile = null;
      session.accessToken = null;
      clearProfile(storage, config.partnerId);
    },
  };
}
