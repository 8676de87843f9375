import nextCoreWebVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';
import prettier from 'eslint-config-prettier/flat';

const layers = [
  'lib',
  'services',
  'engine',
  'components',
  'app',
  'store',
  'server',
  'policy',
  'pipeline',
  'scripts',
  'emulator',
  'bench',
];
const from = (...names) => names.map((name) => `./${name}`);
/** Command-line entry points sit on top: nothing imports them. */
const entryPoints = ['scripts', 'bench'];

/**
 * The layer rules of docs/architecture.md, Layers, each importing only downward:
 * lib (schemas, time) < services (outside world) < engine (pure) < components < app;
 * store sits beside components and is imported only by client files (`*.client.tsx`).
 * Beside them: policy (CSP, security headers, cache rules, the rebuild schedule, the not-site pages:
 * what the build and the server both apply) imports lib only; pipeline (content load, next build,
 * post-export steps, nginx config, deploy) imports lib, services, the engine and policy; server
 * imports pipeline, policy, lib, services and the engine; the emulator (a test double of the
 * outside services) imports lib and the wire shapes of services; scripts and bench are entry points.
 */
const layerZones = [
  {
    target: './lib',
    from: from(...layers.filter((name) => name !== 'lib')),
    message: 'lib/ is the bottom layer: it imports no other part of the project.',
  },
  {
    target: './services',
    from: from(
      'engine',
      'components',
      'app',
      'store',
      'server',
      'policy',
      'pipeline',
      'emulator',
      ...entryPoints,
    ),
    message: 'services/ talks to the outside and imports only lib/.',
  },
  {
    target: './engine',
    from: from(
      'services',
      'components',
      'app',
      'store',
      'server',
      'policy',
      'pipeline',
      'emulator',
      ...entryPoints,
    ),
    message: 'The engine is pure: no services, no React, no store.',
  },
  {
    target: './components',
    from: from('services', 'app', 'server', 'policy', 'pipeline', 'emulator', ...entryPoints),
    message: 'Components get their data from the engine through app/; they never call services/.',
  },
  {
    target: './components/**/!(*.client).tsx',
    from: from('store'),
    message: 'Only client files (*.client.tsx) may use the store.',
  },
  {
    target: './components/**/*.ts',
    from: from('store'),
    message: 'Only client files (*.client.tsx) may use the store.',
  },
  {
    target: './app',
    from: from('store', 'server', 'policy', 'pipeline', 'emulator', ...entryPoints),
    message: 'Routes are thin: they call the engine and render components.',
  },
  {
    target: './store',
    from: from(
      'components',
      'app',
      'engine',
      'server',
      'policy',
      'pipeline',
      'emulator',
      ...entryPoints,
    ),
    message: 'The store talks to services/ only.',
  },
  {
    target: './policy',
    from: from(...layers.filter((name) => name !== 'lib' && name !== 'policy')),
    message:
      'policy/ holds the rules the build and the server both apply: it imports only lib/, and the pipeline and the server import it.',
  },
  {
    target: './pipeline',
    from: from('server', 'app', 'components', 'store', 'emulator', ...entryPoints),
    message:
      'The pipeline imports lib/, services/, the engine and policy/; the server imports the pipeline, never the other way.',
  },
  {
    target: './server',
    from: from('app', 'components', 'store', 'emulator', ...entryPoints),
    message:
      'The site server imports pipeline/, policy/, lib/, services/ and the engine; the emulator is started by scripts/start.ts, not the server.',
  },
  {
    target: './emulator',
    from: from(
      'server',
      'policy',
      'pipeline',
      'engine',
      'app',
      'components',
      'store',
      ...entryPoints,
    ),
    message: 'The emulator imports lib/ and the wire shapes of services/ only.',
  },
  { target: './scripts', from: from('bench'), message: 'Nothing imports an entry point.' },
  { target: './bench', from: from('scripts'), message: 'Nothing imports an entry point.' },
];

/**
 * Test doubles and fixtures (servers of the outside services' protocols, wire fixtures, a deploy's
 * test site) live in testing/: tests (tests/, `*.test.ts(x)`) import them, and so does the bench,
 * which measures the site against the same doubles; production code never does.
 */
const testDoublesZone = {
  target: './!(tests|testing|bench)/**',
  from: './testing',
  message: 'testing/ holds test doubles: only tests and the bench import it.',
};

/** Tests anywhere may use the emulator, the test double of the outside services. */
const testZones = layerZones
  .map((zone) => ({ ...zone, from: zone.from.filter((folder) => folder !== './emulator') }))
  .filter((zone) => zone.from.length > 0);

const config = [
  {
    ignores: [
      'node_modules/**',
      '.next/**',
      'out/**',
      'out-*/**',
      '*.builds/**',
      '*.preview/**',
      '*.served-*/**',
      '.build/**',
      'public/**',
      'bench/results/**',
      'bench/floor-app/.next/**',
      'bench/floor-app/out/**',
      'test-results/**',
      'playwright-report/**',
      'next-env.d.ts',
    ],
  },
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    // Installed packages are not parsed for their exports: no-cycle then reads only the project's
    // files (lint 64 s → 30 s, the rule 49 s → 12 s), and a cycle cannot run through a package.
    settings: { 'import/ignore': ['node_modules'] },
    rules: {
      'import/no-restricted-paths': ['error', { zones: [...layerZones, testDoublesZone] }],
      'import/no-cycle': 'error',
      // The site's links are plain `<a>`: the root layout's page loader turns a click on one into
      // a client navigation (docs/browser.md, Client navigation), and next/link's code cost every
      // page about 2.7 KB of its script budget (tests/e2e/budgets.spec.ts).
      '@next/next/no-html-link-for-pages': 'off',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx'],
    rules: { 'import/no-restricted-paths': ['error', { zones: testZones }] },
  },
  {
    ignores: ['store/hooks.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-redux',
              importNames: ['useDispatch', 'useSelector', 'useStore'],
              message: 'Use the typed hooks of store/hooks.ts.',
            },
            {
              name: 'next/link',
              message:
                'Use a plain <a>: the page loader navigates it in the page, and next/link costs every page script budget.',
            },
          ],
        },
      ],
    },
  },
  {
    // Component tests render member islands with a real store (bulletproof-react: test with the real thing).
    files: ['components/**/*.test.tsx', 'components/**/test-helpers.tsx'],
    rules: { 'import/no-restricted-paths': 'off' },
  },
  {
    // Issue 14 item 2: the environment is parsed once, by lib/config in an entry point; everything
    // else receives the configuration as an argument or through the block context.
    ignores: [
      'lib/env.ts',
      'lib/config/**',
      'scripts/*.{ts,mjs}',
      'server/start.ts',
      'next.config.js',
      'playwright*.config.ts',
      'bench/*.ts',
      // The bench's floor: a bare Next app, not the site, that reads its page count itself.
      'bench/floor-app/**',
      'app/_site/build-config.ts',
      'tests/**',
      '**/*.test.{ts,tsx}',
    ],
    rules: {
      'no-restricted-properties': [
        'error',
        {
          object: 'process',
          property: 'env',
          message:
            'Read configuration through lib/config (parsed once in an entry point) and pass it down; hand the environment to a child with childEnv (lib/config/child-env.ts).',
        },
      ],
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@/lib/config',
              allowTypeImports: true,
              message:
                'Only entry points parse the configuration; receive it as an argument (types may be imported anywhere).',
            },
            {
              name: '@/lib/env',
              message: 'The schema of the environment is read only by lib/config.',
            },
          ],
          patterns: [
            {
              group: ['**/lib/env', '**/lib/config/parse', '**/lib/config/index'],
              allowTypeImports: true,
              message: 'Only entry points parse the configuration; receive it as an argument.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['engine/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                'node:*',
                'fs',
                'path',
                'http',
                'https',
                'axios',
                'react',
                'react-dom',
                'next',
                'next/*',
              ],
              message: 'The engine is pure: no I/O and no React.',
            },
          ],
        },
      ],
    },
  },
];

// Formatting is Prettier's (`prettier --check` in `npm run lint`): turn off the rules it owns.
const withPrettier = [...config, prettier];
export default withPrettier;
