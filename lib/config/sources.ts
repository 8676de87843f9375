export interface ContentfulConfig {
  space: string;
  accessToken: string;
  environment: string;
  /** `host[:port]`; undefined = the SDK's default, cdn.contentful.com. */
  host: string | undefined;
  /** The space's code for the bokmål content (`nb`, `nb-NO`). */
  locale: string;
}

export interface PlatformConfig {
  /** With basic authentication. */
  dataUrl: string;
  user: string;
  password: string;
  /** With a bearer token from the identity provider. */
  managementUrl: string;
  idpTokenUrl: string;
  clientId: string;
  clientSecret: string;
}

export type ContentSourceConfig =
  | { kind: 'local' }
  | { kind: 'contentful'; contentful: ContentfulConfig }
  | { kind: 'platform'; platform: PlatformConfig };
