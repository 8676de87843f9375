import type { FilmclubSettings } from './filmclub';
import type { ContentSourceConfig } from './sources';

/** For the generated nginx config and systemd timer. */
export interface NginxConfig {
  port: number;
  /** Where nginx proxies `/api/`. */
  apiUpstream: string;
  sitePort: number;
  rebuildSchedule: string | undefined;
}

/** Fixed for the whole build and handed to `next build`. */
export interface BuildConfig {
  contentRoot: string | undefined;
  /** CONTENT_CLOCK; undefined: each build takes the moment it starts. */
  clock: Date | undefined;
  source: ContentSourceConfig;
  filmclub: FilmclubSettings;
  runtimeUrl: string;
  nginx: NginxConfig;
  /** Test builds only: `?island-fault=<island>` makes that island throw. */
  islandFaultTest: boolean;
}

export interface EmulatorConfig {
  port: number;
  allowedOrigins: string[];
}

/** The provider when `providerUrl` is set, else the local file `store`. */
export interface NewsletterConfig {
  providerUrl: string | undefined;
  providerToken: string | undefined;
  /** Relative to the project; undefined: `data/newsletter-subscribers.jsonl`. */
  store: string | undefined;
}

export interface ServerConfig {
  port: number;
  host: string;
  skipBuild: boolean;
  runtimeUrl: string;
  emulator: EmulatorConfig | null;
  rebuildSchedule: string | undefined;
  /** REBUILD_SCHEDULER: who starts the scheduled builds; with `systemd` the server only watches them. */
  rebuildScheduler: 'server' | 'systemd';
  trustProxy: string | undefined;
  secrets: { sharedSecret: string | undefined; webhookSecret: string | undefined };
  editorPassword: string | undefined;
  publishCommand: string | undefined;
  /** ALERT_WEBHOOK_URL: a failed build or deploy and an overdue daily rebuild are posted there (server/alerts/). */
  alertWebhookUrl: string | undefined;
  newsletter: NewsletterConfig;
  deploy: DeployConfig | null;
  preview: PreviewConfig | null;
  log: LogConfig;
}

/** The site server's log (server/log.ts; README, Logs). */
export interface LogConfig {
  /** LOG_FORMAT: one JSON object a line (default), or pino-pretty's coloured lines. */
  format: 'json' | 'pretty';
  /** LOG_LEVEL: pino's level name, default `info`. */
  level: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** The configured secrets' values, which the log replaces wherever they appear. */
  secrets: string[];
}

/** The site's build configuration read through the Contentful Preview API. */
export interface PreviewConfig {
  build: BuildConfig;
  /** `<SITE_DIR>.preview`, never the live folder. */
  siteDir: string;
  /** ms; an older preview build is rebuilt before it is served. */
  maxAgeMs: number;
}

export interface DeployConfig {
  bucket: string;
  endpoint: string | undefined;
  /** DEPLOY_PREFIX, normalised to `''` or `site/`. */
  prefix: string;
  keepOldMs: number;
  region: string | undefined;
}

export interface RebuildRequestConfig {
  url: string;
  sharedSecret: string | undefined;
  webhookSecret: string | undefined;
}

export interface BenchConfig {
  chromiumPath: string;
  lighthouseRuns: number;
  searchPort: number;
  servingPort: number;
  nginxBin: string;
  wrk: { threads: number; connections: number; durationS: number };
  sizes: string | undefined;
  floor: boolean;
  emulatorPort: number;
  portBase: number;
  reuse: boolean;
  only: string | undefined;
}

export interface TestRunConfig {
  /** The public site; member builds at +18 and +78, nginx at +90. */
  e2ePort: number;
  members: boolean;
  loadPort: number;
  editorsPort: number;
  deployTestPort: number;
  chromiumPath: string;
}

export interface Config {
  /** Absolute. */
  siteDir: string;
  build: BuildConfig;
  server: ServerConfig;
  rebuildRequest: RebuildRequestConfig;
  drawImagesRoot: string | undefined;
  deploy: DeployConfig | null;
  production: boolean;
  bench: BenchConfig;
  test: TestRunConfig;
}

export interface AppConfig {
  build: BuildConfig;
  production: boolean;
  /** An incremental rebuild's pages (docs/architecture.md, Incremental rebuilds): only these are generated besides the front page, 404, sitemap, robots and offline page; undefined: every page. */
  onlyPaths?: string[];
}
