// eslint-disable-next-line @typescript-eslint/no-require-imports -- Next reads this CommonJS config
const os = require('node:os');

/** @type {import('next').NextConfig} */
const nextConfig = {
  // Every page is pre-rendered and served as static files (DESIGN.md §1).
  output: 'export',
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  reactStrictMode: true,
  images: { unoptimized: true },
  experimental: {
    // Static generation uses one worker per core (Next's default leaves one core out): measured with
    // `npm run bench:build`, 1,000 productions on 2 cores generate in about half the time.
    cpus: os.availableParallelism(),
  },
};

module.exports = nextConfig;
