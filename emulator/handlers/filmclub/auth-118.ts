import { errors } from './respond';
import { issueProfileToken, newSecret, type BackendAuth } from './auth';
import { memberByEmail } from './state';

/** The session cookie of backend 118. */
export const SESSION_COOKIE = 'fc118_session';

/** The value of one cookie in a Cookie header. */
export function readCookie(header: string | null, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

/**
 * Backend 118 (docs/product.md, Film club): LoginDx/CreateUserDx set `fc118_session=<random>; Path=<cookiePath>;
 * HttpOnly; SameSite=Lax`; authenticated calls need that cookie, else 401 UNAUTHENTICATED.
 * SwitchTokensDx checks the X-Token profile token and answers the same token. Sessions end only
 * on reset or `expire-tokens`.
 */
export function sessionAuth(cookiePath: string): BackendAuth {
  return {
    signIn(backend, member) {
      const token = issueProfileToken(backend, member);
      const session = newSecret();
      backend.sessions.set(session, member.email.toLowerCase());
      return {
        token,
        headers: {
          'Set-Cookie': `${SESSION_COOKIE}=${session}; Path=${cookiePath}; HttpOnly; SameSite=Lax`,
        },
      };
    },
    authenticate(backend, request) {
      const session = readCookie(request.headers.get('cookie'), SESSION_COOKIE);
      return (
        memberByEmail(backend, session === undefined ? undefined : backend.sessions.get(session)) ??
        errors.unauthenticated()
      );
    },
    switchTokens(backend, profileToken) {
      return backend.profileTokens.has(profileToken) ? profileToken : undefined;
    },
    expireAll(backend) {
      backend.sessions.clear();
    },
  };
}
