import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { envSchema, type Env } from '../env';
import { BUILD_CONFIG_FILE_VARIABLE, BUILD_CONFIG_VARIABLE } from './child-env';
import { FILMCLUB_PARTNERS, type FilmclubSettings } from './filmclub';
import type { ContentfulConfig, ContentSourceConfig, PlatformConfig } from './sources';
import type { AppConfig, BenchConfig, BuildConfig, Config } from './types';

/*
 * The one place the environment is parsed (issue 14 item 2). Entry points (scripts/*, the server's
 * start, next.config.js, the Playwright configs, the bench, app/_site/build-config.ts) call
 * `parseConfig(process.env)` once and hand the typed configurations down as arguments; no other
 * module reads `process.env` (lint: eslint.config.mjs).
 */

/** One bad variable: its name and why. */
export interface ConfigProblem {
  variable: string;
  message: string;
}

/** Every bad variable at once, one line each: `Invalid configuration:\n  PORT: must be a port number (1–65535)`. */
export class ConfigError extends Error {
  constructor(readonly problems: readonly ConfigProblem[]) {
    super(
      [
        'Invalid configuration:',
        ...problems.map(({ variable, message }) => `  ${variable}: ${message}`),
      ].join('\n'),
    );
    this.name = 'ConfigError';
  }
}

/** The variables each content source requires, checked together with the schema so every missing one is named. */
const REQUIRED_BY_SOURCE = {
  local: [],
  contentful: ['CONTENTFUL_SPACE_ID', 'CONTENTFUL_ACCESS_TOKEN'],
  platform: [
    'PLATFORM_URL',
    'PLATFORM_USER',
    'PLATFORM_PASSWORD',
    'MANAGEMENT_URL',
    'IDP_TOKEN_URL',
    'IDP_CLIENT_ID',
    'IDP_CLIENT_SECRET',
  ],
} as const satisfies Record<Env['CONTENT_SOURCE'], readonly (keyof Env)[]>;

type Source = Readonly<Record<string, string | undefined>>;

function problemsOfSource(source: Source): ConfigProblem[] {
  const kind = source.CONTENT_SOURCE as keyof typeof REQUIRED_BY_SOURCE | undefined;
  const required: readonly string[] = (kind && REQUIRED_BY_SOURCE[kind]) || [];
  return required
    .filter((name) => source[name] === undefined)
    .map((variable) => ({ variable, message: `is required when CONTENT_SOURCE=${kind}` }));
}

/** The preview reads the same space as the site, through the Preview API: it needs the Contentful source. */
function problemsOfPreview(source: Source): ConfigProblem[] {
  return source.CONTENTFUL_PREVIEW_TOKEN !== undefined && source.CONTENT_SOURCE !== 'contentful'
    ? [{ variable: 'CONTENTFUL_PREVIEW_TOKEN', message: 'needs CONTENT_SOURCE=contentful' }]
    : [];
}

/**
 * The content source of the preview build (docs/content.md, Preview): the site's Contentful
 * source with the Preview API's token and host, which answer drafts and changed entries as they
 * would look published. Null when there is no preview: no token, or a source other than Contentful.
 */
export function previewSourceOf(
  source: ContentSourceConfig,
  token: string | undefined,
  host: string,
): ContentSourceConfig | null {
  if (token === undefined || source.kind !== 'contentful') return null;
  return { kind: 'contentful', contentful: { ...source.contentful, accessToken: token, host } };
}

/** The env validated: every bad or missing variable in one ConfigError. */
function validEnv(source: Source): Env {
  const result = envSchema.safeParse(source);
  const problems = [
    ...(result.success
      ? []
      : result.error.issues.map((issue) => ({
          variable: String(issue.path[0] ?? '(environment)'),
          message: issue.message,
        }))),
    ...problemsOfSource(source),
    ...problemsOfPreview(source),
  ];
  if (problems.length > 0 || !result.success) throw new ConfigError(problems);
  return result.data;
}

/** A variable the chosen source requires: validEnv has checked that it is set. */
const present = (value: string | undefined): string => value ?? '';

/** BENCH_WRK (`<threads>,<connections>,<seconds>`, checked by the schema) as the bench reads it. */
function benchLoad(text: string): BenchConfig['wrk'] {
  const [threads = 2, connections = 50, durationS = 8] = text.split(',').map(Number);
  return { threads, connections, durationS };
}

function contentSourceOf(env: Env): ContentSourceConfig {
  switch (env.CONTENT_SOURCE) {
    case 'local':
      return { kind: 'local' };
    case 'contentful': {
      const contentful: ContentfulConfig = {
        space: present(env.CONTENTFUL_SPACE_ID),
        accessToken: present(env.CONTENTFUL_ACCESS_TOKEN),
        environment: env.CONTENTFUL_ENVIRONMENT,
        host: env.CONTENTFUL_HOST,
        locale: env.CONTENTFUL_LOCALE,
      };
      return { kind: 'contentful', contentful };
    }
    case 'platform': {
      const platform: PlatformConfig = {
        dataUrl: present(env.PLATFORM_URL),
        user: present(env.PLATFORM_USER),
        password: present(env.PLATFORM_PASSWORD),
        managementUrl: present(env.MANAGEMENT_URL),
        idpTokenUrl: present(env.IDP_TOKEN_URL),
        clientId: present(env.IDP_CLIENT_ID),
        clientSecret: present(env.IDP_CLIENT_SECRET),
      };
      return { kind: 'platform', platform };
    }
  }
}

/**
 * Parses the environment once into the typed configurations of the build and the server.
 * `source` is `process.env` in an entry point, an explicit object in a test.
 * @throws ConfigError naming every bad variable, one line each, with the reason.
 */
export function parseConfig(source: Source): Config {
  const env = validEnv(source);
  const runtimeUrl = env.RUNTIME_URL ?? `http://127.0.0.1:${env.EMULATOR_PORT}/runtime`;
  const emulatorUrl = (partnerId: number) =>
    `http://127.0.0.1:${env.EMULATOR_PORT}/filmclub/${partnerId}`;
  const urls = Object.fromEntries(
    FILMCLUB_PARTNERS.map((id) => [
      id,
      (id === 118 ? env.FILMCLUB_118_URL : env.FILMCLUB_178_URL) ?? emulatorUrl(id),
    ]),
  ) as FilmclubSettings['urls'];
  const secrets = {
    sharedSecret: env.REBUILD_SECRET,
    webhookSecret: env.CONTENTFUL_WEBHOOK_SECRET,
  };
  const deploy = env.DEPLOY_BUCKET
    ? {
        bucket: env.DEPLOY_BUCKET,
        endpoint: env.DEPLOY_ENDPOINT,
        prefix: env.DEPLOY_PREFIX,
        keepOldMs: env.DEPLOY_KEEP_OLD,
        region: env.AWS_REGION,
      }
    : null;
  const siteDir = path.resolve(env.SITE_DIR);
  const build: BuildConfig = {
    contentRoot: env.CONTENT_ROOT,
    clock: env.CONTENT_CLOCK,
    source: contentSourceOf(env),
    filmclub: { partnerId: env.PARTNER_ID, urls },
    runtimeUrl,
    nginx: {
      port: env.NGINX_PORT,
      apiUpstream: env.NGINX_API_UPSTREAM ?? `127.0.0.1:${env.PORT}`,
      sitePort: env.PORT,
      rebuildSchedule: env.REBUILD_SCHEDULE,
    },
    islandFaultTest: env.ISLAND_FAULT_TEST,
  };
  const previewSource = previewSourceOf(
    build.source,
    env.CONTENTFUL_PREVIEW_TOKEN,
    env.CONTENTFUL_PREVIEW_HOST,
  );
  return {
    siteDir,
    build,
    server: {
      port: env.PORT,
      host: env.HOST,
      skipBuild: env.SKIP_BUILD === '1',
      runtimeUrl,
      emulator:
        env.RUNTIME_URL || env.START_EMULATOR === '0'
          ? null
          : {
              port: env.EMULATOR_PORT,
              allowedOrigins: env.EMULATOR_ALLOWED_ORIGINS ?? [
                `http://localhost:${env.PORT}`,
                `http://127.0.0.1:${env.PORT}`,
              ],
            },
      rebuildSchedule: env.REBUILD_SCHEDULE,
      trustProxy: env.TRUST_PROXY,
      secrets,
      editorPassword: env.EDITOR_PASSWORD,
      publishCommand: env.REBUILD_PUBLISH_COMMAND,
      newsletter: {
        providerUrl: env.NEWSLETTER_PROVIDER_URL,
        providerToken: env.NEWSLETTER_PROVIDER_TOKEN,
        store: env.NEWSLETTER_STORE,
      },
      deploy,
      preview: previewSource
        ? {
            build: { ...build, source: previewSource },
            siteDir: `${siteDir}.preview`,
            maxAgeMs: env.PREVIEW_MAX_AGE * 1000,
          }
        : null,
    },
    rebuildRequest: {
      url: env.REBUILD_URL ?? `http://127.0.0.1:${env.PORT}/api/rebuild`,
      ...secrets,
    },
    drawImagesRoot: env.DRAW_IMAGES_ROOT,
    deploy,
    production: env.NODE_ENV === 'production',
    bench: {
      chromiumPath: env.CHROMIUM_PATH,
      lighthouseRuns: env.BENCH_LIGHTHOUSE_RUNS,
      searchPort: env.BENCH_PORT ?? env.E2E_PORT ?? 4100,
      servingPort: env.BENCH_SERVING_PORT,
      nginxBin: env.NGINX_BIN,
      wrk: benchLoad(env.BENCH_WRK),
      sizes: env.BENCH_SIZES,
      floor: env.BENCH_FLOOR !== '0',
      emulatorPort: env.BENCH_EMULATOR_PORT,
      portBase: env.BENCH_PORT_BASE,
      reuse: env.BENCH_REUSE === '1',
      only: env.BENCH_ONLY,
    },
    test: {
      e2ePort: env.E2E_PORT ?? 3100,
      members: env.E2E_MEMBERS !== '0',
      loadPort: env.LOAD_PORT,
      editorsPort: env.EDITORS_PORT,
      deployTestPort: env.DEPLOY_TEST_PORT,
      chromiumPath: env.CHROMIUM_PATH,
    },
  };
}

const text = z.string();
const serialisedBuildConfig: z.ZodType<BuildConfig, unknown> = z.object({
  contentRoot: text.optional(),
  clock: z.coerce.date().optional(),
  source: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('local') }),
    z.object({
      kind: z.literal('contentful'),
      contentful: z.object({
        space: text,
        accessToken: text,
        environment: text,
        host: text.optional(),
        locale: text,
      }),
    }),
    z.object({
      kind: z.literal('platform'),
      platform: z.object({
        dataUrl: text,
        user: text,
        password: text,
        managementUrl: text,
        idpTokenUrl: text,
        clientId: text,
        clientSecret: text,
      }),
    }),
  ]),
  filmclub: z.object({
    partnerId: z.number().int().optional(),
    urls: z.object({ 118: text, 178: text }),
  }),
  runtimeUrl: z.url(),
  nginx: z.object({
    port: z.number().int(),
    apiUpstream: text,
    sitePort: z.number().int(),
    rebuildSchedule: text.optional(),
  }),
  islandFaultTest: z.boolean(),
}) as z.ZodType<BuildConfig, unknown>;

/**
 * The configuration of the Next side (app/_site/build-config.ts): the build configuration the
 * build handed over in the file named by KULTURHUSET_BUILD_CONFIG_FILE (the build's way) or in
 * KULTURHUSET_BUILD_CONFIG itself, or, under `next dev` (no build in front), the one parsed from
 * the environment itself.
 * @throws ConfigError as `parseConfig`, or naming the variable (and the field) when the handed-over value is unreadable or malformed.
 */
export function parseAppConfig(source: Source): AppConfig {
  const file = source[BUILD_CONFIG_FILE_VARIABLE];
  const serialised = file === undefined ? source[BUILD_CONFIG_VARIABLE] : readHandedOver(file);
  const production = source.NODE_ENV === 'production';
  if (serialised === undefined) return { build: parseConfig(source).build, production };
  let json: unknown;
  try {
    json = JSON.parse(serialised);
  } catch (error) {
    throw new ConfigError([
      {
        variable: BUILD_CONFIG_VARIABLE,
        message: `is not JSON (${error instanceof Error ? error.message : String(error)})`,
      },
    ]);
  }
  const result = serialisedBuildConfig.safeParse(json);
  if (!result.success)
    throw new ConfigError(
      result.error.issues.map((issue) => ({
        variable: BUILD_CONFIG_VARIABLE,
        message: `${issue.path.join('.')}: ${issue.message}`,
      })),
    );
  return { build: result.data, production };
}

/** The text of the build configuration file. @throws ConfigError naming KULTURHUSET_BUILD_CONFIG_FILE when it cannot be read. */
function readHandedOver(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch (error) {
    throw new ConfigError([
      {
        variable: BUILD_CONFIG_FILE_VARIABLE,
        message: `cannot be read (${error instanceof Error ? error.message : String(error)})`,
      },
    ]);
  }
}

let processConfigMemo: Config | undefined;

/**
 * This process's configuration, parsed from its environment on the first call and kept: for
 * entry points and test support that have no caller to hand it to them (Playwright specs, the
 * bench's shared site builder).
 * @throws ConfigError as `parseConfig`.
 */
export function processConfig(): Config {
  processConfigMemo ??= parseConfig(process.env);
  return processConfigMemo;
}
