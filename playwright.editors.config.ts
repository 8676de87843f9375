import { defineConfig } from '@playwright/test';
import { processConfig } from './lib/config';

/**
 * The editors' end-to-end test: real `next build`s from a Contentful-protocol server, triggered by
 * the rebuild webhook. It runs after the project's builds (scripts/test-all.mjs), never beside
 * them: its builds share `.next/` and the build lock with them. It runs beside the main end-to-end
 * suite and the load test, which only read `out/`: these builds write only their own site folders.
 */
export default defineConfig({
  testDir: 'tests/e2e-editors',
  workers: 1,
  retries: 0,
  // A stray test.only would silently drop every other test: always an error, not only in CI.
  forbidOnly: true,
  // Two real builds in one test; each can take minutes on a busy two-core machine.
  timeout: 1_200_000,
  // The status spec opens the editors' page in the Debian Chromium (never a downloaded browser).
  use: {
    locale: 'nb-NO',
    timezoneId: 'Europe/Oslo',
    launchOptions: {
      executablePath: processConfig().test.chromiumPath,
      args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
    },
  },
  // Its own output folder: it runs beside the other suite of stage 4 (scripts/test-all.mjs), and
  // Playwright empties its output folder when it starts.
  outputDir: 'test-results/editors-output',
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e-editors.json' }]],
});
