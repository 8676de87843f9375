import axios, { type AxiosError, type AxiosInstance } from 'axios';
import './axios-config';
import type { FilmclubConfig } from '@/lib/config';
import type { FilmclubSession } from '@/lib/filmclub-session';
import { FilmclubError, type FilmclubErrorCode } from './errors';
import { MEMBER_CALL_TIMEOUT_MS } from './timeout';
import { switchTokensResponseSchema, wireErrorSchema } from './wire';

/**
 * One axios instance per backend (docs/architecture.md, Token refresh and logout): 118 with session
 * cookies; 178 with a bearer token, refreshed once on a 401 (one shared refresh) and retried once.
 * A 401/403 on the refresh or a second 401 is FilmclubError('auth-lost'); any other failed refresh
 * keeps the member logged in. Never a loop.
 */
export function createFilmclubClient(
  config: FilmclubConfig,
  session: FilmclubSession,
): AxiosInstance {
  return createFilmclubTransport(config, session).http;
}

export interface FilmclubTransport {
  http: AxiosInstance;
  /**
   * SwitchTokensDx, joining a refresh under way; not abortable by one caller, since others share it.
   * @throws FilmclubError 'auth-lost' without a profile or on a 401/403, else the failure's code.
   */
  refresh: () => Promise<void>;
}

/** With the refresh shared between 401 retries and explicit SwitchTokensDx calls. */
export function createFilmclubTransport(
  config: FilmclubConfig,
  session: FilmclubSession,
): FilmclubTransport {
  const base = config.baseUrl.endsWith('/') ? config.baseUrl : `${config.baseUrl}/`;
  // clarifyTimeoutError: a timeout is ETIMEDOUT, told apart from an aborted request (ECONNABORTED).
  const client = axios.create({
    baseURL: base,
    withCredentials: config.partnerId === 118,
    headers: { Accept: 'application/json' },
    timeout: MEMBER_CALL_TIMEOUT_MS,
    transitional: { clarifyTimeoutError: true },
  });

  let refreshing: Promise<void> | null = null;
  const runRefresh = async (): Promise<void> => {
    const generation = session.generation();
    const profileToken = session.profile()?.token;
    if (!profileToken) throw new FilmclubError('auth-lost');
    let data: unknown;
    try {
      ({ data } = await client.post('SwitchTokensDx', undefined, {
        headers: { 'X-Token': profileToken },
        skipRefresh: true,
      }));
    } catch (error) {
      const status = axios.isAxiosError(error) ? error.response?.status : undefined;
      throw status === 401 || status === 403
        ? new FilmclubError('auth-lost', status)
        : toFilmclubError(error);
    }
    const parsed = switchTokensResponseSchema.safeParse(data);
    if (!parsed.success) throw new FilmclubError('invalid-response');
    session.setAccessToken(parsed.data.Token, generation);
  };
  const refresh = (): Promise<void> =>
    (refreshing ??= runRefresh().finally(() => {
      refreshing = null;
    }));
  if (config.partnerId !== 178) return { http: client, refresh };

  client.interceptors.request.use((request) => {
    if (request.skipRefresh) return request;
    const token = session.accessToken();
    request.sentToken = token ?? undefined;
    if (token) request.headers.set('Authorization', `Bearer ${token}`);
    return request;
  });
  client.interceptors.response.use(undefined, async (error: AxiosError) => {
    const request = error.config;
    if (!request || request.skipRefresh || error.response?.status !== 401 || !session.profile())
      throw error;
    if (request.retried) throw new FilmclubError('auth-lost', 401);
    request.retried = true;
    // A refresh under way is shared; one that completed after this request left already gave a new token.
    if (refreshing || request.sentToken === session.accessToken()) await refresh();
    return client.request(request);
  });
  return { http: client, refresh };
}

function codeFor(status: number, serverCode: string | undefined): FilmclubErrorCode {
  if (serverCode === 'INVALID_CREDENTIALS') return 'invalid-credentials';
  if (serverCode === 'EMAIL_TAKEN' || status === 409) return 'email-taken';
  if (status === 400 || status === 422) return 'invalid-input';
  if (status === 401 || status === 403) return 'auth-lost';
  if (status === 404) return 'not-found';
  return 'server';
}

/** Any failure of an axios call as a FilmclubError. */
export function toFilmclubError(error: unknown): FilmclubError {
  if (error instanceof FilmclubError) return error;
  if (axios.isAxiosError(error) && error.response) {
    const body = wireErrorSchema.safeParse(error.response.data);
    const status = error.response.status;
    return new FilmclubError(
      codeFor(status, body.success ? body.data.Code : undefined),
      status,
      body.success ? body.data.Message : undefined,
    );
  }
  if (axios.isAxiosError(error) && error.code === 'ETIMEDOUT') return new FilmclubError('timeout');
  return new FilmclubError('network');
}
