import { defineConfig } from '@playwright/test';

/**
 * The load test of the site server (issue 7, item 4): bounded (about 80 s), on 127.0.0.1 only,
 * against the exported `out/`. It runs after the main end-to-end suite and before the editors'
 * suite (scripts/test-all.mjs), whose builds load the machine; it needs no browser.
 */
export default defineConfig({
  testDir: 'tests/load',
  workers: 1,
  retries: 0,
  // A stray test.only would silently drop every other test: always an error, not only in CI.
  forbidOnly: true,
  timeout: 180_000,
  reporter: [['list'], ['json', { outputFile: 'test-results/load.json' }]],
});
