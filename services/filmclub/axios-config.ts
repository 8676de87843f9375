// Per-request flags of the film-club client (client.ts), by module augmentation.
declare module 'axios' {
  interface AxiosRequestConfig {
    skipRefresh?: boolean;
    retried?: boolean;
    sentToken?: string;
  }
}

export {};
