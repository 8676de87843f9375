import { errors } from './respond';
import { issueProfileToken, newSecret, type BackendAuth } from './auth';
import { memberByEmail, type BackendState } from './state';

function grant(backend: BackendState, token: string, email: string, expiresAt: number): void {
  backend.accessTokens.set(token, { email, expiresAt });
}

/**
 * Backend 178, the token provider (docs/product.md, Film club). LoginDx/CreateUserDx answer a profile token that
 * also works as a bearer access token for `ttlMs()`; authenticated calls need
 * `Authorization: Bearer <access token>`: none or unknown → 401 UNAUTHENTICATED, expired → 401
 * TOKEN_EXPIRED. SwitchTokensDx with `X-Token: <profile token>` issues a NEW access token; the
 * profile token stays a valid refresh credential until reset.
 */
export function tokenAuth(ttlMs: () => number): BackendAuth {
  return {
    signIn(backend, member, now) {
      const token = issueProfileToken(backend, member);
      grant(backend, token, member.email.toLowerCase(), now + ttlMs());
      return { token, headers: {} };
    },
    authenticate(backend, request, now) {
      const token = /^Bearer\s+(\S+)$/i.exec(request.headers.get('authorization') ?? '')?.[1];
      const access = token === undefined ? undefined : backend.accessTokens.get(token);
      const member = memberByEmail(backend, access?.email);
      if (!access || !member) return errors.unauthenticated();
      return now >= access.expiresAt ? errors.tokenExpired() : member;
    },
    switchTokens(backend, profileToken, now) {
      const email = backend.profileTokens.get(profileToken);
      if (email === undefined) return undefined;
      const token = newSecret();
      grant(backend, token, email, now + ttlMs());
      return token;
    },
    expireAll(backend, now) {
      for (const access of backend.accessTokens.values())
        access.expiresAt = Math.min(access.expiresAt, now);
    },
  };
}
