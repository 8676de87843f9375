import { randomBytes } from 'node:crypto';
import type { BackendState, Member } from './state';

/** A member signed in: the profile token to answer (marsToken / Token) and headers to add. */
export interface SignIn {
  token: string;
  headers: Record<string, string>;
}

/**
 * How a backend authenticates (docs/product.md, Film club): 118 with a session cookie (auth-118.ts), 178 with
 * expiring bearer tokens refreshed through SwitchTokensDx (auth-178.ts).
 */
export interface BackendAuth {
  /** Signs a member in after LoginDx or CreateUserDx. */
  signIn(backend: BackendState, member: Member, now: number): SignIn;
  /** The member an authenticated call is made for, or its 401 answer. */
  authenticate(backend: BackendState, request: Request, now: number): Member | Response;
  /** SwitchTokensDx: the token to answer for the X-Token profile token, or undefined when unknown. */
  switchTokens(backend: BackendState, profileToken: string, now: number): string | undefined;
  /** `POST _control/expire-tokens`: every credential of an authenticated call stops working now. */
  expireAll(backend: BackendState, now: number): void;
}

/** A random, URL-safe secret (session id or token). */
export const newSecret = (): string => randomBytes(24).toString('base64url');

/** Issues the member's profile token: the refresh credential SwitchTokensDx takes as X-Token. */
export function issueProfileToken(backend: BackendState, member: Member): string {
  const token = newSecret();
  backend.profileTokens.set(token, member.email.toLowerCase());
  return token;
}
