import type { AxiosInstance } from 'axios';
import type * as z from 'zod/mini';
import type { FilmclubConfig } from '@/lib/config';
import { loadOnce } from '@/lib/load-once';
import type { MovieInfo, Review, Ticket, UserProfile, WatchListMovie } from '@/lib/schemas';
import { filmclubSession, type FilmclubSession } from '@/lib/filmclub-session';
import { FilmclubError } from './errors';
import { deadlineSignal, eitherSignal } from './timeout';
import type { ProfileStorage } from './profile-storage';
import { readSavedTickets, saveTickets, type SavedTickets } from './ticket-storage';
import { reshapeMovieInfo, reshapeReview, reshapeTicket, reshapeWatchListMovie } from './reshape';

/** Page sizes of docs/product.md, Constants. */
export const PAGE_SIZE = { tickets: 10, watchList: 10, reviews: 20 } as const;

/** The member calls of one film-club backend (docs/product.md, Film club), in the site's own names. Every call throws FilmclubError. */
export interface FilmclubApi {
  readonly partnerId: number;
  /** The session this client works for (lib/filmclub-session.ts): profile, tokens, login state. */
  readonly session: FilmclubSession;
  login(email: string, password: string, signal?: AbortSignal): Promise<UserProfile>;
  createUser(
    input: { email: string; userName: string; password: string },
    signal?: AbortSignal,
  ): Promise<UserProfile>;
  /** Resolves when the backend answered with an empty body (the mail was sent, docs/product.md, Validation rules). */
  forgotPassword(email: string, signal?: AbortSignal): Promise<void>;
  /** SwitchTokensDx with the profile token in X-Token; runs before the watch list loads. */
  switchTokens(signal?: AbortSignal): Promise<void>;
  watchList(signal?: AbortSignal): Promise<WatchListMovie[]>;
  addToWatchList(id: string, signal?: AbortSignal): Promise<WatchListMovie>;
  /** GetTicketsDx (skip 0, take 10); a successful answer is also saved for offline use (ticket-storage.ts). */
  tickets(signal?: AbortSignal): Promise<Ticket[]>;
  /** The logged-in member's last fetched tickets with when they were fetched, or null. */
  savedTickets(): Promise<SavedTickets | null>;
  movieInfo(ediNumber: string, signal?: AbortSignal): Promise<MovieInfo>;
  reviews(ediNumber: string, signal?: AbortSignal): Promise<Review[]>;
}

function parse<T extends z.ZodMiniType>(schema: T, data: unknown): z.infer<T> {
  const result = schema.safeParse(data);
  if (!result.success) throw new FilmclubError('invalid-response');
  return result.data;
}

/** The HTTP side of one backend: its axios instance, the wire schemas and the error mapping (client.ts, wire.ts). */
interface Transport {
  http: AxiosInstance;
  /** The client's one shared SwitchTokensDx refresh (client.ts). */
  refresh: () => Promise<void>;
  wire: typeof import('./wire');
  toFilmclubError: (error: unknown) => FilmclubError;
}

/**
 * The film-club API of the backend `config` selects (partner 118 or 178), working for the session
 * kept in `storage` (window.localStorage; undefined on the server). It keeps no member state of
 * its own: profile and tokens are the session's, so a logout anywhere reaches it.
 */
export function createFilmclubApi(
  config: FilmclubConfig,
  storage: ProfileStorage | undefined,
): FilmclubApi {
  const session = filmclubSession(config.partnerId, storage);
  // axios, zod and the wire schemas load with the first call, in their own chunk: a member
  // screen's HTML references only the store code (the budget of tests/e2e/member/bundle.spec.ts).
  const transport = loadOnce(async (): Promise<Transport> => {
    const [client, wire] = await Promise.all([import('./client'), import('./wire')]);
    return {
      ...client.createFilmclubTransport(config, session),
      wire,
      toFilmclubError: client.toFilmclubError,
    };
  });
  /**
   * Runs `request` with the transport and one deadline for the whole call (docs/product.md, Film club: 10 s,
   * a 178 refresh and retry included): `request` gets the caller's signal joined with it, and
   * when it passes the call fails with FilmclubError('timeout') at once. Every failure, including
   * code that did not load, becomes a FilmclubError.
   */
  const call = async <T>(
    request: (transport: Transport, signal: AbortSignal) => Promise<T>,
    signal?: AbortSignal,
  ): Promise<T> => {
    const deadline = deadlineSignal();
    const both = signal ? eitherSignal(signal, deadline) : deadline;
    let loaded: Transport;
    try {
      loaded = await transport();
    } catch {
      throw new FilmclubError('network');
    }
    let stop = () => {};
    const timedOut = new Promise<never>((_resolve, reject) => {
      stop = () => deadline.removeEventListener('abort', onDeadline);
      const onDeadline = () => reject(new FilmclubError('timeout'));
      deadline.addEventListener('abort', onDeadline, { once: true });
    });
    try {
      return await Promise.race([request(loaded, both), timedOut]);
    } catch (error) {
      throw deadline.aborted && !signal?.aborted
        ? new FilmclubError('timeout')
        : loaded.toFilmclubError(error);
    } finally {
      stop();
    }
  };
  const start = (next: UserProfile): UserProfile => {
    session.signIn(next);
    return next;
  };
  /** A member call: refused before anything is sent when nobody is logged in (a cookie of 118 could still answer after a logout). */
  const memberCall = <T>(
    request: (transport: Transport, signal: AbortSignal) => Promise<T>,
    signal?: AbortSignal,
  ): Promise<T> =>
    session.profile() ? call(request, signal) : Promise.reject(new FilmclubError('auth-lost'));
  const get = <T extends z.ZodMiniType>(
    path: string,
    schema: (wire: Transport['wire']) => T,
    params: Record<string, string | number>,
    signal?: AbortSignal,
  ) =>
    memberCall(
      async ({ http, wire }, both) =>
        parse(schema(wire), (await http.get(path, { params, signal: both })).data),
      signal,
    );

  return {
    partnerId: config.partnerId,
    session,
    login: (email, password, signal) =>
      call(async ({ http, wire }, both) => {
        const body = parse(
          wire.loginResponseSchema,
          (await http.post('LoginDx', { Email: email, Password: password }, { signal: both })).data,
        );
        // docs/product.md, Validation rules: a login counts only when the answer carries a session token.
        if (!body.marsToken) throw new FilmclubError('invalid-credentials');
        return start({
          userName: body.UserName,
          email: body.UserInfo.Email,
          token: body.marsToken,
        });
      }, signal),
    createUser: (input, signal) =>
      call(async ({ http, wire }, both) => {
        const body = parse(
          wire.createUserResponseSchema,
          (await http.post('CreateUserDx', input, { signal: both })).data,
        );
        return start({ userName: body.UserName, email: body.ContactEmail, token: body.Token });
      }, signal),
    forgotPassword: (email, signal) =>
      call(async ({ http }, both) => {
        const { data } = await http.post(
          'ForgotPasswordDx',
          { Email: email },
          { signal: both, transformResponse: (raw: unknown) => raw },
        );
        if (typeof data === 'string' ? data.trim() !== '' : data !== undefined && data !== null)
          throw new FilmclubError('invalid-response');
      }, signal),
    // The client's shared refresh: one caller cannot abort it (others may wait on it); a cancelled saga ignores the answer.
    switchTokens: () => call(async ({ refresh }) => refresh()),
    watchList: async (signal) =>
      (
        await get(
          'GetWatchlistDx',
          (wire) => wire.pagedSchema(wire.wireWatchListMovieSchema),
          { skip: 0, take: PAGE_SIZE.watchList },
          signal,
        )
      ).Items.map(reshapeWatchListMovie),
    addToWatchList: (id, signal) =>
      memberCall(
        async ({ http, wire }, both) =>
          reshapeWatchListMovie(
            parse(
              wire.addToWatchlistResponseSchema,
              (await http.post('AddToWatchlistDx', { id }, { signal: both })).data,
            ).Movie,
          ),
        signal,
      ),
    tickets: async (signal) => {
      // An answer that arrives after a logout (or another member's login) is not saved for anyone.
      const generation = session.generation();
      const profile = session.profile();
      const items = (
        await get(
          'GetTicketsDx',
          (wire) => wire.pagedSchema(wire.wireTicketSchema),
          { skip: 0, take: PAGE_SIZE.tickets },
          signal,
        )
      ).Items.map(reshapeTicket);
      if (profile && session.generation() === generation)
        saveTickets(storage, config.partnerId, {
          userName: profile.userName,
          savedAt: Date.now(),
          items,
        });
      return items;
    },
    savedTickets: async () => {
      const profile = session.profile();
      return profile ? readSavedTickets(storage, config.partnerId, profile.userName) : null;
    },
    movieInfo: async (ediNumber, signal) =>
      reshapeMovieInfo(
        await get(
          'GetMovieByEdiDx',
          (wire) => wire.wireMovieInfoSchema,
          { edi: ediNumber },
          signal,
        ),
      ),
    reviews: async (ediNumber, signal) =>
      (
        await get(
          'GetReviewsByEdiDx',
          (wire) => wire.pagedSchema(wire.wireReviewSchema),
          { edi: ediNumber, skip: 0, take: PAGE_SIZE.reviews },
          signal,
        )
      ).Items.map(reshapeReview),
  };
}
