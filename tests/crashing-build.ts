import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { buildSite } from '@/pipeline/build-site';
import { runGuarded } from '@/pipeline/guarded-run';
import { testConfig } from '@/tests/config';

/**
 * A build process for pipeline/crash-mid-build.test.ts (run with `node --import tsx`): builds
 * `<root>/out` from the project's content with a stand-in for `next build` that writes a page of
 * its export, starts a worker, records both pids in `pidsFile` (renamed into place, so it is
 * never read half written) and never finishes; the test kills
 * this process with SIGKILL meanwhile.
 */
const [root = '', pidsFile = ''] = process.argv.slice(2);

const HANGING_NEXT = `
const { spawn } = require('node:child_process');
const { renameSync, writeFileSync } = require('node:fs');
const worker = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
// Written aside and renamed: the test reads the file as soon as it appears.
writeFileSync(process.argv[1] + '.part', JSON.stringify([process.pid, worker.pid]));
renameSync(process.argv[1] + '.part', process.argv[1]);
setInterval(() => {}, 1000);
`;

void buildSite({
  root,
  outDir: path.join(root, 'out'),
  config: testConfig({ CONTENT_ROOT: process.cwd() }).build,
  nextBuild: async (distDir, env, _mode, onStart) => {
    await mkdir(path.join(root, distDir), { recursive: true });
    await writeFile(path.join(root, distDir, 'index.html'), '<!doctype html><p>halvferdig</p>');
    await runGuarded(process.execPath, ['-e', HANGING_NEXT, pidsFile], {
      cwd: root,
      env,
      onStart,
    });
  },
});
