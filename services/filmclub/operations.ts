import type { FilmclubPartnerId } from '@/lib/config';
import type { FilmclubSession } from '@/lib/filmclub-session';
import type { MovieInfo, Review, Ticket, UserProfile, WatchListMovie } from '@/lib/schemas';
import { FilmclubError } from './errors';
import type { ProfileStorage } from './profile-storage';
import {
  reshapeCreatedUser,
  reshapeLogin,
  reshapeMovieInfo,
  reshapeReview,
  reshapeTicket,
  reshapeWatchListMovie,
} from './reshape';
import { readSavedTickets, saveTickets, type SavedTickets } from './ticket-storage';
import { parse, type FilmclubCalls } from './transport';

/** Page sizes of docs/product.md, Constants. */
export const PAGE_SIZE = { tickets: 10, watchList: 10, reviews: 20 } as const;

export interface OperationContext extends FilmclubCalls {
  partnerId: FilmclubPartnerId;
  session: FilmclubSession;
  storage: ProfileStorage | undefined;
}

const signIn = (session: FilmclubSession, profile: UserProfile): UserProfile => {
  session.signIn(profile);
  return profile;
};

/** POST LoginDx; signs the member in. @throws FilmclubError('invalid-credentials') without a session token. */
export const login =
  ({ call, session }: OperationContext) =>
  (email: string, password: string, signal?: AbortSignal): Promise<UserProfile> =>
    call(async ({ http, wire }, both) => {
      const answer = await http.post(
        'LoginDx',
        { Email: email, Password: password },
        { signal: both },
      );
      const profile = reshapeLogin(parse(wire.loginResponseSchema, answer.data));
      if (!profile) throw new FilmclubError('invalid-credentials');
      return signIn(session, profile);
    }, signal);

/** POST CreateUserDx; signs the new member in. */
export const createUser =
  ({ call, session }: OperationContext) =>
  (
    input: { email: string; userName: string; password: string },
    signal?: AbortSignal,
  ): Promise<UserProfile> =>
    call(async ({ http, wire }, both) => {
      const answer = await http.post('CreateUserDx', input, { signal: both });
      return signIn(session, reshapeCreatedUser(parse(wire.createUserResponseSchema, answer.data)));
    }, signal);

/** POST ForgotPasswordDx; an empty answer means the mail was sent. */
export const forgotPassword =
  ({ call }: OperationContext) =>
  (email: string, signal?: AbortSignal): Promise<void> =>
    call(async ({ http }, both) => {
      const { data } = await http.post(
        'ForgotPasswordDx',
        { Email: email },
        { signal: both, transformResponse: (raw: unknown) => raw },
      );
      if (typeof data === 'string' ? data.trim() !== '' : data !== undefined && data !== null)
        throw new FilmclubError('invalid-response');
    }, signal);

/** The client's shared refresh: one caller cannot abort it; a cancelled saga ignores the answer. */
export const switchTokens =
  ({ call }: OperationContext) =>
  (): Promise<void> =>
    call(async ({ refresh }) => refresh());

/** GET GetWatchlistDx, the first page. */
export const watchList =
  ({ getItems }: OperationContext) =>
  async (signal?: AbortSignal): Promise<WatchListMovie[]> =>
    (
      await getItems(
        'GetWatchlistDx',
        (wire) => wire.wireWatchListMovieSchema,
        { skip: 0, take: PAGE_SIZE.watchList },
        signal,
      )
    ).map(reshapeWatchListMovie);

/** POST AddToWatchlistDx; the film as added. */
export const addToWatchList =
  ({ memberCall }: OperationContext) =>
  (id: string, signal?: AbortSignal): Promise<WatchListMovie> =>
    memberCall(async ({ http, wire }, both) => {
      const answer = await http.post('AddToWatchlistDx', { id }, { signal: both });
      return reshapeWatchListMovie(parse(wire.addToWatchlistResponseSchema, answer.data).Movie);
    }, signal);

/** GET GetTicketsDx, the first page, saved for offline use. */
export const tickets =
  ({ getItems, session, storage, partnerId }: OperationContext) =>
  async (signal?: AbortSignal): Promise<Ticket[]> => {
    // An answer that arrives after a logout (or another member's login) is not saved for anyone.
    const generation = session.generation();
    const profile = session.profile();
    const page = { skip: 0, take: PAGE_SIZE.tickets };
    const items = (
      await getItems('GetTicketsDx', (wire) => wire.wireTicketSchema, page, signal)
    ).map(reshapeTicket);
    if (profile && session.generation() === generation)
      saveTickets(storage, partnerId, { userName: profile.userName, savedAt: Date.now(), items });
    return items;
  };

/** The logged-in member's saved tickets, or null. */
export const savedTickets =
  ({ session, storage, partnerId }: OperationContext) =>
  async (): Promise<SavedTickets | null> => {
    const profile = session.profile();
    return profile ? readSavedTickets(storage, partnerId, profile.userName) : null;
  };

/** GET GetMovieByEdiDx. */
export const movieInfo =
  ({ get }: OperationContext) =>
  async (ediNumber: string, signal?: AbortSignal): Promise<MovieInfo> =>
    reshapeMovieInfo(
      await get('GetMovieByEdiDx', (wire) => wire.wireMovieInfoSchema, { edi: ediNumber }, signal),
    );

/** GET GetReviewsByEdiDx, the first page. */
export const reviews =
  ({ getItems }: OperationContext) =>
  async (ediNumber: string, signal?: AbortSignal): Promise<Review[]> =>
    (
      await getItems(
        'GetReviewsByEdiDx',
        (wire) => wire.wireReviewSchema,
        { edi: ediNumber, skip: 0, take: PAGE_SIZE.reviews },
        signal,
      )
    ).map(reshapeReview);
