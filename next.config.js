/** @type {import('next').NextConfig} */
const nextConfig = {
  // Every page is pre-rendered and served as static files (DESIGN.md §1).
  output: 'export',
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  reactStrictMode: true,
  images: { unoptimized: true },
};

module.exports = nextConfig;
