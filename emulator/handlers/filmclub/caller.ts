import { readCookie, SESSION_COOKIE } from './auth-118';
import type { BackendState } from './state';

/**
 * The member (lower-case e-mail) a call is made for, by its credential, whether or not that still
 * works: 178's bearer access token, the X-Token profile token of SwitchTokensDx, or 118's session
 * cookie. Undefined for a call without a known credential. Lets a `fail` rule hit one member's
 * calls only, so end-to-end specs running side by side do not take each other's faults.
 */
export function callerEmail(backend: BackendState, request: Request): string | undefined {
  const bearer = /^Bearer\s+(\S+)$/i.exec(request.headers.get('authorization') ?? '')?.[1];
  const profileToken = request.headers.get('x-token');
  const session = readCookie(request.headers.get('cookie'), SESSION_COOKIE);
  return (
    (bearer === undefined
      ? undefined
      : (backend.accessTokens.get(bearer)?.email ?? backend.profileTokens.get(bearer))) ??
    (profileToken === null ? undefined : backend.profileTokens.get(profileToken)) ??
    (session === undefined ? undefined : backend.sessions.get(session))
  );
}
