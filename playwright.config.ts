import { defineConfig } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3100);

/**
 * End-to-end tests run against the exported production build served by the site server,
 * in the Debian Chromium (never a downloaded browser).
 */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    locale: 'nb-NO',
    timezoneId: 'Europe/Oslo',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
    },
  },
  webServer: {
    command: 'npx tsx server/start.ts',
    url: `http://127.0.0.1:${PORT}/`,
    env: { PORT: String(PORT), HOST: '127.0.0.1', SKIP_BUILD: '1' },
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
