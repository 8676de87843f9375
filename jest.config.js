// eslint-disable-next-line @typescript-eslint/no-require-imports -- jest reads CommonJS config
const nextJest = require('next/jest');

const createJestConfig = nextJest({ dir: './' });

/** Unit tests sit beside the code they test (`*.test.ts(x)`); end-to-end specs are Playwright's. */
module.exports = createJestConfig({
  testEnvironment: 'node',
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
  testMatch: ['<rootDir>/**/*.test.ts', '<rootDir>/**/*.test.tsx'],
  testPathIgnorePatterns: ['/node_modules/', '/tests/e2e/', '/.next/', '/out/'],
  setupFilesAfterEnv: ['<rootDir>/tests/jest-setup.ts'],
});
