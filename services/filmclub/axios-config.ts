/**
 * Per-request flags of the film-club client, added to axios's request config by module
 * augmentation (axios docs): `skipRefresh` marks calls that must not trigger a token refresh
 * (the refresh itself), `retried` marks a request already retried once after a refresh.
 */
declare module 'axios' {
  interface AxiosRequestConfig {
    skipRefresh?: boolean;
    retried?: boolean;
  }
}

export {};
