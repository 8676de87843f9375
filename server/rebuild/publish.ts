import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { childEnv } from '@/lib/config/child-env';

/** The longest a publish command may run (ms) before it is killed and reported as failed. */
export const PUBLISH_TIMEOUT_MS = 15 * 60_000;

/**
 * Runs the operator's publish command (REBUILD_PUBLISH_COMMAND, a shell command line) after a
 * swap, with the new site folder as its last argument (`$1`) and as `REBUILD_SITE_DIR`.
 * Its output goes line by line to `output` (the site server's log), else to the server's own
 * stdout/stderr.
 * @throws Error naming the exit code or signal when the command fails, cannot start or times out.
 */
export function runPublishCommand(
  command: string,
  siteDir: string,
  timeoutMs = PUBLISH_TIMEOUT_MS,
  output?: (line: string) => void,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('/bin/sh', ['-c', `${command} "$@"`, 'sh', siteDir], {
      env: childEnv({ REBUILD_SITE_DIR: siteDir }),
      stdio: ['ignore', output ? 'pipe' : 'inherit', output ? 'pipe' : 'inherit'],
      timeout: timeoutMs,
    });
    if (output)
      for (const stream of [child.stdout, child.stderr])
        if (stream) createInterface({ input: stream }).on('line', output);
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (code === 0) resolve();
      else
        reject(
          new Error(
            `publish command exited with ${signal ? `signal ${signal}` : `code ${code}`}: ${command}`,
          ),
        );
    });
  });
}
