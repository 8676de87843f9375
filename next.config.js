// eslint-disable-next-line @typescript-eslint/no-require-imports -- Next reads this CommonJS config
const os = require('node:os');
// eslint-disable-next-line @typescript-eslint/no-require-imports -- as above
const { createHash } = require('node:crypto');

/**
 * Next's build id from the compiled code's fingerprint (pipeline/compiled-code.ts, handed in by
 * pipeline/build-site.ts), so two compiles of the same code write the same pages byte for byte
 * (docs/architecture.md, Deterministic output). Next swaps an id holding `ad` for another (ad
 * blockers); hex with `a` as `x` never holds it. Unset (`next build` by hand): Next's random id.
 */
function buildIdFromCode() {
  const fingerprint = process.env.KULTURHUSET_CODE_FINGERPRINT;
  if (!fingerprint) return null;
  return createHash('sha256').update(fingerprint).digest('hex').slice(0, 24).replace(/a/g, 'x');
}

/** @type {import('next').NextConfig} */
const nextConfig = {
  // Every page is pre-rendered and served as static files (docs/architecture.md, Layers).
  output: 'export',
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  generateBuildId: buildIdFromCode,
  reactStrictMode: true,
  images: { unoptimized: true },
  // Seconds a page may take to render before Next retries it (three tries, then the build fails;
  // default 60). A page is a pure function of the loaded content, so a slow page is load, not a
  // hang: at 10,000 productions on a 2-core machine at load 30-45, list and article pages went
  // over 60 s and failed whole builds (bench and publish runs of 27 November). The build as a
  // whole still has the rebuild queue's 15-minute limit (server/rebuild/publish.ts).
  staticPageGenerationTimeout: 600,
  // Compiled in (components/blocks/member-shared/member-loaders.client.tsx): `0` when the build
  // has no film club, so no chunk holds member or film-club code; set by pipeline/build-site.ts.
  env: { KULTURHUSET_FILMCLUB: process.env.KULTURHUSET_FILMCLUB === '0' ? '0' : '1' },
  // `npm test` type-checks the whole project (`tsc --noEmit`); the build does not repeat it, so a
  // production install (`npm ci --omit=dev`, without jest's and the tests' types) can build.
  typescript: { ignoreBuildErrors: true },
  experimental: {
    // Static generation uses one worker per core (Next's default leaves one core out): measured with
    // `npm run bench:build`, 1,000 productions on 2 cores generate in about half the time. An
    // incremental rebuild of a few pages asks for fewer (KULTURHUSET_NEXT_WORKERS, set by
    // pipeline/build-site.ts): each worker loads and indexes the whole content before its first page.
    cpus: Number(process.env.KULTURHUSET_NEXT_WORKERS) || os.availableParallelism(),
    // Turbopack's persistent cache for builds (on by default in Next 16.4) made the full compile
    // slower on the 2-core machine, measured back to back at load 6: 27.0 s and 43.0 s with it,
    // 6.4 s and 13.3 s without (restoring, writing and compacting its database cost more than it
    // saves). Content-only rebuilds do not compile at all (docs/architecture.md, Content-only rebuilds).
    turbopackFileSystemCacheForBuild: false,
  },
};

module.exports = nextConfig;
