import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { envSchema, type Env } from '../env';
import { BUILD_CONFIG_FILE_VARIABLE, BUILD_CONFIG_VARIABLE } from './child-env';
import {
  benchOf,
  buildOf,
  deployOf,
  rebuildRequestOf,
  serverOf,
  siteDirOf,
  testRunOf,
} from './sections';
import type { AppConfig, BuildConfig, Config } from './types';

export { previewSourceOf } from './sections';

// The one place the environment is parsed; lint keeps `process.env` out of every other module.

export interface ConfigProblem {
  variable: string;
  message: string;
}

/** Every bad variable at once, one line each. */
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

/** Checked together with the schema, so every missing one is named. */
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

/** `source` is `process.env`, or an explicit object in a test. @throws ConfigError naming every bad variable. */
export function parseConfig(source: Source): Config {
  const env = validEnv(source);
  const siteDir = siteDirOf(env);
  const build = buildOf(env);
  return {
    siteDir,
    build,
    server: serverOf(env, build, siteDir),
    rebuildRequest: rebuildRequestOf(env),
    drawImagesRoot: env.DRAW_IMAGES_ROOT,
    deploy: deployOf(env),
    production: env.NODE_ENV === 'production',
    bench: benchOf(env),
    test: testRunOf(env),
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

/** The build configuration the build handed over, or under `next dev` the environment's. @throws ConfigError */
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
  const onlyPaths = z
    .array(text)
    .optional()
    .safeParse((json as { onlyPaths?: unknown }).onlyPaths);
  if (!onlyPaths.success)
    throw new ConfigError([
      { variable: BUILD_CONFIG_VARIABLE, message: 'onlyPaths: must be a list of paths' },
    ]);
  return { build: result.data, production, ...(onlyPaths.data && { onlyPaths: onlyPaths.data }) };
}

/** @throws ConfigError naming KULTURHUSET_BUILD_CONFIG_FILE when it cannot be read. */
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

/** This process's configuration, parsed once, for code no caller hands it to. @throws ConfigError */
export function processConfig(): Config {
  processConfigMemo ??= parseConfig(process.env);
  return processConfigMemo;
}
