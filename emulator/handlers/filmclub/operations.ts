/** The two emulated backends (docs/product.md, Constants: partner ids 118 and 178). */
export {
  FILMCLUB_PARTNERS as PARTNER_IDS,
  type FilmclubPartnerId as PartnerId,
} from '@/lib/config/filmclub';

/** The named operations of each backend (docs/product.md, Film club); each is a path under the backend's base. */
export const OPERATIONS = [
  'LoginDx',
  'CreateUserDx',
  'ForgotPasswordDx',
  'SwitchTokensDx',
  'GetWatchlistDx',
  'AddToWatchlistDx',
  'GetTicketsDx',
  'GetMovieByEdiDx',
  'GetReviewsByEdiDx',
] as const;
export type OperationName = (typeof OPERATIONS)[number];
