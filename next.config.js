// eslint-disable-next-line @typescript-eslint/no-require-imports -- Next reads this CommonJS config
const os = require('node:os');

/** @type {import('next').NextConfig} */
const nextConfig = {
  // Every page is pre-rendered and served as static files (docs/architecture.md, Layers).
  output: 'export',
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  reactStrictMode: true,
  images: { unoptimized: true },
  // Compiled in (components/blocks/member-shared/member-loaders.client.tsx): `0` when the build
  // has no film club, so no chunk holds member or film-club code; set by build/build-site.ts.
  env: { KULTURHUSET_FILMCLUB: process.env.KULTURHUSET_FILMCLUB === '0' ? '0' : '1' },
  // `npm test` type-checks the whole project (`tsc --noEmit`); the build does not repeat it, so a
  // production install (`npm ci --omit=dev`, without jest's and the tests' types) can build.
  typescript: { ignoreBuildErrors: true },
  experimental: {
    // Static generation uses one worker per core (Next's default leaves one core out): measured with
    // `npm run bench:build`, 1,000 productions on 2 cores generate in about half the time.
    cpus: os.availableParallelism(),
  },
};

module.exports = nextConfig;
