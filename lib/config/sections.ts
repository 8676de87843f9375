import path from 'node:path';
import type { Env } from '../env';
import { FILMCLUB_PARTNERS, type FilmclubSettings } from './filmclub';
import type { ContentSourceConfig } from './sources';
import type {
  BenchConfig,
  BuildConfig,
  DeployConfig,
  RebuildRequestConfig,
  ServerConfig,
  TestRunConfig,
} from './types';

type Secrets = ServerConfig['secrets'];

/** validEnv (parse.ts) has checked that the chosen source's variables are set. */
const present = (value: string | undefined): string => value ?? '';

export const siteDirOf = (env: Env): string => path.resolve(env.SITE_DIR);

export const runtimeUrlOf = (env: Env): string =>
  env.RUNTIME_URL ?? `http://127.0.0.1:${env.EMULATOR_PORT}/runtime`;

export const secretsOf = (env: Env): Secrets => ({
  sharedSecret: env.REBUILD_SECRET,
  webhookSecret: env.CONTENTFUL_WEBHOOK_SECRET,
});

export const rebuildRequestOf = (env: Env): RebuildRequestConfig => ({
  url: env.REBUILD_URL ?? `http://127.0.0.1:${env.PORT}/api/rebuild`,
  ...secretsOf(env),
});

export const deployOf = (env: Env): DeployConfig | null =>
  env.DEPLOY_BUCKET
    ? {
        bucket: env.DEPLOY_BUCKET,
        endpoint: env.DEPLOY_ENDPOINT,
        prefix: env.DEPLOY_PREFIX,
        keepOldMs: env.DEPLOY_KEEP_OLD,
        region: env.AWS_REGION,
      }
    : null;

export function contentSourceOf(env: Env): ContentSourceConfig {
  switch (env.CONTENT_SOURCE) {
    case 'local':
      return { kind: 'local' };
    case 'contentful':
      return {
        kind: 'contentful',
        contentful: {
          space: present(env.CONTENTFUL_SPACE_ID),
          accessToken: present(env.CONTENTFUL_ACCESS_TOKEN),
          environment: env.CONTENTFUL_ENVIRONMENT,
          host: env.CONTENTFUL_HOST,
          locale: env.CONTENTFUL_LOCALE,
        },
      };
    case 'platform':
      return {
        kind: 'platform',
        platform: {
          dataUrl: present(env.PLATFORM_URL),
          user: present(env.PLATFORM_USER),
          password: present(env.PLATFORM_PASSWORD),
          managementUrl: present(env.MANAGEMENT_URL),
          idpTokenUrl: present(env.IDP_TOKEN_URL),
          clientId: present(env.IDP_CLIENT_ID),
          clientSecret: present(env.IDP_CLIENT_SECRET),
        },
      };
  }
}

/** A backend without its URL variable is the local emulator's. */
export function filmclubSettingsOf(env: Env): FilmclubSettings {
  const emulatorUrl = (partnerId: number) =>
    `http://127.0.0.1:${env.EMULATOR_PORT}/filmclub/${partnerId}`;
  const urls = Object.fromEntries(
    FILMCLUB_PARTNERS.map((id) => [
      id,
      (id === 118 ? env.FILMCLUB_118_URL : env.FILMCLUB_178_URL) ?? emulatorUrl(id),
    ]),
  ) as FilmclubSettings['urls'];
  return { partnerId: env.PARTNER_ID, urls };
}

export const buildOf = (env: Env): BuildConfig => ({
  contentRoot: env.CONTENT_ROOT,
  clock: env.CONTENT_CLOCK,
  source: contentSourceOf(env),
  filmclub: filmclubSettingsOf(env),
  runtimeUrl: runtimeUrlOf(env),
  nginx: {
    port: env.NGINX_PORT,
    apiUpstream: env.NGINX_API_UPSTREAM ?? `127.0.0.1:${env.PORT}`,
    sitePort: env.PORT,
    rebuildSchedule: env.REBUILD_SCHEDULE,
  },
  islandFaultTest: env.ISLAND_FAULT_TEST,
});

/** The site's Contentful source through the Preview API; null without a token or another source. */
export function previewSourceOf(
  source: ContentSourceConfig,
  token: string | undefined,
  host: string,
): ContentSourceConfig | null {
  if (token === undefined || source.kind !== 'contentful') return null;
  return { kind: 'contentful', contentful: { ...source.contentful, accessToken: token, host } };
}

function previewOf(env: Env, build: BuildConfig, siteDir: string): ServerConfig['preview'] {
  const source = previewSourceOf(
    build.source,
    env.CONTENTFUL_PREVIEW_TOKEN,
    env.CONTENTFUL_PREVIEW_HOST,
  );
  return source
    ? {
        build: { ...build, source },
        siteDir: `${siteDir}.preview`,
        maxAgeMs: env.PREVIEW_MAX_AGE * 1000,
      }
    : null;
}

function emulatorOf(env: Env): ServerConfig['emulator'] {
  if (env.RUNTIME_URL || env.START_EMULATOR === '0') return null;
  return {
    port: env.EMULATOR_PORT,
    allowedOrigins: env.EMULATOR_ALLOWED_ORIGINS ?? [
      `http://localhost:${env.PORT}`,
      `http://127.0.0.1:${env.PORT}`,
    ],
  };
}

export const serverOf = (env: Env, build: BuildConfig, siteDir: string): ServerConfig => ({
  port: env.PORT,
  host: env.HOST,
  skipBuild: env.SKIP_BUILD === '1',
  runtimeUrl: build.runtimeUrl,
  emulator: emulatorOf(env),
  rebuildSchedule: env.REBUILD_SCHEDULE,
  rebuildScheduler: env.REBUILD_SCHEDULER,
  trustProxy: env.TRUST_PROXY,
  secrets: secretsOf(env),
  editorPassword: env.EDITOR_PASSWORD,
  publishCommand: env.REBUILD_PUBLISH_COMMAND,
  alertWebhookUrl: env.ALERT_WEBHOOK_URL,
  newsletter: {
    providerUrl: env.NEWSLETTER_PROVIDER_URL,
    providerToken: env.NEWSLETTER_PROVIDER_TOKEN,
    store: env.NEWSLETTER_STORE,
  },
  deploy: deployOf(env),
  preview: previewOf(env, build, siteDir),
  log: {
    format: env.LOG_FORMAT,
    level: env.LOG_LEVEL,
    secrets: [
      env.REBUILD_SECRET,
      env.CONTENTFUL_WEBHOOK_SECRET,
      env.EDITOR_PASSWORD,
      env.CONTENTFUL_ACCESS_TOKEN,
      env.CONTENTFUL_PREVIEW_TOKEN,
      env.NEWSLETTER_PROVIDER_TOKEN,
      env.PLATFORM_PASSWORD,
      env.IDP_CLIENT_SECRET,
    ].filter((value): value is string => Boolean(value)),
  },
});

function benchLoad(text: string): BenchConfig['wrk'] {
  const [threads = 2, connections = 50, durationS = 8] = text.split(',').map(Number);
  return { threads, connections, durationS };
}

export const benchOf = (env: Env): BenchConfig => ({
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
});

export const testRunOf = (env: Env): TestRunConfig => ({
  e2ePort: env.E2E_PORT ?? 3100,
  members: env.E2E_MEMBERS !== '0',
  loadPort: env.LOAD_PORT,
  editorsPort: env.EDITORS_PORT,
  deployTestPort: env.DEPLOY_TEST_PORT,
  chromiumPath: env.CHROMIUM_PATH,
});
