import { FilmclubError } from '@/services/filmclub/errors';

/** A failed member call as plain, serialisable state (docs/product.md, Errors): readable Norwegian message, HTTP status, code. */
export interface MemberError {
  message: string;
  status?: number;
  code?: string;
}

/** The state form of any error a film-club call threw. */
export function toMemberError(error: unknown): MemberError {
  const failure = error instanceof FilmclubError ? error : new FilmclubError('network');
  return {
    message: failure.message,
    ...(failure.status !== undefined && { status: failure.status }),
    code: failure.code,
  };
}

/** True when the session is gone and the member must be logged out (docs/product.md, Film club). */
export const isAuthLost = (error: unknown): boolean =>
  error instanceof FilmclubError && error.code === 'auth-lost';
