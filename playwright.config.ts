import { defineConfig } from '@playwright/test';
import { processConfig } from './lib/config';
import { newsletterStorePath } from './tests/e2e/newsletter-store';

const run = processConfig().test;
const PORT = run.e2ePort;
/** Member-area sites, one per film-club backend, each its own build (PARTNER_ID, docs/product.md, Film club). */
const MEMBER_SITES = [
  { partnerId: 118, port: PORT + 18 },
  { partnerId: 178, port: PORT + 78 },
];
const withMembers = run.members;

const server = (port: number, siteDir: string, startEmulator: boolean, partnerId?: number) => ({
  command: 'npx tsx scripts/start.ts',
  url: `http://127.0.0.1:${port}/`,
  env: {
    PORT: String(port),
    HOST: '127.0.0.1',
    SKIP_BUILD: '1',
    SITE_DIR: siteDir,
    START_EMULATOR: startEmulator ? '1' : '0',
    // The one emulator serves the pages of every site of the run, and no other origin (CORS).
    ...(startEmulator && {
      EMULATOR_ALLOWED_ORIGINS: [PORT, ...MEMBER_SITES.map((site) => site.port)]
        .map((sitePort) => `http://127.0.0.1:${sitePort}`)
        .join(','),
    }),
    NEWSLETTER_STORE: newsletterStorePath(port),
    // Three servers share one project folder; none rebuilds on a timer while the suite runs.
    REBUILD_SCHEDULE: 'off',
    ...(partnerId && { PARTNER_ID: String(partnerId) }),
  },
  reuseExistingServer: false,
  timeout: 60_000,
});

const browser = {
  // No service worker unless a spec asks for one (tests/e2e/offline.spec.ts): page.route() does not
  // see requests a worker answers (Playwright docs), and a worker installing mid-spec adds a notice.
  serviceWorkers: 'block' as const,
  locale: 'nb-NO',
  timezoneId: 'Europe/Oslo',
  launchOptions: {
    executablePath: run.chromiumPath,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
    ],
  },
};

/**
 * End-to-end tests run against the exported production builds served by the site server, in the
 * Debian Chromium (never a downloaded browser). The public site (partner 184) runs every spec but
 * the member ones; each member build runs the member specs.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // A stray test.only would silently drop every other test: always an error, not only in CI.
  forbidOnly: true,
  timeout: 30_000,
  // Its own output folder: the load test and the editors' flow run beside it (scripts/test-all.mjs),
  // and Playwright empties its output folder when it starts.
  outputDir: 'test-results/e2e-output',
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  use: browser,
  projects: [
    { name: 'site', testIgnore: /member\//, use: { baseURL: `http://127.0.0.1:${PORT}` } },
    ...(withMembers
      ? MEMBER_SITES.map(({ partnerId, port }) => ({
          name: `member-${partnerId}`,
          testMatch: /member\/.*\.spec\.ts/,
          use: { baseURL: `http://127.0.0.1:${port}` },
          metadata: { partnerId },
        }))
      : []),
  ],
  webServer: [
    server(PORT, 'out', true),
    ...(withMembers
      ? MEMBER_SITES.map(({ partnerId, port }) =>
          server(port, `out-${partnerId}`, false, partnerId),
        )
      : []),
  ],
});
