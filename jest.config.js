// eslint-disable-next-line @typescript-eslint/no-require-imports -- jest reads CommonJS config
const nextJest = require('next/jest');

const createJestConfig = nextJest({ dir: './' });

/**
 * ESM-only packages that jest must compile to CommonJS: msw's dependencies, and content-disposition
 * and cookie, which @fastify/static and fastify's inject (light-my-request) require.
 */
const ESM_PACKAGES = [
  'rettime',
  'until-async',
  '@open-draft/deferred-promise',
  'content-disposition',
  'cookie',
];

/** Unit tests sit beside the code they test (`*.test.ts(x)`); end-to-end specs are Playwright's. */
const config = createJestConfig({
  testEnvironment: 'node',
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
  testMatch: ['<rootDir>/**/*.test.ts', '<rootDir>/**/*.test.tsx'],
  testPathIgnorePatterns: ['/node_modules/', '/tests/e2e/', '/.next/', '/out/'],
  setupFilesAfterEnv: ['<rootDir>/tests/jest-setup.ts'],
  // A timeout only catches a hang: a busy machine (CI beside other work, a load average of 30) takes
  // many times as long for file and build work, and must not fail a test for it (issue 27).
  testTimeout: 600_000,
});

module.exports = async () => {
  const resolved = await config();
  return {
    ...resolved,
    transformIgnorePatterns: [
      `/node_modules/(?!(?:${ESM_PACKAGES.join('|')})/)`,
      ...resolved.transformIgnorePatterns.filter((pattern) => !pattern.includes('node_modules')),
    ],
  };
};
