import { z } from 'zod';
import { rebuildFrequencyProblem } from './rebuild-frequency';

// Every environment variable the project reads, explained in the README's configuration table
// (test and bench ports: docs/testing.md); only lib/config parses them.

const port = z.coerce
  .number({ error: 'must be a port number (1–65535)' })
  .int('must be a port number (1–65535)')
  .min(1, 'must be a port number (1–65535)')
  .max(65535, 'must be a port number (1–65535)');
const flag = z.enum(['0', '1'], { error: 'must be 0 or 1' });

export const envSchema = z.object({
  CONTENT_SOURCE: z.enum(['local', 'contentful', 'platform']).default('local'),
  CONTENT_ROOT: z.string().min(1).optional(),
  CONTENT_CLOCK: z.iso
    .datetime({
      offset: true,
      error: 'must be an ISO 8601 date and time, e.g. 2026-11-25T10:00:00+01:00',
    })
    .optional()
    .transform((value) => (value ? new Date(value) : undefined)),
  PORT: port.default(3000),
  HOST: z.string().min(1, 'must not be empty').default('0.0.0.0'),
  SITE_DIR: z.string().min(1, 'must not be empty').default('out'),
  SKIP_BUILD: flag.optional(),
  START_EMULATOR: flag.optional(),
  NODE_ENV: z.enum(['production', 'development', 'test']).optional(),
  /** Set by the build, never by hand (lib/config/child-env.ts). */
  KULTURHUSET_BUILD_CONFIG: z.string().optional(),
  /** Set by the build: compiled into the member islands' loaders (next.config.js). */
  KULTURHUSET_FILMCLUB: z.enum(['0', '1']).optional(),
  /** A fixed path per project, so the environment, and the compiled code, is the same for every build. */
  KULTURHUSET_BUILD_CONFIG_FILE: z.string().optional(),
  NEXT_DIST_DIR: z.string().optional(),
  REBUILD_URL: z.url().optional(),
  CHROMIUM_PATH: z.string().min(1, 'must not be empty').default('/usr/bin/chromium'),
  E2E_PORT: port.optional(),
  BENCH_PORT: port.optional(),
  BENCH_LIGHTHOUSE_RUNS: z.coerce
    .number({ error: 'must be a whole number of runs (1 or more)' })
    .int('must be a whole number of runs (1 or more)')
    .min(1, 'must be a whole number of runs (1 or more)')
    .default(3),
  BENCH_SERVING_PORT: port.default(3410),
  BENCH_WRK: z
    .string()
    .regex(/^[1-9]\d*,[1-9]\d*,[1-9]\d*$/, 'must be <threads>,<connections>,<seconds>, e.g. 2,50,8')
    .default('2,50,8'),
  NGINX_BIN: z.string().min(1, 'must not be empty').default('/usr/sbin/nginx'),
  BENCH_EMULATOR_PORT: port.default(4610),
  BENCH_PORT_BASE: port.default(4611),
  BENCH_REUSE: flag.optional(),
  BENCH_ONLY: z.string().optional(),
  E2E_MEMBERS: flag.optional(),
  LOAD_PORT: port.default(3320),
  EDITORS_PORT: port.default(3300),
  DEPLOY_TEST_PORT: port.default(5650),
  BENCH_SIZES: z.string().optional(),
  BENCH_FLOOR: flag.optional(),
  DRAW_IMAGES_ROOT: z.string().min(1, 'must not be empty').optional(),
  NGINX_PORT: port.default(8080),
  NGINX_API_UPSTREAM: z.string().min(1, 'must not be empty').optional(),
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
  /**
   * Who starts the daily rebuilds of REBUILD_SCHEDULE: the site server (`server`), or the systemd
   * timer the build writes (`systemd`), in which case the server starts none but still watches the
   * schedule and alerts when a run is overdue (README, Behind nginx: the systemd timer).
   */
  REBUILD_SCHEDULER: z
    .enum(['server', 'systemd'], { error: 'must be server or systemd' })
    .default('server'),
  /** fastify's trustProxy: `1`/`true` = the nearest hop, or proxy addresses/CIDRs. */
  TRUST_PROXY: z
    .string()
    .optional()
    .refine(
      (value) => !/^\s*-?\d+(?:\.\d+)?\s*$/.test(value ?? '') || /^\s*\d+\s*$/.test(value ?? ''),
      'must be a whole number of proxy hops, true/false, or a comma-separated list of proxy addresses',
    ),
  /** The site server's log (server/log.ts): one JSON object a line, or pino-pretty's lines for a person. */
  LOG_FORMAT: z.enum(['json', 'pretty'], { error: 'must be json or pretty' }).default('json'),
  /** pino's levels; `silent` writes nothing. */
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
      error: 'must be one of fatal, error, warn, info, debug, trace, silent',
    })
    .default('info'),
  EMULATOR_PORT: port.default(3001),
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
  RUNTIME_URL: z.url().optional(),
  PARTNER_ID: z.coerce
    .number({ error: 'must be a whole number (118, 178: a film club; any other: none)' })
    .int('must be a whole number (118, 178: a film club; any other: none)')
    .optional(),
  FILMCLUB_118_URL: z.url().optional(),
  FILMCLUB_178_URL: z.url().optional(),
  CONTENTFUL_SPACE_ID: z
    .string()
    .regex(/^[A-Za-z0-9_-]+$/, 'must be a Contentful space id (letters, digits, - and _)')
    .optional(),
  CONTENTFUL_ACCESS_TOKEN: z.string().min(1, 'must not be empty').optional(),
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
  CONTENTFUL_LOCALE: z
    .string()
    .regex(
      /^[a-z]{2,3}(?:-[A-Za-z0-9]{2,8})*$/,
      'must be a Contentful locale code such as nb or nb-NO',
    )
    .default('nb'),
  CONTENTFUL_PREVIEW_TOKEN: z.string().min(1, 'must not be empty').optional(),
  CONTENTFUL_PREVIEW_HOST: z
    .string()
    .regex(
      /^[A-Za-z0-9.-]+(?::\d{1,5})?$/,
      'must be host[:port] without a protocol, e.g. preview.contentful.com or 127.0.0.1:8080',
    )
    .default('preview.contentful.com'),
  PREVIEW_MAX_AGE: z.coerce
    .number({ error: 'must be a whole number of seconds' })
    .int('must be a whole number of seconds')
    .min(0, 'must be a whole number of seconds')
    .default(10),
  /** Unset together with CONTENTFUL_WEBHOOK_SECRET: every rebuild call is refused. */
  REBUILD_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  /** Unset: the editors' pages answer 404. */
  EDITOR_PASSWORD: z
    .string()
    .min(
      16,
      'must be at least 16 characters, e.g. a random one from `openssl rand -base64 24` (wrong guesses are limited, but a short password is still guessed in time)',
    )
    .optional(),
  CONTENTFUL_WEBHOOK_SECRET: z
    .string()
    .length(64, 'must be the 64-character request-verification secret of the Contentful webhook')
    .optional(),
  REBUILD_PUBLISH_COMMAND: z.string().min(1, 'must not be empty').optional(),
  DEPLOY_BUCKET: z
    .string()
    .regex(
      /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
      'must be an S3 bucket name (3-63 lower-case letters, digits, dots and hyphens)',
    )
    .optional(),
  DEPLOY_ENDPOINT: z.url().optional(),
  DEPLOY_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9!_.*'()/-]*$/, "must be an S3 key prefix of letters, digits and !_.*'()/-")
    .default('')
    .transform((value) => value.replace(/^\/+|\/+$/g, ''))
    .transform((value) => (value ? `${value}/` : '')),
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
  AWS_REGION: z
    .string()
    .regex(/^[a-z0-9-]+$/, 'must be a region code such as eu-north-1')
    .optional(),
  /** Where alerts go (server/alerts/); http only to this machine, for tests. */
  ALERT_WEBHOOK_URL: z
    .string()
    .refine((value) => {
      const url = URL.canParse(value) ? new URL(value) : null;
      return (
        url?.protocol === 'https:' ||
        (url?.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname))
      );
    }, 'must be an https:// URL (http:// only for 127.0.0.1 or localhost, in tests)')
    .optional(),
  NEWSLETTER_PROVIDER_URL: z.url().optional(),
  NEWSLETTER_PROVIDER_TOKEN: z.string().min(1, 'must not be empty').optional(),
  NEWSLETTER_STORE: z.string().min(1, 'must not be empty').optional(),
  PLATFORM_URL: z.url().optional(),
  PLATFORM_USER: z.string().min(1, 'must not be empty').optional(),
  PLATFORM_PASSWORD: z.string().min(1, 'must not be empty').optional(),
  MANAGEMENT_URL: z.url().optional(),
  IDP_TOKEN_URL: z.url().optional(),
  IDP_CLIENT_ID: z.string().min(1, 'must not be empty').optional(),
  IDP_CLIENT_SECRET: z.string().min(1, 'must not be empty').optional(),
  ISLAND_FAULT_TEST: z
    .enum(['0', '1'])
    .default('0')
    .transform((value) => value === '1'),
});

export type Env = z.infer<typeof envSchema>;
