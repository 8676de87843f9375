import { writeFile } from 'node:fs/promises';

/**
 * The service-worker post-export step for tests of the build's folders and pages: bundling the real
 * worker takes workbox about 15 s a build, so this one writes a stub `sw.js`. Use it with
 * `jest.mock('@/pipeline/post-export/service-worker', () => jest.requireActual('@/tests/service-worker-stub'))`.
 */
export const serviceWorkerStep = {
  name: 'service worker',
  run: async ({ outDir }: { outDir: string }) => writeFile(`${outDir}/sw.js`, '// stub\n'),
};
