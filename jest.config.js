// eslint-disable-next-line @typescript-eslint/no-require-imports -- jest reads CommonJS config
const nextJest = require('next/jest');

const createJestConfig = nextJest({ dir: './' });

/** ESM-only packages (msw's dependencies) that jest must compile to CommonJS. */
const ESM_PACKAGES = ['rettime', 'until-async', '@open-draft/deferred-promise'];

/** Unit tests sit beside the code they test (`*.test.ts(x)`); end-to-end specs are Playwright's. */
const config = createJestConfig({
  testEnvironment: 'node',
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
  testMatch: ['<rootDir>/**/*.test.ts', '<rootDir>/**/*.test.tsx'],
  testPathIgnorePatterns: ['/node_modules/', '/tests/e2e/', '/.next/', '/out/'],
  setupFilesAfterEnv: ['<rootDir>/tests/jest-setup.ts'],
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
