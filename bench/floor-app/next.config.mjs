/**
 * The floor of the bench's build section (docs/testing.md, Benchmark): a bare Next static export
 * of trivial pages, built with the project's installed `next` beside each real build of the same
 * page count. Only what the real build's next.config.js also sets that changes how fast Next
 * builds is repeated here: the static export, and one static-generation worker per core (Next's
 * default leaves one core out), so the ratio measures the site's own work, not a worker count.
 */
import os from 'node:os';

/** @type {import('next').NextConfig} */
const nextConfig = {
  output: 'export',
  experimental: { cpus: os.availableParallelism() },
};

export default nextConfig;
