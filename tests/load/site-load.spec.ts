import { access } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import autocannon from 'autocannon';
import { processConfig } from '@/lib/config';
import { pickSiteUrls, startSiteProcess, type ServerMemory } from './site-process';

const PORT = processConfig().test.loadPort;
const SITE_DIR = processConfig().siteDir;
/** A moderate, fixed rate: the test is about correctness and leaks under steady load, not capacity. */
const RATE = 200;
const CONNECTIONS = 10;
const WARM_UP_S = 10;
const DURATION_S = 60;
const MiB = 1024 * 1024;

const mib = (bytes: number) => `${(bytes / MiB).toFixed(1)} MiB`;

test('the site server answers a steady mix of pages and hashed assets for 60 s with only 2xx answers and no memory growth', async () => {
  await access(path.join(SITE_DIR, 'build-info.json')).catch(() => {
    throw new Error(`${SITE_DIR} holds no finished build; run \`npm run build\` first`);
  });
  const urls = await pickSiteUrls(SITE_DIR);
  // Browsers ask for brotli or gzip, some clients for neither: all three paths of the static plugin.
  const encodings: Record<string, string>[] = [
    { 'accept-encoding': 'br, gzip' },
    { 'accept-encoding': 'gzip' },
    {},
  ];
  const requests: autocannon.Request[] = [...urls.pages, ...urls.assets].map((url, index) => ({
    method: 'GET',
    path: url,
    headers: encodings[index % encodings.length],
  }));

  const site = await startSiteProcess({ root: process.cwd(), siteDir: SITE_DIR, port: PORT });
  try {
    const run = (duration: number) =>
      autocannon({
        url: site.url,
        connections: CONNECTIONS,
        overallRate: RATE,
        duration,
        requests,
      });
    // Warm-up: the JIT compiles the hot paths and the file-descriptor and buffer pools fill.
    const warmUp = await run(WARM_UP_S);
    expect(warmUp.non2xx).toBe(0);
    const before: ServerMemory = await site.memory();
    expect(before.collected).toBe(true);

    const samples: string[] = [];
    const sampler = setInterval(() => {
      site.memory().then(
        (memory) => samples.push(`${mib(memory.heapUsed)} heap / ${mib(memory.rss)} RSS`),
        () => undefined,
      );
    }, 15_000);
    let result: autocannon.Result;
    try {
      result = await run(DURATION_S);
    } finally {
      clearInterval(sampler);
    }
    const after = await site.memory();

    const statuses = Object.entries(result.statusCodeStats)
      .map(([status, { count }]) => `${status}: ${count}`)
      .join(', ');
    console.log(
      `load: ${result['2xx']} answers in ${result.duration} s (${statuses}), p99 ${result.latency.p99} ms; ` +
        `after warm-up ${mib(before.heapUsed)} heap / ${mib(before.rss)} RSS, during ${samples.join(', ')}, at the end ${mib(after.heapUsed)} heap / ${mib(after.rss)} RSS`,
    );
    // Every URL of the mix is a page or asset of the build: anything but 2xx is a fault.
    expect({ non2xx: result.non2xx, errors: result.errors, timeouts: result.timeouts }).toEqual({
      non2xx: 0,
      errors: 0,
      timeouts: 0,
    });
    // The rate was held for most of the run (a server that stalls answers fewer), with room for a busy test machine.
    expect(result['2xx']).toBeGreaterThan(RATE * DURATION_S * 0.5);
    // Both figures are taken at rest after a full garbage collection, so the live heap of a server
    // that leaks nothing is back where it was (measured: +0.2 MiB, code the JIT still optimises).
    // The 2 MiB margin fails a leak of 200 bytes per request over the run's ~12,000 requests (a
    // 400-byte string per request was seen to add 4.3 MiB). RSS also counts memory the allocator
    // keeps for reuse, so it gets a wider margin (25 % + 16 MiB), still below a leaked buffer per request.
    expect(after.heapUsed - before.heapUsed).toBeLessThan(2 * MiB);
    expect(after.rss).toBeLessThan(before.rss * 1.25 + 16 * MiB);
  } finally {
    await site.stop();
  }
});
