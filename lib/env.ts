import { z } from 'zod';

const envSchema = z.object({
  CONTENT_SOURCE: z.enum(['local', 'contentful', 'platform']).default('local'),
  /** Pins the build clock (ISO 8601) so generated showtimes are reproducible; default: now. */
  /** Folder holding `content/` and `page-definitions/` for the local source (benchmarks use generated content). Default: the project. */
  CONTENT_ROOT: z.string().min(1).optional(),
  CONTENT_CLOCK: z.iso
    .datetime({ offset: true })
    .optional()
    .transform((value) => (value ? new Date(value) : new Date())),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  /** Port the generated nginx config (`<SITE_DIR>.nginx/nginx.conf`) listens on. */
  NGINX_PORT: z.coerce.number().int().min(1).max(65535).default(8080),
  /** The site server as nginx reaches it for `/api/` (`host:port` or `unix:/path`), written into the generated nginx config. Default `127.0.0.1:<PORT>`. */
  NGINX_API_UPSTREAM: z.string().min(1, 'must not be empty').optional(),
  /** Daily rebuild of the site server (cron, five fields, Europe/Oslo; server/rebuild/schedule.ts); `off` turns it off. Default `5 4 * * *`. */
  REBUILD_SCHEDULE: z.string().optional(),
  /** Trust X-Forwarded-For from the proxy in front (nginx): `1`/`true` = the nearest hop, or a comma-separated list of proxy addresses/CIDRs (fastify's trustProxy). Default: not trusted. */
  TRUST_PROXY: z.string().optional(),
  /** Port of the local emulator of the outside services, started by `npm start` when no service URL is set. */
  EMULATOR_PORT: z.coerce.number().int().min(1).max(65535).default(3001),
  /** Comma-separated origins whose pages may call the emulator (CORS); default the site server's own (`emulatorOrigins`). */
  EMULATOR_ALLOWED_ORIGINS: z
    .string()
    .transform((value) => value.split(',').map((origin) => origin.trim()).filter(Boolean))
    .pipe(z.array(z.url().refine((url) => URL.canParse(url) && new URL(url).origin === url, 'must be origins such as http://127.0.0.1:3000, comma-separated, without a path')))
    .optional(),
  /** Runtime service base URL (live availability); baked into the build. Default: the local emulator. */
  RUNTIME_URL: z.url().optional(),
  /** Film-club backend: 118 or 178; any other value none (SPEC.md §9). Default: the site config's partner id. */
  PARTNER_ID: z.coerce.number().int().optional(),
  FILMCLUB_118_URL: z.url().optional(),
  FILMCLUB_178_URL: z.url().optional(),
  /** Contentful Delivery API (DESIGN.md §2); space and token are required with CONTENT_SOURCE=contentful (`contentfulConfig`). */
  CONTENTFUL_SPACE_ID: z.string().regex(/^[A-Za-z0-9_-]+$/, 'must be a Contentful space id (letters, digits, - and _)').optional(),
  CONTENTFUL_ACCESS_TOKEN: z.string().min(1, 'must not be empty').optional(),
  /** API host as `host[:port]`, no protocol: `preview.contentful.com`, or `127.0.0.1:<port>` for a local test server. Default: cdn.contentful.com. */
  CONTENTFUL_HOST: z.string().regex(/^[A-Za-z0-9.-]+(?::\d{1,5})?$/, 'must be host[:port] without a protocol, e.g. cdn.contentful.com or 127.0.0.1:8080').optional(),
  CONTENTFUL_ENVIRONMENT: z.string().regex(/^[A-Za-z0-9_.-]+$/, 'must be a Contentful environment id').default('master'),
  /** The space's locale code for the site's bokmål content, e.g. `nb` or `nb-NO`. Default: nb. */
  CONTENTFUL_LOCALE: z.string().regex(/^[a-z]{2,3}(?:-[A-Za-z0-9]{2,8})*$/, 'must be a Contentful locale code such as nb or nb-NO').default('nb'),
  /** Shared secret of the editors' rebuild webhook, sent as `x-rebuild-secret` (DESIGN.md §2); unset with CONTENTFUL_WEBHOOK_SECRET: every call is refused. */
  REBUILD_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  /** Contentful webhook request-verification secret (64 characters, as Contentful generates it) for signed rebuild calls. */
  CONTENTFUL_WEBHOOK_SECRET: z.string().length(64, 'must be the 64-character request-verification secret of the Contentful webhook').optional(),
  /** Shell command run after each successful rebuild with the new site directory as `$1` and `REBUILD_SITE_DIR`, e.g. to publish it to a CDN. */
  REBUILD_PUBLISH_COMMAND: z.string().min(1, 'must not be empty').optional(),
  /** Newsletter provider's sign-up endpoint; the site server forwards each sign-up there (JSON `{ email, subscribedAt }`). Unset: the local store. */
  NEWSLETTER_PROVIDER_URL: z.url().optional(),
  /** Sent to the newsletter provider as `Authorization: Bearer <token>`. */
  NEWSLETTER_PROVIDER_TOKEN: z.string().min(1, 'must not be empty').optional(),
  /** The local newsletter store (JSON Lines, append-only), relative to the project; default `data/newsletter-subscribers.jsonl`. */
  NEWSLETTER_STORE: z.string().min(1, 'must not be empty').optional(),
  /** Platform data service (DESIGN.md §2, SPEC.md §7): base URL and basic-auth credentials; required with CONTENT_SOURCE=platform (`platformConfig`). */
  PLATFORM_URL: z.url().optional(),
  PLATFORM_USER: z.string().min(1, 'must not be empty').optional(),
  PLATFORM_PASSWORD: z.string().min(1, 'must not be empty').optional(),
  /** Platform management service base URL (block-data, articles). */
  MANAGEMENT_URL: z.url().optional(),
  /** OAuth 2.0 token endpoint of the identity provider and the client credentials (RFC 6749 §4.4). */
  IDP_TOKEN_URL: z.url().optional(),
  IDP_CLIENT_ID: z.string().min(1, 'must not be empty').optional(),
  IDP_CLIENT_SECRET: z.string().min(1, 'must not be empty').optional(),
  /** Test builds only (`npm test` sets it): `1` lets a page's `?island-fault=<island>` make that client island throw, to test its error boundary (components/shared/island-boundary.client.tsx). Default off. */
  ISLAND_FAULT_TEST: z.enum(['0', '1']).default('0').transform((value) => value === '1'),
});

/** The runtime service base URL the build uses: RUNTIME_URL, or the local emulator's. */
export const runtimeUrl = (env: Env): string => env.RUNTIME_URL ?? `http://127.0.0.1:${env.EMULATOR_PORT}/runtime`;

export type Env = z.infer<typeof envSchema>;

/** The origins allowed to call the local emulator from a browser: EMULATOR_ALLOWED_ORIGINS, or the site on PORT (localhost and 127.0.0.1). */
export const emulatorOrigins = (env: Env): string[] => env.EMULATOR_ALLOWED_ORIGINS ?? [`http://localhost:${env.PORT}`, `http://127.0.0.1:${env.PORT}`];

/**
 * Server-side configuration parsed once from the environment (DESIGN.md §2).
 * @throws Error naming the first malformed variable, in one line.
 */
export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const result = envSchema.safeParse(source);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  throw new Error(`environment variable ${String(issue?.path[0])} is invalid: ${issue?.message}`);
}

/** The film-club backends (DESIGN.md §3): partner id → which backend and how it authenticates. */
export const FILMCLUB_PARTNERS = [118, 178] as const;
export type FilmclubPartnerId = (typeof FILMCLUB_PARTNERS)[number];

/** Where the member layer talks to, fixed at build time; null when the partner id selects no backend. */
export interface FilmclubConfig {
  partnerId: FilmclubPartnerId;
  /** Base URL of the backend; each operation's path is its name under it (`<base>/LoginDx`). */
  baseUrl: string;
}

const isFilmclubPartner = (id: number): id is FilmclubPartnerId => (FILMCLUB_PARTNERS as readonly number[]).includes(id);

/** The film-club config for `PARTNER_ID` (default: the site's partner id); null for 184 and any other id. */
export function filmclubConfig(env: Env, sitePartnerId: number): FilmclubConfig | null {
  const partnerId = env.PARTNER_ID ?? sitePartnerId;
  if (!isFilmclubPartner(partnerId)) return null;
  const configured = partnerId === 118 ? env.FILMCLUB_118_URL : env.FILMCLUB_178_URL;
  return { partnerId, baseUrl: configured ?? `http://127.0.0.1:${env.EMULATOR_PORT}/filmclub/${partnerId}` };
}

/** Where the Contentful adapter reads articles from (DESIGN.md §2, CDA: `https://<host>/spaces/<space>/environments/<environment>`). */
export interface ContentfulConfig {
  space: string;
  accessToken: string;
  environment: string;
  /** `host[:port]`; undefined = the SDK's default, cdn.contentful.com. */
  host: string | undefined;
  /** The locale code the space keeps the bokmål content under (`nb`, `nb-NO`). */
  locale: string;
}

/**
 * The Contentful settings of `env`, for CONTENT_SOURCE=contentful. The schema validates the format
 * of each variable; whether space and token are required depends on the chosen source, so that is
 * checked here, when the source is chosen.
 * @throws Error in one line naming the missing variable: `CONTENTFUL_ACCESS_TOKEN is required when CONTENT_SOURCE=contentful`.
 */
export function contentfulConfig(env: Env): ContentfulConfig {
  const required = (name: 'CONTENTFUL_SPACE_ID' | 'CONTENTFUL_ACCESS_TOKEN'): string => {
    const value = env[name];
    if (value === undefined) throw new Error(`${name} is required when CONTENT_SOURCE=contentful`);
    return value;
  };
  return { space: required('CONTENTFUL_SPACE_ID'), accessToken: required('CONTENTFUL_ACCESS_TOKEN'), environment: env.CONTENTFUL_ENVIRONMENT, host: env.CONTENTFUL_HOST, locale: env.CONTENTFUL_LOCALE };
}

/** Where the platform adapter reads from (DESIGN.md §1 `platform`, SPEC.md §7 "Other configured services"). */
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

/**
 * The platform settings of `env`, for CONTENT_SOURCE=platform: every variable is required then.
 * @throws Error in one line naming the first missing variable: `IDP_CLIENT_SECRET is required when CONTENT_SOURCE=platform`.
 */
export function platformConfig(env: Env): PlatformConfig {
  const required = (name: 'PLATFORM_URL' | 'PLATFORM_USER' | 'PLATFORM_PASSWORD' | 'MANAGEMENT_URL' | 'IDP_TOKEN_URL' | 'IDP_CLIENT_ID' | 'IDP_CLIENT_SECRET'): string => {
    const value = env[name];
    if (value === undefined) throw new Error(`${name} is required when CONTENT_SOURCE=platform`);
    return value;
  };
  // Properties are evaluated in source order, so the message names the first missing variable.
  return {
    dataUrl: required('PLATFORM_URL'),
    user: required('PLATFORM_USER'),
    password: required('PLATFORM_PASSWORD'),
    managementUrl: required('MANAGEMENT_URL'),
    idpTokenUrl: required('IDP_TOKEN_URL'),
    clientId: required('IDP_CLIENT_ID'),
    clientSecret: required('IDP_CLIENT_SECRET'),
  };
}
