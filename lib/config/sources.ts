/** Where the Contentful adapter reads articles from (CDA: `https://<host>/spaces/<space>/environments/<environment>`). */
export interface ContentfulConfig {
  space: string;
  accessToken: string;
  environment: string;
  /** `host[:port]`; undefined = the SDK's default, cdn.contentful.com. */
  host: string | undefined;
  /** The locale code the space keeps the bokmål content under (`nb`, `nb-NO`). */
  locale: string;
}

/** Where the platform adapter reads from (the data service, the management service and the identity provider). */
export interface PlatformConfig {
  /** Data service base URL (`GET sites`, `GET sites/{siteId}/events`), with basic authentication. */
  dataUrl: string;
  user: string;
  password: string;
  /** Management service base URL (`GET site/{siteId}/block-data`, `GET site/{siteId}/article`), with a bearer token. */
  managementUrl: string;
  /** OAuth 2.0 token endpoint and client credentials (client-credentials grant, RFC 6749 §4.4). */
  idpTokenUrl: string;
  clientId: string;
  clientSecret: string;
}

/** The content source of the build (CONTENT_SOURCE) with the settings it needs. */
export type ContentSourceConfig =
  | { kind: 'local' }
  | { kind: 'contentful'; contentful: ContentfulConfig }
  | { kind: 'platform'; platform: PlatformConfig };
