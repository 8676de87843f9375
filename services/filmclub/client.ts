import axios, { type AxiosError, type AxiosInstance } from 'axios';
import './axios-config';
import type { FilmclubConfig } from '@/lib/env';
import { FilmclubError, type FilmclubErrorCode } from './errors';
import { MEMBER_CALL_TIMEOUT_MS } from './timeout';
import { switchTokensResponseSchema, wireErrorSchema } from './wire';

/** The session a client works with: the profile token (refresh credential) and the access token in use. */
export interface TokenSession {
  /** The stored profile's token, sent as X-Token to SwitchTokensDx; null when logged out. */
  profileToken: () => string | null;
  /** The access token for Authorization (178); starts as the profile token. */
  accessToken: string | null;
}

/**
 * One axios instance per backend (DESIGN.md §3). 118 authenticates with session cookies
 * (`withCredentials`). 178 is the token provider: it sends `Authorization: Bearer <access token>`
 * and on a 401 refreshes through SwitchTokensDx (header X-Token) and retries the request once;
 * concurrent 401s share one refresh. A second 401, or a 401 on the refresh, throws
 * FilmclubError('auth-lost') so the member is logged out. Never a loop.
 */
export function createFilmclubClient(config: FilmclubConfig, session: TokenSession): AxiosInstance {
  const base = config.baseUrl.endsWith('/') ? config.baseUrl : `${config.baseUrl}/`;
  // clarifyTimeoutError: a timeout is ETIMEDOUT, told apart from an aborted request (ECONNABORTED).
  const client = axios.create({
    baseURL: base,
    withCredentials: config.partnerId === 118,
    headers: { Accept: 'application/json' },
    timeout: MEMBER_CALL_TIMEOUT_MS,
    transitional: { clarifyTimeoutError: true },
  });
  if (config.partnerId !== 178) return client;

  let refreshing: Promise<string> | null = null;
  const refresh = async (): Promise<string> => {
    const profileToken = session.profileToken();
    if (!profileToken) throw new FilmclubError('auth-lost');
    const { data } = await client.post('SwitchTokensDx', undefined, { headers: { 'X-Token': profileToken }, skipRefresh: true });
    const parsed = switchTokensResponseSchema.safeParse(data);
    if (!parsed.success) throw new FilmclubError('invalid-response');
    session.accessToken = parsed.data.Token;
    return parsed.data.Token;
  };

  client.interceptors.request.use((request) => {
    const token = session.accessToken ?? session.profileToken();
    if (token && !request.skipRefresh) request.headers.set('Authorization', `Bearer ${token}`);
    return request;
  });
  client.interceptors.response.use(undefined, async (error: AxiosError) => {
    const request = error.config;
    if (!request || request.skipRefresh || error.response?.status !== 401 || !session.profileToken()) throw error;
    if (request.retried) throw new FilmclubError('auth-lost', 401);
    request.retried = true;
    try {
      refreshing ??= refresh().finally(() => {
        refreshing = null;
      });
      await refreshing;
    } catch {
      throw new FilmclubError('auth-lost', 401);
    }
    return client.request(request);
  });
  return client;
}

function codeFor(status: number, serverCode: string | undefined): FilmclubErrorCode {
  if (serverCode === 'INVALID_CREDENTIALS') return 'invalid-credentials';
  if (serverCode === 'EMAIL_TAKEN' || status === 409) return 'email-taken';
  if (status === 400 || status === 422) return 'invalid-input';
  if (status === 401 || status === 403) return 'auth-lost';
  if (status === 404) return 'not-found';
  return 'server';
}

/** Turns any failure of an axios call into a FilmclubError (one error type for the whole layer). */
export function toFilmclubError(error: unknown): FilmclubError {
  if (error instanceof FilmclubError) return error;
  if (axios.isAxiosError(error) && error.response) {
    const body = wireErrorSchema.safeParse(error.response.data);
    const status = error.response.status;
    return new FilmclubError(codeFor(status, body.success ? body.data.Code : undefined), status, body.success ? body.data.Message : undefined);
  }
  if (axios.isAxiosError(error) && error.code === 'ETIMEDOUT') return new FilmclubError('timeout');
  return new FilmclubError('network');
}
