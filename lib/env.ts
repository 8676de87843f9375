import { z } from 'zod';
import { rebuildFrequencyProblem } from './rebuild-frequency';

/*
 * The schema of every environment variable the project reads. Only the configuration module
 * (lib/config/parse.ts) parses it; everything else receives the typed configurations it produces.
 */

const port = z.coerce
  .number({ error: 'must be a port number (1–65535)' })
  .int('must be a port number (1–65535)')
  .min(1, 'must be a port number (1–65535)')
  .max(65535, 'must be a port number (1–65535)');
/** `1` turns the flag on, `0` (or unset) off. */
const flag = z.enum(['0', '1'], { error: 'must be 0 or 1' });

export const envSchema = z.object({
  CONTENT_SOURCE: z.enum(['local', 'contentful', 'platform']).default('local'),
  /** Folder holding `content/` and `page-definitions/` for the local source (benchmarks use generated content). Default: the project. */
  CONTENT_ROOT: z.string().min(1).optional(),
  /** Pins the build clock (ISO 8601) so generated showtimes are reproducible; default: now. */
  CONTENT_CLOCK: z.iso
    .datetime({
      offset: true,
      error: 'must be an ISO 8601 date and time, e.g. 2026-11-25T10:00:00+01:00',
    })
    .optional()
    .transform((value) => (value ? new Date(value) : undefined)),
  PORT: port.default(3000),
  /** Address the site server listens on; default `0.0.0.0` (every interface). */
  HOST: z.string().min(1, 'must not be empty').default('0.0.0.0'),
  /** The site folder `npm start` serves and `npm run build` writes (a symlink to the live build); default `out`. */
  SITE_DIR: z.string().min(1, 'must not be empty').default('out'),
  /** `1`: `npm start` serves the site folder as it is, never building first (tests that build once). */
  SKIP_BUILD: flag.optional(),
  /** `0`: `npm start` starts no emulator (another process of the test run serves it). */
  START_EMULATOR: flag.optional(),
  /** Set by Next itself: `production` in `next build`, `development` in `next dev`, `test` in jest. */
  NODE_ENV: z.enum(['production', 'development', 'test']).optional(),
  /** The build configuration `npm run build` hands to `next build` (JSON, lib/config/parse.ts); set by the build, never by hand. */
  KULTURHUSET_BUILD_CONFIG: z.string().optional(),
  /** `1` when the build has a film club, `0` when not: compiled into the member islands' loaders by `next build` (next.config.js); set by the build. */
  KULTURHUSET_FILMCLUB: z.enum(['0', '1']).optional(),
  /** The file holding that JSON instead (pipeline/build-site.ts writes it; a fixed path per project, so the environment, and with it the compiled code, is the same for every build). */
  KULTURHUSET_BUILD_CONFIG_FILE: z.string().optional(),
  /** Export folder of `next build`, relative to the project (next.config.js); set by the build. */
  NEXT_DIST_DIR: z.string().optional(),
  /** Where `scripts/request-rebuild.ts` posts (the systemd timer's unit sets it); default `http://127.0.0.1:<PORT>/api/rebuild`. */
  REBUILD_URL: z.url().optional(),
  /** Chromium for Playwright, Lighthouse and the bench; default Debian's `/usr/bin/chromium`. */
  CHROMIUM_PATH: z.string().min(1, 'must not be empty').default('/usr/bin/chromium'),
  /** Base port of the Playwright run (public site; member builds at +18 and +78); the bench's search page uses it too. */
  E2E_PORT: port.optional(),
  /** Port of the bench's search measurement; default E2E_PORT, else 4100. */
  BENCH_PORT: port.optional(),
  /** How often the bench measures each page with Lighthouse; default 3. */
  BENCH_LIGHTHOUSE_RUNS: z.coerce
    .number({ error: 'must be a whole number of runs (1 or more)' })
    .int('must be a whole number of runs (1 or more)')
    .min(1, 'must be a whole number of runs (1 or more)')
    .default(3),
  /** Port of the bench's serving measurement (the site server; nginx on the next one); default 3410. */
  BENCH_SERVING_PORT: port.default(3410),
  /** wrk's load in the bench's serving measurement: `<threads>,<connections>,<seconds>`; default `2,50,8` (bench/sections/serving.ts). */
  BENCH_WRK: z
    .string()
    .regex(/^[1-9]\d*,[1-9]\d*,[1-9]\d*$/, 'must be <threads>,<connections>,<seconds>, e.g. 2,50,8')
    .default('2,50,8'),
  /** nginx for the bench's serving measurement; default Debian's `/usr/sbin/nginx`. */
  NGINX_BIN: z.string().min(1, 'must not be empty').default('/usr/sbin/nginx'),
  /** The bench's own emulator (its builds point at it); default 4610. */
  BENCH_EMULATOR_PORT: port.default(4610),
  /** First port of the sites the bench serves; default 4611. */
  BENCH_PORT_BASE: port.default(4611),
  /** BENCH_REUSE=1: measure the bench builds already there instead of building again. */
  BENCH_REUSE: flag.optional(),
  /** Comma-separated bench sections to run (`javascript,lighthouse`); default all. */
  BENCH_ONLY: z.string().optional(),
  /** E2E_MEMBERS=0: the Playwright run serves only the public build (no member builds). */
  E2E_MEMBERS: flag.optional(),
  /** Port of the load test's site server; default 3320. */
  LOAD_PORT: port.default(3320),
  /** First port of the editors' end-to-end specs (rebuild +0, status +10, preview +30, each emulator +1); default 3300. */
  EDITORS_PORT: port.default(3300),
  /** Port of server/deploy.test.ts's S3 protocol server (its proxy on the next one); default 5650. */
  DEPLOY_TEST_PORT: port.default(5650),
  /** Synthetic content sizes of the bench's build measurement (comma-separated production counts, bench/sections/build.ts). */
  BENCH_SIZES: z.string().optional(),
  /** BENCH_FLOOR=0: the bench's build section skips the floor (a bare Next export of as many pages, bench/floor-app) and its ratios. */
  BENCH_FLOOR: flag.optional(),
  /** The project `npm run images` draws for; default this one (tests draw into a copy). */
  DRAW_IMAGES_ROOT: z.string().min(1, 'must not be empty').optional(),
  /** Port the generated nginx config (`<SITE_DIR>.nginx/nginx.conf`) listens on. */
  NGINX_PORT: port.default(8080),
  /** The site server as nginx reaches it for `/api/` (`host:port` or `unix:/path`), written into the generated nginx config. Default `127.0.0.1:<PORT>`. */
  NGINX_API_UPSTREAM: z.string().min(1, 'must not be empty').optional(),
  /** Daily rebuild of the site server (cron, five fields, Europe/Oslo; server/rebuild/schedule.ts): 1–4 runs every day (lib/rebuild-frequency.ts); `off` turns it off. Default `5 4 * * *`. */
  REBUILD_SCHEDULE: z
    .string()
    .optional()
    .superRefine((value, context) => {
      const expression = value?.trim() ?? '';
      if (!expression || ['off', 'none', 'false', '0'].includes(expression.toLowerCase())) return;
      let problem: string | undefined;
      try {
        problem = rebuildFrequencyProblem(expression);
      } catch {
        problem =
          'must be a cron expression of five fields (minute hour day month weekday, e.g. "5 4 * * *"), or "off"';
      }
      if (problem) context.addIssue({ code: 'custom', message: problem });
    }),
  /** Trust X-Forwarded-For from the proxy in front (nginx): `1`/`true` = the nearest hop, or a comma-separated list of proxy addresses/CIDRs (fastify's trustProxy). Default: not trusted. */
  TRUST_PROXY: z
    .string()
    .optional()
    .refine(
      (value) => !/^\s*-?\d+(?:\.\d+)?\s*$/.test(value ?? '') || /^\s*\d+\s*$/.test(value ?? ''),
      'must be a whole number of proxy hops, true/false, or a comma-separated list of proxy addresses',
    ),
  /** Port of the local emulator of the outside services, started by `npm start` when no service URL is set. */
  EMULATOR_PORT: port.default(3001),
  /** Comma-separated origins whose pages may call the emulator (CORS); default the site server's own (`emulatorOrigins`). */
  EMULATOR_ALLOWED_ORIGINS: z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((origin) => origin.trim())
        .filter(Boolean),
    )
    .pipe(
      z.array(
        z
          .url()
          .refine(
            (url) => URL.canParse(url) && new URL(url).origin === url,
            'must be origins such as http://127.0.0.1:3000, comma-separated, without a path',
          ),
      ),
    )
    .optional(),
  /** Runtime service base URL (live availability); baked into the build. Default: the local emulator. */
  RUNTIME_URL: z.url().optional(),
  /** Film-club backend: 118 or 178; any other value none (docs/product.md, Constants). Default: the site config's partner id. */
  PARTNER_ID: z.coerce
    .number({ error: 'must be a whole number (118, 178: a film club; any other: none)' })
    .int('must be a whole number (118, 178: a film club; any other: none)')
    .optional(),
  FILMCLUB_118_URL: z.url().optional(),
  FILMCLUB_178_URL: z.url().optional(),
  /** Contentful Delivery API (docs/architecture.md, Configuration); space and token are required with CONTENT_SOURCE=contentful (`contentfulConfig`). */
  CONTENTFUL_SPACE_ID: z
    .string()
    .regex(/^[A-Za-z0-9_-]+$/, 'must be a Contentful space id (letters, digits, - and _)')
    .optional(),
  CONTENTFUL_ACCESS_TOKEN: z.string().min(1, 'must not be empty').optional(),
  /** API host as `host[:port]`, no protocol: `preview.contentful.com`, or `127.0.0.1:<port>` for a local test server. Default: cdn.contentful.com. */
  CONTENTFUL_HOST: z
    .string()
    .regex(
      /^[A-Za-z0-9.-]+(?::\d{1,5})?$/,
      'must be host[:port] without a protocol, e.g. cdn.contentful.com or 127.0.0.1:8080',
    )
    .optional(),
  CONTENTFUL_ENVIRONMENT: z
    .string()
    .regex(/^[A-Za-z0-9_.-]+$/, 'must be a Contentful environment id')
    .default('master'),
  /** The space's locale code for the site's bokmål content, e.g. `nb` or `nb-NO`. Default: nb. */
  CONTENTFUL_LOCALE: z
    .string()
    .regex(
      /^[a-z]{2,3}(?:-[A-Za-z0-9]{2,8})*$/,
      'must be a Contentful locale code such as nb or nb-NO',
    )
    .default('nb'),
  /** Contentful Preview API token (docs/content.md, Preview): set, editors see unpublished changes under `/redaksjon/forhandsvisning/…`. Needs CONTENT_SOURCE=contentful and EDITOR_PASSWORD. */
  CONTENTFUL_PREVIEW_TOKEN: z.string().min(1, 'must not be empty').optional(),
  /** Preview API host as `host[:port]`, no protocol; default `preview.contentful.com` (a local test server in tests). */
  CONTENTFUL_PREVIEW_HOST: z
    .string()
    .regex(
      /^[A-Za-z0-9.-]+(?::\d{1,5})?$/,
      'must be host[:port] without a protocol, e.g. preview.contentful.com or 127.0.0.1:8080',
    )
    .default('preview.contentful.com'),
  /** How old a preview build may be when an editor opens a preview, in seconds; an older one is rebuilt first (docs/content.md, Preview). Default 10. */
  PREVIEW_MAX_AGE: z.coerce
    .number({ error: 'must be a whole number of seconds' })
    .int('must be a whole number of seconds')
    .min(0, 'must be a whole number of seconds')
    .default(10),
  /** Shared secret of the editors' rebuild webhook, sent as `x-rebuild-secret` (docs/architecture.md, Configuration); unset with CONTENTFUL_WEBHOOK_SECRET: every call is refused. */
  REBUILD_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  /** Password of the editors' pages (the status page `/redaksjon/status` and the preview `/redaksjon/forhandsvisning/…`), asked for by HTTP basic auth with any user name (docs/editors.md); unset: those pages answer 404. */
  EDITOR_PASSWORD: z
    .string()
    .min(
      16,
      'must be at least 16 characters, e.g. a random one from `openssl rand -base64 24` (wrong guesses are limited, but a short password is still guessed in time)',
    )
    .optional(),
  /** Contentful webhook request-verification secret (64 characters, as Contentful generates it) for signed rebuild calls. */
  CONTENTFUL_WEBHOOK_SECRET: z
    .string()
    .length(64, 'must be the 64-character request-verification secret of the Contentful webhook')
    .optional(),
  /** Shell command run after each successful rebuild with the new site directory as `$1` and `REBUILD_SITE_DIR`, e.g. to publish it to a CDN. */
  REBUILD_PUBLISH_COMMAND: z.string().min(1, 'must not be empty').optional(),
  /** `npm run deploy` and the rebuild's deploy after each swap: the S3 bucket; unset, nothing is deployed (README, "Deploy to object storage and a CDN"). */
  DEPLOY_BUCKET: z
    .string()
    .regex(
      /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
      'must be an S3 bucket name (3-63 lower-case letters, digits, dots and hyphens)',
    )
    .optional(),
  /** URL of an S3-compatible store (MinIO, R2, a local test server); unset: AWS S3. Credentials and region come from the AWS SDK's usual chain. */
  DEPLOY_ENDPOINT: z.url().optional(),
  /** Key prefix of the site in the bucket (`site` → `site/kinoprogram.html`); default the bucket's root. */
  DEPLOY_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9!_.*'()/-]*$/, "must be an S3 key prefix of letters, digits and !_.*'()/-")
    .default('')
    .transform((value) => value.replace(/^\/+|\/+$/g, ''))
    .transform((value) => (value ? `${value}/` : '')),
  /** How long objects the site no longer has stay after a deploy, as `<n>d`, `<n>h`, `<n>m` or `<n>s`; default `1d`. Parsed to ms. */
  DEPLOY_KEEP_OLD: z
    .string()
    .regex(/^\d+[dhms]$/, 'must be a duration such as 1d, 12h, 30m or 0s')
    .default('1d')
    .transform(
      (value) =>
        Number(value.slice(0, -1)) *
        { d: 86_400_000, h: 3_600_000, m: 60_000, s: 1000 }[
          value.slice(-1) as 'd' | 'h' | 'm' | 's'
        ],
    ),
  /** The AWS SDK's region for the deploy (its own chain reads it too); a store of its own (DEPLOY_ENDPOINT) takes any, e.g. us-east-1. */
  AWS_REGION: z
    .string()
    .regex(/^[a-z0-9-]+$/, 'must be a region code such as eu-north-1')
    .optional(),
  /** Newsletter provider's sign-up endpoint; the site server forwards each sign-up there (JSON `{ email, subscribedAt }`). Unset: the local store. */
  NEWSLETTER_PROVIDER_URL: z.url().optional(),
  /** Sent to the newsletter provider as `Authorization: Bearer <token>`. */
  NEWSLETTER_PROVIDER_TOKEN: z.string().min(1, 'must not be empty').optional(),
  /** The local newsletter store (JSON Lines, append-only), relative to the project; default `data/newsletter-subscribers.jsonl`. */
  NEWSLETTER_STORE: z.string().min(1, 'must not be empty').optional(),
  /** Platform data service (docs/architecture.md, Configuration; docs/product.md, Outside services): base URL and basic-auth credentials; required with CONTENT_SOURCE=platform (`platformConfig`). */
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
  ISLAND_FAULT_TEST: z
    .enum(['0', '1'])
    .default('0')
    .transform((value) => value === '1'),
});

/** The variables as the schema reads them (defaults filled in). */
export type Env = z.infer<typeof envSchema>;
