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

/**
 * One page of a paged list (docs/product.md, Paging): the items from offset `skip`, asked with
 * `take`, and `total`, the backend's count of the whole list.
 */
export interface Page<T> {
  items: T[];
  skip: number;
  take: number;
  total: number;
}

/** A page of `take` from `skip`, its items reshaped. */
async function pageOf<W, T>(
  answer: Promise<{ items: W[]; total: number }>,
  skip: number,
  take: number,
  reshape: (item: W) => T,
): Promise<Page<T>> {
  const { items, total } = await answer;
  return { items: items.map(reshape), skip, take, total };
}

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

/** GET GetWatchlistDx, the page from `skip` (0 = the first). */
export const watchList =
  ({ getItems }: OperationContext) =>
  (skip = 0, signal?: AbortSignal): Promise<Page<WatchListMovie>> =>
    pageOf(
      getItems(
        'GetWatchlistDx',
        (wire) => wire.wireWatchListMovieSchema,
        { skip, take: PAGE_SIZE.watchList },
        signal,
      ),
      skip,
      PAGE_SIZE.watchList,
      reshapeWatchListMovie,
    );

/** POST AddToWatchlistDx; the film as added. */
export const addToWatchList =
  ({ memberCall }: OperationContext) =>
  (id: string, signal?: AbortSignal): Promise<WatchListMovie> =>
    memberCall(async ({ http, wire }, both) => {
      const answer = await http.post('AddToWatchlistDx', { id }, { signal: both });
      return reshapeWatchListMovie(parse(wire.addToWatchlistResponseSchema, answer.data).Movie);
    }, signal);

/**
 * GET GetTicketsDx, the page from `skip` (0 = the first), saved for offline use: the first page
 * replaces the saved copy, a later one is appended when the copy holds exactly the pages before
 * it, so the copy holds every page loaded (docs/product.md, Paging).
 */
export const tickets =
  ({ getItems, session, storage, partnerId }: OperationContext) =>
  async (skip = 0, signal?: AbortSignal): Promise<Page<Ticket>> => {
    // An answer that arrives after a logout (or another member's login) is not saved for anyone.
    const generation = session.generation();
    const profile = session.profile();
    const page = await pageOf(
      getItems(
        'GetTicketsDx',
        (wire) => wire.wireTicketSchema,
        { skip, take: PAGE_SIZE.tickets },
        signal,
      ),
      skip,
      PAGE_SIZE.tickets,
      reshapeTicket,
    );
    const before =
      skip === 0 || !profile
        ? []
        : ((await readSavedTickets(storage, partnerId, profile.userName))?.items ?? null);
    if (profile && before?.length === skip && session.generation() === generation)
      saveTickets(storage, partnerId, {
        userName: profile.userName,
        savedAt: Date.now(),
        items: [...before, ...page.items],
      });
    return page;
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

/** GET GetReviewsByEdiDx, the page from `skip` (0 = the first), newest first. */
export const reviews =
  ({ getItems }: OperationContext) =>
  (ediNumber: string, skip = 0, signal?: AbortSignal): Promise<Page<Review>> =>
    pageOf(
      getItems(
        'GetReviewsByEdiDx',
        (wire) => wire.wireReviewSchema,
        { edi: ediNumber, skip, take: PAGE_SIZE.reviews },
        signal,
      ),
      skip,
      PAGE_SIZE.reviews,
      reshapeReview,
    );
