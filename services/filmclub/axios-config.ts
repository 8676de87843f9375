/**
 * Per-request flags of the film-club client, added to axios's request config by module
 * augmentation (axios docs): `skipRefresh` marks calls that must not trigger a token refresh
 * (the refresh itself), `retried` marks a request already retried once after a refresh, and
 * `sentToken` is the access token the request went out with (client.ts: a 401 to an old token is
 * retried with the new one instead of refreshing again).
 */
declare module 'axios' {
  interface AxiosRequestConfig {
    skipRefresh?: boolean;
    retried?: boolean;
    sentToken?: string;
  }
}

export {};
