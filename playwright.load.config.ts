import { defineConfig } from '@playwright/test';

/**
 * The load test of the site server (issue 7, item 4): bounded (about 80 s), on 127.0.0.1 only,
 * against the exported `out/`. It runs beside the main end-to-end suite and the editors' suite
 * (scripts/test-all.mjs): it holds a fixed, moderate rate that a busy machine still serves, so what
 * it checks (only 2xx answers, no memory growth) does not depend on the load; it needs no browser.
 */
export default defineConfig({
  testDir: 'tests/load',
  workers: 1,
  retries: 0,
  // A stray test.only would silently drop every other test: always an error, not only in CI.
  forbidOnly: true,
  timeout: 180_000,
  // Its own output folder: it runs beside the other suite of stage 4 (scripts/test-all.mjs), and
  // Playwright empties its output folder when it starts.
  outputDir: 'test-results/load-output',
  reporter: [['list'], ['json', { outputFile: 'test-results/load.json' }]],
});
