import type { FilmclubConfig } from '@/lib/config';
import { filmclubSession, type FilmclubSession } from '@/lib/filmclub-session';
import type { MovieInfo, Review, Ticket, UserProfile, WatchListMovie } from '@/lib/schemas';
import * as operations from './operations';
import type { Page } from './operations';
import type { ProfileStorage } from './profile-storage';
import type { SavedTickets } from './ticket-storage';
import { filmclubCalls } from './transport';

export { PAGE_SIZE, type Page } from './operations';

/** The member calls of one film-club backend (docs/product.md, Film club), in the site's own names. Every call throws FilmclubError. */
export interface FilmclubApi {
  readonly partnerId: number;
  readonly session: FilmclubSession;
  login(email: string, password: string, signal?: AbortSignal): Promise<UserProfile>;
  createUser(
    input: { email: string; userName: string; password: string },
    signal?: AbortSignal,
  ): Promise<UserProfile>;
  forgotPassword(email: string, signal?: AbortSignal): Promise<void>;
  /** SwitchTokensDx with the profile token in X-Token; runs before the watch list loads. */
  switchTokens(signal?: AbortSignal): Promise<void>;
  /** The page from `skip` (docs/product.md, Paging). */
  watchList(skip?: number, signal?: AbortSignal): Promise<Page<WatchListMovie>>;
  addToWatchList(id: string, signal?: AbortSignal): Promise<WatchListMovie>;
  /** The page from `skip`; the saved copy holds every page loaded. */
  tickets(skip?: number, signal?: AbortSignal): Promise<Page<Ticket>>;
  savedTickets(): Promise<SavedTickets | null>;
  movieInfo(ediNumber: string, signal?: AbortSignal): Promise<MovieInfo>;
  /** The page from `skip`, newest first. */
  reviews(ediNumber: string, skip?: number, signal?: AbortSignal): Promise<Page<Review>>;
}

/** For the session in `storage` (undefined on the server); no member state of its own, so a logout anywhere reaches it. */
export function createFilmclubApi(
  config: FilmclubConfig,
  storage: ProfileStorage | undefined,
): FilmclubApi {
  const session = filmclubSession(config.partnerId, storage);
  const context: operations.OperationContext = {
    ...filmclubCalls(config, session),
    partnerId: config.partnerId,
    session,
    storage,
  };
  return {
    partnerId: config.partnerId,
    session,
    login: operations.login(context),
    createUser: operations.createUser(context),
    forgotPassword: operations.forgotPassword(context),
    switchTokens: operations.switchTokens(context),
    watchList: operations.watchList(context),
    addToWatchList: operations.addToWatchList(context),
    tickets: operations.tickets(context),
    savedTickets: operations.savedTickets(context),
    movieInfo: operations.movieInfo(context),
    reviews: operations.reviews(context),
  };
}
