import type { FilmclubSettings } from './filmclub';
import type { ContentSourceConfig } from './sources';

/* The shapes of the parsed configuration (lib/config/parse.ts makes them). */

/** What nginx and its systemd timer need from the build (the nginx-config post-export step). */
export interface NginxConfig {
  /** NGINX_PORT. */
  port: number;
  /** Where nginx proxies `/api/`: NGINX_API_UPSTREAM, default `127.0.0.1:<PORT>`. */
  apiUpstream: string;
  /** The site server's PORT (the timer's fallback target for a unix-socket upstream). */
  sitePort: number;
  /** REBUILD_SCHEDULE as written (validated); the timer writes the same schedule. */
  rebuildSchedule: string | undefined;
}

/** Everything a build needs, fixed for the whole build and handed to `next build` (`buildConfigEnv`). */
export interface BuildConfig {
  /** Folder holding `content/` and `page-definitions/` (CONTENT_ROOT); undefined: the project. */
  contentRoot: string | undefined;
  /** The build clock pinned by CONTENT_CLOCK; undefined: each build takes the moment it starts (build/build-site.ts), and hands that to `next build`. */
  clock: Date | undefined;
  source: ContentSourceConfig;
  filmclub: FilmclubSettings;
  /** Runtime service base URL (live availability), baked into the pages: RUNTIME_URL or the local emulator's. */
  runtimeUrl: string;
  nginx: NginxConfig;
  /** ISLAND_FAULT_TEST=1 (test builds only): `?island-fault=<island>` makes that island throw (components/shared/island-boundary.client.tsx). */
  islandFaultTest: boolean;
}

/** The local emulator of the outside services, as `npm start` and `npm run dev` start it. */
export interface EmulatorConfig {
  port: number;
  /** Origins whose pages may call it (CORS): EMULATOR_ALLOWED_ORIGINS, default the site on PORT. */
  allowedOrigins: string[];
}

/** The newsletter store: the provider when `providerUrl` is set, else the local file `store`. */
export interface NewsletterConfig {
  providerUrl: string | undefined;
  providerToken: string | undefined;
  /** Relative to the project; undefined: `data/newsletter-subscribers.jsonl`. */
  store: string | undefined;
}

/** Everything the site server needs (`npm start`). */
export interface ServerConfig {
  port: number;
  host: string;
  /** SKIP_BUILD=1: serve the site folder as it is. */
  skipBuild: boolean;
  runtimeUrl: string;
  /** The emulator to start; null when RUNTIME_URL is set or START_EMULATOR=0. */
  emulator: EmulatorConfig | null;
  /** REBUILD_SCHEDULE as written (validated; build/policy/rebuild-schedule.ts reads it). */
  rebuildSchedule: string | undefined;
  /** TRUST_PROXY as written (validated; server/trust-proxy.ts reads it). */
  trustProxy: string | undefined;
  secrets: { sharedSecret: string | undefined; webhookSecret: string | undefined };
  /** EDITOR_PASSWORD: the editors' pages' password (status, preview; server/editor-auth.ts); undefined: those pages answer 404. */
  editorPassword: string | undefined;
  /** REBUILD_PUBLISH_COMMAND. */
  publishCommand: string | undefined;
  newsletter: NewsletterConfig;
  /** The deploy after each rebuild's swap; null when DEPLOY_BUCKET is unset. */
  deploy: DeployConfig | null;
  /** The editors' preview (docs/content.md, Preview); null without CONTENTFUL_PREVIEW_TOKEN. */
  preview: PreviewConfig | null;
}

/** The preview build: the site's build configuration read through the Contentful Preview API. */
export interface PreviewConfig {
  /** The build configuration with the preview source (`previewSourceOf`). */
  build: BuildConfig;
  /** Where the preview is built: `<SITE_DIR>.preview` (absolute), never the live folder. */
  siteDir: string;
  /** PREVIEW_MAX_AGE in ms: an older preview build is rebuilt before it is served. */
  maxAgeMs: number;
}

/** Where `npm run deploy` and the rebuild's deploy upload the site (README, "Deploy to object storage and a CDN"). */
export interface DeployConfig {
  /** DEPLOY_BUCKET. */
  bucket: string;
  /** DEPLOY_ENDPOINT: an S3-compatible store; undefined: AWS S3. */
  endpoint: string | undefined;
  /** DEPLOY_PREFIX, normalised to `''` or `site/`. */
  prefix: string;
  /** DEPLOY_KEEP_OLD in ms. */
  keepOldMs: number;
  /** AWS_REGION; undefined: the SDK's chain. */
  region: string | undefined;
}

/** The rebuild request of the systemd timer (scripts/request-rebuild.ts). */
export interface RebuildRequestConfig {
  url: string;
  sharedSecret: string | undefined;
  webhookSecret: string | undefined;
}

/** What the bench's sections read (`npm run bench`, bench/sections/*). */
export interface BenchConfig {
  chromiumPath: string;
  lighthouseRuns: number;
  /** The search measurement's port: BENCH_PORT, else E2E_PORT, else 4100. */
  searchPort: number;
  servingPort: number;
  nginxBin: string;
  /** The serving measurement's load (BENCH_WRK): wrk threads, open connections, seconds per row. */
  wrk: { threads: number; connections: number; durationS: number };
  /** BENCH_SIZES as written (bench/sections/build.ts reads it). */
  sizes: string | undefined;
  /** Whether the build section also builds each size's floor (BENCH_FLOOR, default 1). */
  floor: boolean;
  /** The emulator the bench builds point at (BENCH_EMULATOR_PORT). */
  emulatorPort: number;
  /** First port of the sites the bench serves (BENCH_PORT_BASE). */
  portBase: number;
  /** BENCH_REUSE=1: measure the builds already there. */
  reuse: boolean;
  /** BENCH_ONLY as written: the sections to run; undefined: all. */
  only: string | undefined;
}

/** What the Playwright run and the load test read (test support, tests/config.ts). */
export interface TestRunConfig {
  /** E2E_PORT: the public site; member builds at +18 and +78, nginx at +90. Default 3100. */
  e2ePort: number;
  /** E2E_MEMBERS is not `0`: the member builds are served too. */
  members: boolean;
  /** LOAD_PORT. */
  loadPort: number;
  /** EDITORS_PORT: the editors' specs' sites (rebuild +0, status +10, preview +30). */
  editorsPort: number;
  /** DEPLOY_TEST_PORT: server/deploy.test.ts's S3 protocol server; its proxy on the next port. */
  deployTestPort: number;
  chromiumPath: string;
}

/** The whole configuration of one process. */
export interface Config {
  /** The site folder (SITE_DIR, absolute; default `out`). */
  siteDir: string;
  build: BuildConfig;
  server: ServerConfig;
  rebuildRequest: RebuildRequestConfig;
  /** The project `npm run images` draws for (DRAW_IMAGES_ROOT); undefined: this one. */
  drawImagesRoot: string | undefined;
  /** The deploy target of `npm run deploy`; null when DEPLOY_BUCKET is unset. */
  deploy: DeployConfig | null;
  /** NODE_ENV is `production` (Next's build); the service worker registers only then. */
  production: boolean;
  bench: BenchConfig;
  test: TestRunConfig;
}

/** What the app (the Next side) renders with: the build configuration and whether this is Next's production build. */
export interface AppConfig {
  build: BuildConfig;
  production: boolean;
}
